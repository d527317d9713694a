import { describe, expect, it } from "vitest";
import { dialogOptions, messageStanding, questLog } from "../../src/game/queries/index.js";
import { arena } from "../helpers/arena.js";
import { QUEST_MOD } from "../helpers/quest-mod.js";

const attack = { kind: "use_ability" as const, ability: "core:attack", target: 0 };
const count = (items: { def: string; count: number }[], def: string) => items.filter((i) => i.def === def).reduce((n, i) => n + i.count, 0);

/** The arena with the quest mod: a moth, two rats, a moth, a rat, and Pell by the door. */
function hunt(options = ["q:hunter"]) {
  const a = arena(["q:moth", "q:rat", "q:rat", "q:moth", "q:rat"], { extra: { q: QUEST_MOD }, options });
  a.room.npcs = [{ id: "q:pell", pos: [5, 1] }];
  a.enter();
  const strike = () => a.game.execute(attack, a.registries);
  return { ...a, strike };
}

describe("quests", () => {
  it("count only the events that match their condition, and pay once at the count", () => {
    const { state, strike } = hunt();
    expect(state.quests["q:rats"]).toEqual({ state: "active", progress: 0 });
    const moth = strike();
    expect(moth.messages.some((m) => m.startsWith("Quest"))).toBe(false);
    expect(state.quests["q:rats"]!.progress).toBe(0);
    expect(strike().messages).toContain("Quest: Rat catcher 1/2.");
    const done = strike();
    expect(done.messages).toContain("Quest done: Rat catcher 2/2.");
    expect(state.quests["q:rats"]).toEqual({ state: "completed", progress: 2 });
    expect(count(state.player.inventory, "core:gold")).toBe(5);
    strike(); // the second moth
    const late = strike(); // a third rat, after the quest is done
    expect(late.messages.some((m) => m.startsWith("Quest"))).toBe(false);
    expect(state.quests["q:rats"]).toEqual({ state: "completed", progress: 2 });
    expect(count(state.player.inventory, "core:gold")).toBe(5);
  });

  it("chain: the first quest's reward starts the second, which counts from then on (the moth killed before does not)", () => {
    const { state, strike } = hunt();
    strike(); // a moth, while "Moth hunt" is not started
    expect(state.quests["q:moths"]).toBeUndefined();
    strike();
    const second = strike(); // the second rat: "Rat catcher" done, "Moth hunt" starts
    expect(state.quests["q:moths"]).toEqual({ state: "active", progress: 0 });
    expect(second.messages).toContain("New quest: Moth hunt (0/1).");
    expect(count(state.player.inventory, "q:trophy")).toBe(0);
    const moth = strike();
    expect(moth.messages).toContain("Quest done: Moth hunt 1/1.");
    expect(state.quests["q:moths"]).toEqual({ state: "completed", progress: 1 });
    expect(count(state.player.inventory, "q:trophy")).toBe(1);
  });

  it("the log marks a quest begun and a quest done as quest lines, and a step along the way not", () => {
    const { state, registries, strike } = hunt();
    for (let i = 0; i < 4; i++) strike();
    const standing = messageStanding(state, registries);
    const marked = state.log.filter((l) => standing(l) === "quest");
    expect(marked).toEqual(["Quest done: Rat catcher 2/2.", "New quest: Moth hunt (0/1).", "Quest done: Moth hunt 1/1."]);
    expect(standing("Quest: Rat catcher 1/2.")).toBeUndefined();
  });

  it("a quest never started counts nothing and pays nothing", () => {
    const { state, strike } = hunt(["q:idler"]);
    for (let i = 0; i < 5; i++) expect(strike().kind).toBe("turn_passed");
    expect(state.enemies).toEqual([]);
    expect(state.quests).toEqual({});
    expect(count(state.player.inventory, "core:gold")).toBe(0);
    expect(state.log.some((m) => m.startsWith("Quest"))).toBe(false);
  });

  it("a refused command counts nothing", () => {
    const { game, registries, state } = hunt();
    expect(game.execute({ kind: "use_ability", ability: "core:attack", target: 9 }, registries).kind).toBe("rejected");
    expect(state.quests["q:rats"]).toEqual({ state: "active", progress: 0 });
  });
});

describe("quest_state conditions", () => {
  it("in ai: the moth flutters only while its quest is active", () => {
    const { state, strike } = hunt();
    expect(state.enemies.filter((e) => e.def === "q:moth").map((e) => e.intent?.ability)).toEqual(["q:wait", "q:wait"]);
    strike();
    strike();
    strike(); // "Moth hunt" starts
    expect(state.enemies.find((e) => e.def === "q:moth")?.intent?.ability).toBe("q:flutter");
  });

  it("in a trigger and in dialog: after the fight a completed quest gives the medal and changes what Pell offers", () => {
    const { game, registries, state, strike } = hunt();
    for (let i = 0; i < 5; i++) strike();
    expect(state.combat).toBeUndefined();
    expect(count(state.player.inventory, "q:medal")).toBe(1);
    expect(game.execute({ kind: "talk" }, registries).kind).toBe("turn_passed");
    expect(dialogOptions(state, registries).map((o) => o.text)).toEqual(["The rats are dealt with.", "Goodbye."]);
  });

  it("in dialog, while the quest is active, the other option shows", () => {
    const a = arena([], { extra: { q: QUEST_MOD }, options: ["q:hunter"] });
    a.room.npcs = [{ id: "q:pell", pos: [5, 1] }];
    a.enter();
    a.game.execute({ kind: "talk" }, a.registries);
    expect(dialogOptions(a.state, a.registries).map((o) => o.text)).toEqual(["Any rats?", "Goodbye."]);
  });
});

describe("the quest log query", () => {
  it("lists active quests with progress first, then completed ones, with name and description", () => {
    const { state, registries, strike } = hunt();
    strike();
    strike();
    strike();
    expect(questLog(state, registries)).toEqual([
      { id: "q:moths", name: "Moth hunt", description: "Kill a moth.", state: "active", progress: 0, count: 1, line: "Moth hunt 0/1" },
      {
        id: "q:rats",
        name: "Rat catcher",
        description: "Kill two rats.",
        state: "completed",
        progress: 2,
        count: 2,
        line: "Rat catcher 2/2",
      },
    ]);
  });
});
