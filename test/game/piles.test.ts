import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pilesOn } from "../../src/game/queries/index.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { REPO } from "../helpers/cli.js";
import { itemArena } from "../helpers/items-mod.js";
import { loadOk, tempDir } from "../helpers/profile.js";

const count = (inv: readonly { def: string; count: number }[], def: string) =>
  inv.filter((i) => i.def === def).reduce((n, i) => n + i.count, 0);

describe("floor piles", () => {
  it("a loot spot keeps its table until picked up, and is drawn then with the luck worn then", () => {
    // The pocket hero wears the thorn ring and carries the lucky charm (luck 100: luck's extra draw is certain).
    const potionsFound = (charmOn: boolean) => {
      const { game, registries, state } = itemArena([], { options: ["items:pocket"] });
      const spot: [number, number] = [state.player.pos[0] + 1, state.player.pos[1]];
      state.floor.piles.push({ pos: spot, table: "items:one_potion", items: [] });
      if (charmOn) game.execute({ kind: "equip", item: "items:charm" }, registries);
      game.execute({ kind: "move", dir: "e" }, registries);
      expect(pilesOn(state.floor)).toEqual([{ pos: spot, table: "items:one_potion", items: [], visited: true }]);
      const out = game.execute({ kind: "pickup" }, registries);
      expect(out.events.filter((e) => e.type === "item_picked_up")).toHaveLength(1);
      expect(pilesOn(state.floor)).toEqual([]);
      return count(state.player.inventory, "items:potion");
    };
    expect(potionsFound(false)).toBe(1);
    expect(potionsFound(true)).toBe(2);
  });

  it("a dropped item lies on the hero's tile and is picked up as it lies, uid and all", () => {
    const { game, registries, state } = itemArena();
    const club = state.player.inventory.find((i) => i.def === "items:club")!;
    expect(game.execute({ kind: "drop", item: club.uid }, registries)).toMatchObject({ kind: "turn_passed", messages: ["You drop Club."] });
    expect(pilesOn(state.floor)).toEqual([{ pos: state.player.pos, items: [club], visited: true }]);
    game.execute({ kind: "move", dir: "e" }, registries);
    expect(game.execute({ kind: "pickup" }, registries).kind).toBe("rejected");
    game.execute({ kind: "move", dir: "w" }, registries);
    expect(game.execute({ kind: "pickup" }, registries)).toMatchObject({ messages: ["You pick up a club."] });
    expect(state.player.inventory.at(-1)).toEqual(club);
  });

  it("dropping a worn item takes it off in the same turn", () => {
    const { game, registries, state } = itemArena();
    game.execute({ kind: "drop", item: "items:amulet" }, registries);
    expect(state.player.equipment["items:neck"]).toBeUndefined();
    expect(state.player.health).toBe(40);
    expect(state.turn).toBe(1);
  });

  it("what does not fit the pack stays on the tile", () => {
    const { game, registries, state } = itemArena([], { options: ["items:hoarder"], balance: "hero_carry_capacity = 2" });
    state.floor.piles.push({ pos: [...state.player.pos], table: "items:rocks", items: [] });
    game.execute({ kind: "drop", item: "items:potion" }, registries);
    const out = game.execute({ kind: "pickup" }, registries);
    // One place is free: the dropped potion, first in the pile, takes it; the three rocks drawn now stay.
    expect(out.messages).toEqual(["You pick up a potion.", "Your pack is full (2/2): Rock, Rock and Rock stay here."]);
    expect(pilesOn(state.floor)[0]!.table).toBeUndefined();
    expect(pilesOn(state.floor)[0]!.items.map((i) => i.def)).toEqual(["items:rock", "items:rock", "items:rock"]);
  });
});

describe("a creature's drop", () => {
  it("is drawn at its death, lies where it fell when the fight ends, and is picked up like any pile", () => {
    const { game, registries, state, enter } = itemArena(["items:looter"]);
    enter();
    const out = game.execute({ kind: "use_ability", ability: "core:attack", target: 0 }, registries);
    expect(out.messages).toContain("Looter leaves something behind.");
    expect(state.combat).toBeUndefined();
    expect(pilesOn(state.floor)).toEqual([
      { pos: [6, 1], items: [{ uid: expect.any(Number), def: "items:potion", affixes: [], count: 1 }] },
    ]);
    game.execute({ kind: "move", dir: "e" }, registries);
    game.execute({ kind: "pickup" }, registries);
    expect(count(state.player.inventory, "items:potion")).toBe(3);
  });
});

describe("the pack's capacity", () => {
  it("what on_create gives past it lies at the hero's feet once the gear is on", () => {
    const { state } = itemArena([], { balance: "hero_carry_capacity = 2" });
    expect(state.player.inventory.map((i) => i.def)).toEqual(["items:club", "items:potion"]);
    expect(pilesOn(state.floor)).toEqual([
      { pos: state.player.pos, items: [expect.objectContaining({ def: "core:gold", count: 120 })], visited: true },
    ]);
    expect(state.log).toContain("Your pack is full: Gold ×120 lies at your feet.");
  });

  it("a give_item past it falls to the floor under the hero, and says so", () => {
    const { game, registries, state } = itemArena([], { options: ["items:hoarder"], balance: "hero_carry_capacity = 2" });
    const out = game.execute({ kind: "use_item", item: "items:sack" }, registries);
    expect(out.messages).toContain("Your pack is full: Rock ×2 fall to the floor.");
    expect(state.player.inventory.map((i) => i.def)).toEqual(["items:potion", "items:rock"]);
    expect(pilesOn(state.floor)[0]!.items).toHaveLength(2);
  });

  it("a worn item that raises it counts only while worn", () => {
    const { game, registries, state } = itemArena();
    const base = game.attribute(state.player, "carry_capacity", registries);
    state.player.inventory.push({ uid: 500, def: "items:backpack", affixes: [], count: 1 });
    game.execute({ kind: "equip", item: 500 }, registries);
    expect(game.attribute(state.player, "carry_capacity", registries)).toBe(base + 5);
  });
});

describe("floor generation", () => {
  it("makes every `l` spot of core's first floor a pile that keeps its table, drawn from nothing yet", () => {
    const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
    const floor = generateFloor(
      registries,
      registries.floors.all().find((f) => f.number === 1)!,
      "piles",
    );
    expect(floor.piles.length).toBeGreaterThan(0);
    for (const pile of floor.piles) {
      expect(pile.items).toEqual([]);
      expect(registries.loot_tables.has(pile.table!)).toBe(true);
      expect(floor.tiles[pile.pos[1]]![pile.pos[0]]).toBe(".");
    }
  });
});
