import { describe, expect, it } from "vitest";
import { counted, countedNames, isPlural, possessiveOf } from "../../src/game/wording.js";
import { arena } from "../helpers/arena.js";
import { manifest, type ModFiles } from "../helpers/fixture-mods.js";

/** Slippers (a plural name), a plate harness (not one), and a boss whose name has a title. */
const WORDS: ModFiles = {
  "manifest.toml": manifest("words", ["arena"]),
  "words.toml": `[[slots]]
id = "feet"
name = "Feet"

[[items]]
id = "slippers"
name = "Shadow slippers"
symbol = { char = "[" }
slot = "words:feet"

[[items]]
id = "harness"
name = "Plate harness"
symbol = { char = "[" }
slot = "words:feet"

[[creatures]]
id = "king"
name = "Grisklaw, the Rat King"
symbol = { char = "R" }
attributes = { max_health = 50, strength = 0 }
ai = [{ ability = "core:attack" }]
`,
};

describe("a name that is already plural", () => {
  it("takes no article and no second plural, in any list of things", () => {
    expect(
      ["Shadow slippers", "Hobnailed boots of the Fox", "Smelling salts", "Plate harness", "Staff of embers", "Cutlass", "Iron sword"].map(
        isPlural,
      ),
    ).toEqual([true, true, true, false, false, false, false]);
    expect(counted("Supple vigorous shadow slippers", 1)).toBe("supple vigorous shadow slippers");
    expect(counted("Shadow slippers", 2)).toBe("2 × shadow slippers");
    expect(counted("Plate harness", 1)).toBe("a plate harness");
    expect(countedNames(["Shadow slippers", "Plate harness", "Plate harness"])).toBe("shadow slippers and 2 plate harnesses");
  });

  it("is picked up without an article", () => {
    const { game, registries, state } = arena([], { extra: { words: WORDS } });
    const items = [
      { uid: 70, def: "words:slippers", affixes: [], count: 1 },
      { uid: 71, def: "words:harness", affixes: [], count: 1 },
    ];
    state.floor.piles.push({ pos: [...state.player.pos], items });
    expect(game.execute({ kind: "pickup" }, registries).messages).toEqual(["You pick up shadow slippers and a plate harness."]);
  });
});

describe("the possessive of a long name", () => {
  it("leaves out a title after a comma", () => {
    expect(possessiveOf("Sister Maud, warden of the crypts")).toBe("Sister Maud's");
    expect(possessiveOf("Mira the merchant")).toBe("Mira the merchant's");
  });

  it("is what a fight's log uses for a titled creature's blow", () => {
    const { game, registries, enter } = arena(["words:king"], { extra: { words: WORDS } });
    enter();
    const out = game.execute({ kind: "rest" }, registries);
    expect(out.messages.find((l) => l.includes(" hits you"))).toMatch(/^Grisklaw's Attack hits you for \d+ \(\d+ → \d+\)\.$/);
  });
});
