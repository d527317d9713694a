import type { Registries } from "../content/registries.js";
import { attribute } from "./attributes.js";
import { newUid, putInstance } from "./inventory.js";
import { drawLoot } from "./loot.js";
import type { RuleContext } from "./rules/context.js";
import type { Creature, Floor, GameState, ItemInstance, Pile } from "./state.js";
import type { NewItem } from "./inventory.js";

/** The pile on a tile, if anything lies there. */
export function pileAt(floor: Floor, x: number, y: number): Pile | undefined {
  return floor.piles.find((p) => p.pos[0] === x && p.pos[1] === y);
}

/**
 * Lays items on a tile: onto the pile already there (stacking where items stack), else a new
 * pile. The pile is news (not `visited`) unless the hero laid them down where it stands.
 */
export function layDown(
  floor: Floor,
  pos: readonly [number, number],
  items: readonly ItemInstance[],
  registries: Registries,
  byHero = false,
): void {
  if (items.length === 0) return;
  let pile = pileAt(floor, pos[0], pos[1]);
  if (!pile) floor.piles.push((pile = { pos: [pos[0], pos[1]], items: [] }));
  for (const item of items) putInstance(pile.items, item, registries);
  if (byHero) pile.visited = true;
  else delete pile.visited;
}

/** The hero stands on (x, y): the pile there, if any, is no news any more. */
export function visitPile(floor: Floor, x: number, y: number): void {
  const pile = pileAt(floor, x, y);
  if (pile) pile.visited = true;
}

/** Takes a pile off the floor (it has been picked up whole). */
export function removePile(floor: Floor, pile: Pile): void {
  floor.piles.splice(floor.piles.indexOf(pile), 1);
}

/** Drawn loot as it lies on the floor: instances with uids, an unstackable item one instance each, like anything a hero drops. */
export function lyingAs(state: GameState, registries: Registries, drawn: readonly NewItem[]): ItemInstance[] {
  const items: ItemInstance[] = [];
  for (const item of drawn) {
    const stackable = registries.items.tryGet(item.def)?.stackable === true;
    for (let i = 0; i < (stackable ? 1 : item.count); i++)
      items.push({ uid: newUid(state), def: item.def, affixes: [...item.affixes], count: stackable ? item.count : 1 });
  }
  return items;
}

/** The hero's luck now: what loot is drawn with, at pickup and at a kill. */
export function heroLuck(ctx: Pick<RuleContext, "state" | "registries">): number {
  return attribute(ctx.state.player, "luck", ctx.registries, ctx.state);
}

/**
 * A creature that dies leaves its `loot` where it fell, drawn at its death with the hero's
 * luck then (the drop is then real items), together with whatever it was carrying. The
 * pile looks like any other; the log says only that something was left.
 */
export function leaveDrop(dead: Creature, ctx: RuleContext): void {
  const { state, registries } = ctx;
  const def = dead.def === undefined ? undefined : registries.creatures.tryGet(dead.def);
  const drawn = def?.loot === undefined ? [] : drawLoot(registries, def.loot, ctx.rng, heroLuck(ctx));
  const items: ItemInstance[] = [...dead.inventory, ...Object.values(dead.equipment), ...lyingAs(state, registries, drawn)];
  dead.inventory = [];
  dead.equipment = {};
  if (items.length === 0) return;
  layDown(state.floor, dead.pos, items, registries);
  ctx.log(`${dead.name} leaves something behind.`);
}
