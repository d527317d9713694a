import { describe, expect, it } from "vitest";
import { arena, arenaIn } from "../helpers/arena.js";
import { coreRegistries } from "../ui/fixtures.js";

const attack = { kind: "use_ability" as const, ability: "core:attack", target: 0 };

describe("every status put on says what put it on", () => {
  it("striking core's green slime, its acid names the slime as it corrodes the hero", () => {
    const core = coreRegistries();
    const { game, state, enter } = arenaIn(core, ["core:slime"], { seed: "slime", options: ["core:human", "core:warrior"] });
    state.player.base.max_health = state.player.health = 10_000;
    enter();
    const slime = state.enemies[0]!;
    const lines: string[] = [];
    for (let i = 0; i < 80 && !lines.some((l) => l.startsWith("Green slime:")); i++) {
      slime.health = slime.base.max_health = 10_000;
      state.player.modifiers = [];
      lines.push(...game.execute(attack, core).messages.filter((l) => l.includes("Corroded for")));
    }
    // Its own Acid splash says so; the acid of its body, struck, names the slime.
    expect(lines).toContainEqual(expect.stringMatching(/^Green slime: you are Corroded for \d+ turns?\.$/));
    for (const l of lines) expect(l).toMatch(/^Green slime(: |'s Acid splash: )you are Corroded/);
  });

  it("an ability's status names the ability and who used it", () => {
    const { game, registries, enter } = arena(["arena:dummy"]);
    enter();
    expect(game.execute({ kind: "use_ability", ability: "arena:envenom", target: 0 }, registries).messages).toContain(
      "Your Envenom: Dummy is Poisoned for 3 turns.",
    );
  });
});
