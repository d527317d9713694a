import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { drawLoot } from "../../src/game/loot.js";
import { Rng } from "../../src/lib/rng.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

// What a designer checks before a run ships: everything in core can be found, every floor
// pays and sells, bosses pay out, and the deeper you go the better it gets — read from
// core's data as it loads, not from a copy of it.

let cached: Registries | undefined;
const core = () => (cached ??= loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries);

/** Items and tables a set of tables can give: nested tables and item entries' affix tables too. */
function reach(r: Registries, roots: readonly string[]): { items: Set<string>; tables: Set<string>; affixes: Set<string> } {
  const out = { items: new Set<string>(), tables: new Set<string>(), affixes: new Set<string>() };
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop()!;
    if (out.tables.has(id)) continue;
    out.tables.add(id);
    for (const e of r.loot_tables.get(id).entries) {
      if (e.item) out.items.add(e.item);
      if (e.affix) out.affixes.add(e.affix);
      for (const t of [e.table, e.affixes]) if (t) todo.push(t);
    }
  }
  return out;
}

const floors = (r: Registries) => r.floors.all().sort((a, b) => a.number - b.number);

/** The shop tables a floor is sure to have: a required tag all of whose rooms hold a merchant. */
function guaranteedShops(r: Registries, floor: ReturnType<Registries["floors"]["get"]>): string[] {
  return floor.required.flatMap((tag) => {
    const rooms = r.prefabs.all().filter((p) => p.tags.includes(tag));
    const shops = rooms.map((p) => p.npcs.map((n) => r.npcs.get(n).shop).find((s) => s !== undefined));
    return rooms.length > 0 && shops.every((s) => s !== undefined) ? (shops as string[]) : [];
  });
}

/** Every table something in the game draws from: floors, rooms, merchants, creatures. */
function drawnTables(r: Registries): string[] {
  return [
    ...r.floors.all().flatMap((f) => (f.loot ? [f.loot] : [])),
    ...r.prefabs.all().flatMap((p) => (p.loot ? [p.loot] : [])),
    ...r.npcs.all().flatMap((n) => (n.shop ? [n.shop] : [])),
    ...r.creatures.all().flatMap((c) => (c.loot ? [c.loot] : [])),
  ];
}

/** The mean base price of one item drawn from a table, by its weights ("nothing" left out). */
function meanBasePrice(r: Registries, id: string): number {
  const entries = r.loot_tables.get(id).entries.filter((e) => !e.nothing);
  const total = entries.reduce((s, e) => s + e.weight, 0);
  return entries.reduce((s, e) => s + e.weight * (e.item ? r.items.get(e.item).base_price : meanBasePrice(r, e.table!)), 0) / total;
}

/** Over many seeded draws of a table: gold per draw, and the mean sum of affix tiers per piece of gear. */
function sample(r: Registries, table: string, draws = 4000): { gold: number; tiersPerGear: number } {
  const rng = Rng.fromSeed(`core-items:${table}`);
  let gold = 0,
    gear = 0,
    tiers = 0;
  for (let i = 0; i < draws; i++) {
    for (const it of drawLoot(r, table, rng)) {
      if (it.def === r.balance.currency) gold += it.count;
      if (r.items.get(it.def).slot === undefined) continue;
      gear++;
      tiers += it.affixes.reduce((s, a) => s + a.tier, 0);
    }
  }
  return { gold: gold / draws, tiersPerGear: tiers / Math.max(1, gear) };
}

const increasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

