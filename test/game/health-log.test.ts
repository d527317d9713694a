import { describe, expect, it } from "vitest";
import { arena } from "../helpers/arena.js";

const attack = (target = 0) => ({ kind: "use_ability" as const, ability: "core:attack", target });
const use = (ability: string, target = 0) => ({ kind: "use_ability" as const, ability, target });

/** Every log line of the run so far that mentions `text`. */
const linesWith = (log: readonly string[], text: string) => log.filter((l) => l.includes(text));

describe("every change of health is logged with its cause", () => {
  it("a poison tick after the fight names the poison, the loss and the health before and after", () => {
    const { game, registries, state } = arena([]);
    state.player.modifiers.push({ id: "arena:poisoned", remaining: 2 });
    const out = game.execute({ kind: "rest" }, registries);
    expect(out.messages).toContain("Poisoned: you lose 2 (40 → 38).");
    expect(state.player.health).toBe(38);
    const last = game.execute({ kind: "rest" }, registries);
    expect(last.messages).toEqual(["Poisoned: you lose 2 (38 → 36).", "You are no longer Poisoned."]);
  });

  it("a status effect put on a foe is announced, and its ticks name the foe", () => {
    const { game, registries, enter } = arena(["arena:dummy"]);
    enter();
    expect(game.execute(use("arena:envenom"), registries).messages).toContain("Your Envenom: Dummy is Poisoned for 3 turns.");
    expect(game.execute({ kind: "rest" }, registries).messages).toContain("Poisoned: Dummy loses 2 (30 → 28).");
  });

  it("an ability's hit names the ability and the health before and after", () => {
    const { game, registries, enter } = arena(["arena:dummy"]);
    enter();
    expect(game.execute(use("arena:firebolt"), registries).messages).toContain("Your Firebolt hits Dummy for 10 (30 → 20).");
  });

  it("a heal names what healed, how much, and refuses to overheal", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { balance: "hit_min = 0\nhit_max = 0" });
    enter();
    state.player.health = 10;
    expect(game.execute(use("arena:last_stand"), registries).messages).toContain("Last stand heals you for 5 (10 → 15).");
  });

  it("a trigger on a creature that damages the hero names the creature", () => {
    const { game, registries, enter } = arena(["arena:bomb"]);
    enter();
    const out = game.execute(attack(), registries);
    expect(out.messages).toContain("Bomb: you lose 3 (40 → 37).");
  });
});

describe("deaths, misses and waits are logged where they happen", () => {
  it("a foe's death is on the line of the blow that killed it", () => {
    const { game, registries, enter } = arena(["arena:bomb"]);
    enter();
    const out = game.execute(attack(), registries);
    expect(out.messages[0]).toMatch(/^Your Attack hits Bomb for \d+ \(1 → 0\)\. Bomb dies\.$/);
    expect(linesWith(out.messages, "dies")).toHaveLength(1);
  });

  it("the hero's death is on the line of the blow, and nobody acts after it", () => {
    const { game, registries, state, enter } = arena(["arena:dummy", "arena:dummy"], { balance: "hero_max_health = 1" });
    enter();
    state.player.health = 1;
    const out = game.execute({ kind: "rest" }, registries);
    const death = out.messages.findIndex((l) => l.endsWith("You die."));
    expect(out.messages[death]).toMatch(/^Dummy's Attack hits you for \d+ \(1 → 0\)\. You die\.$/);
    expect(out.messages.slice(death + 1).filter((l) => l.startsWith("Dummy"))).toEqual([]);
    expect(state.over).toMatchObject({ outcome: "died", cause: "slain by Dummy's Attack" });
  });

  it("a death by a status effect names it on the line and as the cause", () => {
    const { game, registries, state } = arena([]);
    state.player.health = 2;
    state.player.modifiers.push({ id: "arena:poisoned", remaining: 2 });
    const out = game.execute({ kind: "rest" }, registries);
    expect(out.messages).toContain("Poisoned: you lose 2 (2 → 0). You die.");
    expect(state.over).toEqual({ outcome: "died", cause: "succumbed to their wounds (Poisoned)" });
  });

  it("a miss names the ability, and waiting in a fight says so", () => {
    const { game, registries, enter } = arena(["arena:dummy"], { balance: "hit_min = 0\nhit_max = 0" });
    enter();
    const out = game.execute({ kind: "rest" }, registries);
    expect(out.messages).toEqual(["You wait a turn.", "Dummy's Attack misses you."]);
  });
});
