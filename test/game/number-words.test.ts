import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTRIBUTE_NAMES } from "../../src/content/catalog.js";
import { changeWords, flatWords, percentWords, valueWords } from "../../src/content/attribute-words.js";
import { describeItem, equipDelta } from "../../src/game/queries/index.js";
import { numberWords } from "../../src/lib/number-words.js";
import { changeList, deltaLine } from "../../src/ui/item-details.js";
import { arena } from "../helpers/arena.js";
import { manifest, type ModFiles } from "../helpers/fixture-mods.js";

/** A vest of +13 max health, an amulet of +0.1 + 0.2 strength, and a +5% max health blessing. */
const VEST: ModFiles = {
  "manifest.toml": manifest("vest", ["arena"]),
  "vest.toml": `[[slots]]
id = "body"
name = "Body"

[[items]]
id = "vest"
name = "Padded vest"
symbol = { char = "[" }
slot = "vest:body"
modifiers = [{ attribute = "max_health", flat = 13 }]

[[items]]
id = "amulet"
name = "Odd amulet"
symbol = { char = '"' }
slot = "vest:body"
modifiers = [{ attribute = "strength", flat = 0.1 }, { attribute = "strength", flat = 0.2 }]
triggers = [{ on = "attack_hit", chance = 0.125, actions = [{ damage = 2.675, to = "target" }] }]

[[modifiers]]
id = "hardy"
name = "Hardy"
duration = 99
modifiers = [{ attribute = "max_health", percent = 5 }]
`,
};

/** A number as the player should read it: digits, at most two decimals, no "-0". */
const CLEAN = /^-?(0|[1-9]\d*)(\.\d?[1-9])?$/;
/** Any number inside a line of words: none may carry more than two decimals. */
const noisy = (text: string) => /\d\.\d{3,}/.test(text) || /-0(?![.\d])/.test(text);

describe("every number shown goes through one formatter", () => {
  it("never prints float noise, a needless zero or -0, and stays within a hundredth", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (n) => {
        const text = numberWords(n);
        expect(text).toMatch(CLEAN);
        expect(Math.abs(Number(text) - n)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
    expect([numberWords(25.299999999999997), numberWords(0.1 + 0.2), numberWords(-0.001), numberWords(13.650000000000002)]).toEqual([
      "25.3",
      "0.3",
      "0",
      "13.65",
    ]);
  });

  it("words every attribute amount (flat, percent, value, change) without noise", () => {
    const names = fc.constantFrom(...ATTRIBUTE_NAMES);
    const amounts = fc.oneof(
      fc.double({ min: -1000, max: 1000, noNaN: true }),
      fc.constant(0.1 + 0.2),
      fc.constant(25.299999999999997 - 17),
    );
    fc.assert(
      fc.property(names, amounts, (name, n) => {
        for (const text of [
          flatWords(name, n),
          percentWords(name, n),
          valueWords(name, n),
          valueWords(name, n, true),
          changeWords(name, n),
        ]) {
          expect(noisy(text), `${name} ${n}: ${text}`).toBe(false);
        }
      }),
    );
  });

  it("an item's own words (its modifiers, its trigger's chance and damage) carry no noise", () => {
    const { registries } = arena([], { extra: { vest: VEST } });
    const d = describeItem(registries, { def: "vest:amulet", affixes: [], count: 1 });
    expect(d.modifiers).toEqual(["+0.1 strength", "+0.2 strength"]);
    expect(d.triggers).toEqual(["When you hit (12.5%): 2.68 physical damage to them"]);
  });
});

describe("an item comparison counts max health as the status line does", () => {
  it("a +13 vest on a hero with +5% max health reads the whole change the status bar will show", () => {
    const { game, registries, state } = arena([], { extra: { vest: VEST } });
    state.player.modifiers.push({ id: "vest:hardy", remaining: 99 });
    state.player.inventory.push({ uid: 90, def: "vest:vest", affixes: [], count: 1 });
    const shownMax = () => Math.round(game.attribute(state.player, "max_health", registries));
    const was = shownMax();
    const changes = equipDelta(state, registries, 90)!;
    expect(changeList(changes)).toBe(`max health +${Math.round((40 + 13) * 1.05) - was}`);
    expect(
      deltaLine(changes)
        .map((s) => s.text)
        .join(""),
    ).toBe(changeList(changes));
    expect(game.execute({ kind: "equip", item: 90 }, registries).kind).toBe("turn_passed");
    expect(changes).toEqual([{ attribute: "max_health", before: was, after: shownMax() }]);
  });
});