describe("core items in play", () => {
  it("can find every item: floor piles, a room's piles, a shop, a creature's drop or starting gear", () => {
    const r = core();
    const found = reach(r, drawnTables(r)).items;
    for (const o of r.options.all()) for (const a of o.on_create) if (a.give_item) found.add(a.give_item);
    expect(r.items.ids().filter((id) => !found.has(id))).toEqual([]);
  });

  it("draws every loot table from something (no table is dead weight)", () => {
    const r = core();
    const used = reach(r, drawnTables(r)).tables;
    expect(r.loot_tables.ids().filter((id) => !used.has(id))).toEqual([]);
  });

  it("gives every floor its own loot table and a merchant it always has", () => {
    const r = core();
    const tables = floors(r).map((f) => f.loot);
    expect(tables.every((t) => t !== undefined && r.loot_tables.has(t))).toBe(true);
    expect(new Set(tables).size).toBe(tables.length);
    for (const f of floors(r)) expect(guaranteedShops(r, f), f.id).not.toEqual([]);
  });

  it("makes every boss drop something, always", () => {
    const r = core();
    const bosses = r.creatures.all().filter((c) => c.tags.includes("core:boss"));
    expect(bosses.length).toBeGreaterThan(0);
    for (const b of bosses) {
      const table = r.loot_tables.get(b.loot!);
      expect(table.guaranteed, b.id).toBe(true);
      expect(table.entries.some((e) => !e.nothing)).toBe(true);
    }
  });

  it("has ten or more affixes, prefixes and suffixes, whose stronger tiers cost more, each drawn somewhere", () => {
    const r = core();
    const affixes = r.affixes.all();
    expect(affixes.length).toBeGreaterThanOrEqual(10);
    for (const a of affixes) {
      const factors = a.tiers.map((t) => t.price_factor);
      expect(factors.length, a.id).toBeGreaterThanOrEqual(2);
      expect(factors[0]! > 1 && increasing(factors), `${a.id}: ${factors.join(" < ")}`).toBe(true);
    }
    const suffixes = affixes.filter((a) => a.name.startsWith("of "));
    expect(suffixes.length).toBeGreaterThan(0);
    expect(suffixes.length).toBeLessThan(affixes.length);
    const drawn = reach(r, drawnTables(r)).affixes;
    expect(affixes.map((a) => a.id).filter((id) => !drawn.has(id))).toEqual([]);
  });

  it("lets found weapons, armour and jewellery roll affixes (a unique piece stays as it is)", () => {
    const r = core();
    let gear = 0;
    for (const id of reach(r, drawnTables(r)).tables) {
      for (const e of r.loot_tables.get(id).entries) {
        const item = e.item ? r.items.get(e.item) : undefined;
        if (!item?.slot || item.tags.includes("core:unique")) continue;
        gear++;
        expect(e.affixes, `${id}: ${item.id}`).toBeDefined();
      }
    }
    expect(gear, "found gear to look at").toBeGreaterThan(0);
  });

  it("sells better goods the deeper the merchant: dearer on average, and the deepest has what the first does not", () => {
    const r = core();
    const shops = floors(r).map((f) => guaranteedShops(r, f));
    const means = shops.map((tables) => Math.min(...tables.map((t) => meanBasePrice(r, t))));
    expect(increasing(means), means.map((m) => m.toFixed(0)).join(" < ")).toBe(true);
    const first = reach(r, shops[0]!).items;
    const deepest = [...reach(r, shops.at(-1)!).items].filter((id) => !first.has(id));
    expect(deepest.length).toBeGreaterThan(0);
  });

  it("hides more gold and stronger affixes in the piles and on the shelves the deeper the floor", () => {
    const r = core();
    const piles = floors(r).map((f) => sample(r, f.loot!));
    expect(increasing(piles.map((p) => p.gold)), "gold per pile").toBe(true);
    expect(increasing(piles.map((p) => p.tiersPerGear)), "affix tiers per piece of gear in piles").toBe(true);
    const shelves = floors(r).map((f) => sample(r, guaranteedShops(r, f)[0]!, 400));
    expect(increasing(shelves.map((s) => s.tiersPerGear)), "affix tiers per piece of gear on shelves").toBe(true);
  });

  it("has an item for every slot on floor 1 and a better one only deeper down", () => {
    const r = core();
    const offered = (f: ReturnType<typeof floors>[number]) => reach(r, [f.loot!, ...guaranteedShops(r, f)]).items;
    const [shallow, deep] = [offered(floors(r)[0]!), offered(floors(r).at(-1)!)];
    for (const slot of r.slots.ids()) {
      const of = (ids: Set<string>) => [...ids].filter((id) => r.items.get(id).slot === slot);
      expect(of(shallow).length, slot).toBeGreaterThan(0);
      expect(of(deep).filter((id) => !shallow.has(id)).length, slot).toBeGreaterThan(0);
    }
  });

  it("has consumables that heal and that cure poison, each used up when used", () => {
    const r = core();
    const usable = r.items.all().filter((i) => i.slot === undefined && i.actions.length > 0);
    for (const i of usable) expect(i.consumed_on_use, i.id).toBe(true);
    expect(usable.some((i) => i.actions.some((a) => a.heal !== undefined && a.to === "self"))).toBe(true);
    expect(usable.some((i) => i.actions.some((a) => a.remove_modifier === "core:poisoned"))).toBe(true);
  });
});
