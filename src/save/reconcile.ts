import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES, type RegistryName } from "../content/schemas/index.js";
import type { Creature, GameState, ItemInstance } from "../game/index.js";

/**
 * A loaded save checked against the mods loaded now: every id no loaded mod defines is
 * dropped (never a refusal) with one warning each (repeats folded, with their count), so a run survives a removed mod. The
 * state is changed in place; the file is not touched (the caller decides whether to go on).
 */
export function dropMissing(state: GameState, registries: Registries): string[] {
  const warnings: string[] = [];
  const loaded = loadedMods(registries);
  const known = (table: RegistryName, id: string, what: string, where: string) => {
    if (registries[table].has(id)) return true;
    warnings.push(`dropped ${what} ${id} from ${where}: no loaded mod defines it${modOf(id, loaded)}`);
    return false;
  };
  const items = (list: ItemInstance[], where: string) =>
    list.filter((it) => {
      if (!known("items", it.def, "item", where)) return false;
      it.affixes = it.affixes.filter((a) => known("affixes", a.id, "affix", `${it.def} in ${where}`));
      return true;
    });
  const creature = (c: Creature, where: string) => {
    c.options = c.options.filter((o) => known("options", o, "option", where));
    c.inventory = items(c.inventory, `${where}'s pack`);
    for (const [slot, it] of Object.entries(c.equipment)) if (items([it], `${where}'s ${slot}`).length === 0) delete c.equipment[slot];
    c.modifiers = c.modifiers.filter((m) => known("modifiers", m.id, "modifier", where));
    // A save from before `permanent` counts such a status down (core's Cornered from 1000): now it lasts.
    for (const m of c.modifiers) if (registries.modifiers.get(m.id).permanent) delete m.remaining;
    for (const ability of Object.keys(c.cooldowns)) if (!registries.abilities.has(ability)) delete c.cooldowns[ability];
    if (c.intent && !registries.abilities.has(c.intent.ability)) delete c.intent;
  };
  creature(state.player, state.player.name);
  const enemies = (list: Creature[]) =>
    list.filter(
      (e) => (e.def === undefined || known("creatures", e.def, "creature", `floor ${state.floor.number}`)) && (creature(e, e.name), true),
    );
  state.enemies = enemies(state.enemies);
  for (const room of state.floor.rooms) {
    room.enemies = enemies(room.enemies);
    room.npcs = room.npcs.filter((n) => known("npcs", n.id, "NPC", `floor ${state.floor.number}`));
    for (const npc of room.npcs) if (npc.stock) npc.stock = items(npc.stock as ItemInstance[], `${npc.id}'s shop`);
  }
  for (const pile of state.floor.piles) {
    pile.items = items(pile.items, `the pile at ${pile.pos.join(",")}`);
    if (pile.table !== undefined && !known("loot_tables", pile.table, "loot table", `the pile at ${pile.pos.join(",")}`)) delete pile.table;
  }
  state.floor.piles = state.floor.piles.filter((p) => p.table !== undefined || p.items.length > 0);
  for (const quest of Object.keys(state.quests)) if (!known("quests", quest, "quest", "the quest log")) delete state.quests[quest];
  if (state.talk && !state.floor.rooms.some((r) => r.npcs.some((n) => n.id === state.talk!.npc))) delete state.talk;
  const floor = floorLine(state.floor.number, registries);
  return [...(floor ? [floor] : []), ...folded(warnings)];
}

/**
 * The floor the save was made on, when no loaded mod defines its number: the map is in the
 * save, so the run goes on there, but where its stairs lead is the loaded floors' to say.
 */
function floorLine(number: number, registries: Registries): string | undefined {
  const numbers = new Set(registries.floors.all().map((f) => f.number));
  if (numbers.has(number)) return undefined;
  const next = numbers.has(number + 1) ? `lead to floor ${number + 1}` : "end the run as won (no loaded floor comes after it)";
  return `floor ${number}: no loaded mod defines it; the run goes on on this floor as saved, and its stairs down ${next}`;
}

/** Repeats said once with their count: three dropped swords in one pack are one line. */
function folded(lines: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].map(([l, n]) => (n > 1 ? `${l} (×${n})` : l));
}

/** The mods that define anything now (a save of a newer mod's version names ids its loaded version lacks). */
function loadedMods(registries: Registries): Set<string> {
  const mods = new Set<string>();
  for (const name of REGISTRY_NAMES) for (const id of registries[name].ids()) mods.add(id.slice(0, id.indexOf(":")));
  return mods;
}

function modOf(id: string, loaded: ReadonlySet<string>): string {
  const colon = id.indexOf(":");
  const mod = id.slice(0, colon);
  if (colon <= 0) return "";
  return loaded.has(mod) ? ` (mod ${mod} is loaded, at a version without it)` : ` (mod ${mod} is not loaded)`;
}
