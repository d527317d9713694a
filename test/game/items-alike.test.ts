import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { alikeKey, createGame, Game } from "../../src/game/index.js";
import { addItem, putInstance, stacksWith, type NewItem } from "../../src/game/inventory.js";
import { itemName } from "../../src/game/queries/index.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import { drawnFloor } from "../helpers/scenario.js";

const registries = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries;

function state() {
  const floor = drawnFloor(["#####", "#@..#", "#####"]);
  const game = createGame(registries, { seed: "alike", name: "T", options: ["core:human", "core:warrior"] }, { buildFloor: floor });
  if (!(game instanceof Game)) throw new Error(game.error);
  return game.state;
}

const potion = (affixes: [string, number][], count = 1): NewItem => ({
  def: "core:healing_potion",
  affixes: affixes.map(([id, tier]) => ({ id, tier })),
  count,
});
const sharpKeen = potion([
  ["core:sharp", 1],
  ["core:keen", 1],
]);
const keenSharp = potion([
  ["core:keen", 1],
  ["core:sharp", 1],
]);

describe("items alike (what stacks)", () => {
  it("are one definition with the same affixes, tier for tier and in their order", () => {
    expect(alikeKey(sharpKeen)).toBe(
      alikeKey(
        potion(
          [
            ["core:sharp", 1],
            ["core:keen", 1],
          ],
          5,
        ),
      ),
    );
    expect(alikeKey(sharpKeen)).not.toBe(alikeKey(keenSharp));
    expect(alikeKey(sharpKeen)).not.toBe(
      alikeKey(
        potion([
          ["core:sharp", 2],
          ["core:keen", 1],
        ]),
      ),
    );
    expect(alikeKey(sharpKeen)).not.toBe(alikeKey({ ...sharpKeen, def: "core:antidote" }));
    // The order writes the name: the two read differently, so they are not shown as one.
    expect(itemName(registries, sharpKeen)).not.toBe(itemName(registries, keenSharp));
  });

  it("stack in a pack, and only they do: the same affixes in another order are a stack of their own", () => {
    const s = state();
    const pack = s.player.inventory;
    pack.length = 0;
    const [first] = addItem(
      s,
      pack,
      potion(
        [
          ["core:sharp", 1],
          ["core:keen", 1],
        ],
        2,
      ),
      registries,
    );
    addItem(s, pack, keenSharp, registries);
    addItem(s, pack, sharpKeen, registries);
    expect(pack.map((i) => [i.affixes.map((a) => a.id), i.count])).toEqual([
      [["core:sharp", "core:keen"], 3],
      [["core:keen", "core:sharp"], 1],
    ]);
    const dropped = { uid: 9_000, ...keenSharp };
    expect(putInstance(pack, dropped, registries)).toBe(pack[1]);
    expect(pack[1]!.count).toBe(2);
    expect(stacksWith(first!, pack[1]!)).toBe(false);
  });
});
