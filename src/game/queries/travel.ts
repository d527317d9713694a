import type { Registries } from "../../content/registries.js";
import { delta, stepDirection, type Direction } from "../../lib/direction.js";
import { GridSearch, type Point } from "../../lib/grid-search.js";
import { attributesOf } from "../attributes.js";
import { doorOf, enemiesInSight, isSeen, isWalkable, livingEnemies, nextToUnseen, roomAt, roomInside, tileAt } from "../floor.js";
import { modeOf } from "../modes.js";
import { npcsAround } from "../npcs.js";
import { guardedRoomEntered } from "../rules/explore.js";
import { autoPickable, junkOnly } from "../junk.js";
import { pileAt } from "../piles.js";
import type { Floor, GameState, Pile } from "../state.js";

/**
 * Where a travel heads: the nearest unseen place (`o`), a place the player chose (look's
 * cursor, the overview), the stairs (`>`: the place that is the stairs' tile, once seen),
 * or nowhere, resting (`R`).
 */
export type TravelGoal = "explore" | "stairs" | "rest" | TravelPlace;

/** A tile to travel to. */
export interface TravelPlace {
  readonly at: readonly [number, number];
}

/** The next turn of a travel: a step, a rest, or a stop and the words that say why ("stopped: a pile here"). */
export type TravelStep =
  /** `aside`: why this step is taken, when it is not the goal's own way (resting steps back from a guarded door). */
  | { readonly kind: "move"; readonly dir: Direction; readonly aside?: string }
  | { readonly kind: "rest" }
  /** Autopickup on a pile the travel came to: the `pickup auto` command. */
  | { readonly kind: "pickup" }
  /** `met`: the NPC (its `npc:…` id) the travel stopped beside, so the next one walks on past it. */
  | { readonly kind: "stop"; readonly reason: string; readonly met?: string };

/** What a travel remembers between its turns (the UI holds it; the query stays a pure function of it and the state). */
export interface TravelSoFar {
  /** No turn taken yet: what the hero stands on now (a pile) is what it set out from, not a find. */
  readonly first: boolean;
  /** Living enemies the map showed when the travel began: more means someone came into sight. */
  readonly inSight: number;
  /** The piles (as "x,y") that were news when the travel began (see `newsPiles`): it stops on one, or autopickup takes from it. */
  readonly fresh: ReadonlySet<string>;
  /** The player's autopickup option: on a pile it came to, the travel first takes what autopickup takes. */
  readonly autopickup?: boolean;
  /** NPCs (by their `npc:…` id) a travel already stopped beside, and those beside the hero when it began: no stop for them. */
  readonly met: ReadonlySet<string>;
}

/** What the keyboard remembers between travels on one floor: NPCs (ids) already stopped at. (Piles remember it themselves: `Pile.visited`.) */
export interface TravelMemory {
  readonly npcs?: ReadonlySet<string>;
}

/** How a travel begins: nothing taken yet, the enemies in sight now, the piles that are news, the NPCs beside the hero already met. */
export function travelStart(state: GameState, registries: Registries, memory: TravelMemory = {}, autopickup = false): TravelSoFar {
  const met = new Set(memory.npcs);
  for (const npc of npcsAround(state, registries, state.player.pos)) met.add(npc.id);
  const fresh = new Set(newsPiles(state).map((p) => key(p.pos)));
  return { first: true, inSight: enemiesInSight(state.floor), met, fresh, ...(autopickup ? { autopickup } : {}) };
}

const key = ([x, y]: readonly [number, number]) => `${x},${y}`;

/**
 * The piles worth a walk: not visited (the hero never stood on it since it was laid, and did
 * not drop it) and not only junk. Exploring walks to these; a travel stops on them.
 */
export function newsPiles(state: GameState): Pile[] {
  return state.floor.piles.filter((p) => !p.visited && !junkOnly(state, p));
}

const stop = (reason: string, met?: string): TravelStep => ({ kind: "stop", reason: `stopped: ${reason}`, ...(met ? { met } : {}) });

/**
 * A search over the tiles the hero has seen; `avoid` keeps it out of guarded rooms (rooms
 * with living enemies the hero is not inside: stepping in starts a fight; the run rule is
 * never to walk into one).
 */
function searchOf(state: GameState, avoid: boolean): GridSearch {
  const floor = state.floor;
  const mine = roomInside(floor, ...state.player.pos);
  const guarded = (x: number, y: number) => {
    const room = roomInside(floor, x, y);
    return room !== undefined && room !== mine && livingEnemies(room).length > 0;
  };
  return new GridSearch(floor.width, floor.height, (x, y) => isSeen(floor, x, y) && isWalkable(tileAt(floor, x, y)) && !(avoid && guarded(x, y)), 8);
}

/** The name of a modifier on the hero that harms it every turn ("poisoned"), if any: walking on would bleed it. */
function harmedBy(state: GameState, registries: Registries): string | undefined {
  for (const active of state.player.modifiers) {
    const def = registries.modifiers.tryGet(active.id);
    if (def?.triggers.some((t) => t.actions.some((a) => a.to !== "target" && (a.damage ?? 0) > 0))) return def.name.toLowerCase();
  }
  return undefined;
}

/**
 * The next turn of a travel toward `goal`, or why it stops. The stops, in order: out of
 * the map's mode (a fight, a dialog), a harmful effect on the hero, a guarded room's
 * doorway, enemies come into sight, a pile that was news under the hero (autopickup first
 * takes what it takes; nothing but junk left, it walks on), an NPC not met yet beside
 * (or under) the hero, and then the goal's own (fully
 * explored, arrived or on the stairs, rested). Paths run over seen tiles only and never into a
 * guarded room, so a travel never starts a fight.
 */
export function travelStep(state: GameState, registries: Registries, goal: TravelGoal, so: TravelSoFar): TravelStep {
  const { floor, player: hero } = state;
  if (modeOf(state) !== "exploring") return stop("not on the map");
  const harm = harmedBy(state, registries);
  if (harm) return stop(harm);
  // A guarded doorway shows its enemies: the door is the more useful word for it.
  const door = doorOf(floor, ...hero.pos);
  if (goal !== "rest" && !so.first && door && livingEnemies(door).length > 0) return stop("enemies behind this door");
  if (enemiesInSight(floor) > so.inSight) return stop("enemies in sight");
  if (goal === "rest") return restStep(state, registries);
  const pile = so.first || !so.fresh.has(key(hero.pos)) ? undefined : pileAt(floor, ...hero.pos);
  if (pile && so.autopickup && autoPickable(state, registries, pile)) return { kind: "pickup" };
  if (pile && !junkOnly(state, pile)) return stop("a pile here");
  // As a run does, a travel stops where someone to talk to comes next to the hero; once each.
  const npc = npcsAround(state, registries, hero.pos).find((n) => !so.met.has(n.id));
  if (npc) return stop(`${npc.def.name} is here`, npc.id);
  const path = goal === "explore" ? toUnseen(state) : toPlace(state, registries, goal === "stairs" ? stairsPlace(state) : goal);
  if (typeof path === "string") return stop(path);
  const [from, to] = [path[0]!, path[1]!];
  // The search already keeps out of guarded rooms; the game's own rule has the last word.
  if (guardedRoomEntered(state, to[0], to[1])) return stop("enemies behind this door");
  return { kind: "move", dir: stepDirection(from, to) };
}

/**
 * The way to the nearest tile next to the unseen or pile that is news; or why there is none.
 * A pile that is news in the room the hero stands in (a fight's drops) comes first, however
 * near the unseen is: otherwise the walk leaves it behind and comes back much later.
 */
function toUnseen(state: GameState): Point[] | string {
  const { floor, player: hero } = state;
  const [hx, hy] = hero.pos;
  const news = newsPiles(state);
  const piles = new Set(news.map((p) => key(p.pos)));
  const room = roomAt(floor, hx, hy);
  const inRoom = new Set(news.filter((p) => room && roomAt(floor, ...p.pos) === room).map((p) => key(p.pos)));
  const away = (x: number, y: number) => x !== hx || y !== hy;
  const first = inRoom.size ? searchOf(state, true).nearest(hero.pos, (x, y) => away(x, y) && inRoom.has(`${x},${y}`)) : undefined;
  if (first) return first;
  const isGoal = (x: number, y: number) => away(x, y) && (nextToUnseen(floor, x, y) || piles.has(`${x},${y}`));
  const path = searchOf(state, true).nearest(hero.pos, isGoal);
  if (path) return path;
  // Something is left, but only past enemies: say so rather than claim the floor is done.
  return searchOf(state, false).nearest(hero.pos, isGoal) ? "the rest lies past enemies" : "fully explored";
}

/** The stairs' tile as a place to travel to, once seen; or why there is none. */
function stairsPlace(state: GameState): TravelPlace | string {
  const stairs = state.floor.stairs ?? stairsTile(state.floor);
  return stairs && isSeen(state.floor, stairs[0], stairs[1]) ? { at: stairs } : "the stairs are not found yet";
}

/**
 * How the stops name a place: the stairs, a pile, the NPC standing there (`to` for "the
 * way to …", `on` for having arrived); a bare tile is "there".
 */
function placeWords(state: GameState, registries: Registries, [x, y]: readonly [number, number]): { to: string; on: string } {
  const floor = state.floor;
  if (tileAt(floor, x, y) === ">") return { to: "to the stairs", on: "on the stairs" };
  const npc = floor.rooms.flatMap((r) => r.npcs).find((n) => n.pos[0] === x && n.pos[1] === y);
  if (npc) return { to: `to ${registries.npcs.tryGet(npc.id)?.name ?? npc.id}`, on: "arrived" };
  if (pileAt(floor, x, y)) return { to: "to the pile", on: "on the pile" };
  return { to: "there", on: "arrived" };
}

/**
 * The way to a chosen place, over seen tiles and around guarded rooms (as every travel
 * goes); or why there is none: not seen yet, no floor to stand on, already there, enemies
 * in the way (a way exists, but only through a guarded room), no known way.
 */
function toPlace(state: GameState, registries: Registries, place: TravelPlace | string): Point[] | string {
  if (typeof place === "string") return place;
  const { floor, player: hero } = state;
  const [x, y] = place.at;
  if (x < 0 || y < 0 || x >= floor.width || y >= floor.height || !isSeen(floor, x, y)) return "that place is not explored yet";
  if (!isWalkable(tileAt(floor, x, y))) return "nowhere to stand there";
  const words = placeWords(state, registries, place.at);
  if (hero.pos[0] === x && hero.pos[1] === y) return words.on;
  const to: Point = [x, y];
  return searchOf(state, true).between(hero.pos, to) ?? (searchOf(state, false).between(hero.pos, to) ? `enemies block the way ${words.to}` : `no known way ${words.to}`);
}

/** The first `>` of the map, for a floor that does not say where its stairs are. */
function stairsTile(floor: Floor): Point | undefined {
  const y = floor.tiles.findIndex((row) => row.includes(">"));
  return y < 0 ? undefined : [floor.tiles[y]!.indexOf(">"), y];
}

/** What a rest that first stepped back from a guarded door adds to the line it stops with. */
export const STEPPED_BACK = "stepped back from the door to rest";

const STRAIGHT: readonly Direction[] = ["n", "e", "s", "w"];

/** A straight step off a guarded doorway to a seen tile the rest command allows (no guarded room's tile or door). */
function stepBack(state: GameState): Direction | undefined {
  const { floor, player: hero } = state;
  const [hx, hy] = hero.pos;
  return STRAIGHT.find((dir) => {
    const [dx, dy] = delta(dir);
    const [x, y] = [hx + dx, hy + dy];
    const room = roomAt(floor, x, y);
    return isSeen(floor, x, y) && isWalkable(tileAt(floor, x, y)) && !(room && livingEnemies(room).length > 0);
  });
}

/** Rest on while resting still mends health or stamina, by the rest command's own limits. */
function restStep(state: GameState, registries: Registries): TravelStep {
  const hero = state.player;
  const b = registries.balance;
  // Counted whole, as the rest command counts them: at 25 of 25.3 there is nothing left to mend.
  const now = attributesOf(hero, registries, state);
  const maxHealth = now.counted("max_health");
  const maxStamina = now.counted("max_stamina");
  const tired = hero.stamina < maxStamina && Math.max(b.rest_stamina, b.stamina_regen) > 0;
  const hurt = hero.health < maxHealth;
  const mends = hurt && b.rest_health > 0 && hero.health < Math.floor(maxHealth * b.rest_health_limit);
  if (!mends && !tired) return stop(hurt ? "resting mends no further" : "fully rested");
  const room = roomAt(state.floor, ...hero.pos);
  if (room && livingEnemies(room).length > 0) {
    // On a guarded doorway (where `o` stops, to show who is inside) the hero steps back
    // out of the doorway first, so `o` then `R` rests; inside such a room there is no rest.
    const back = doorOf(state.floor, ...hero.pos) ? stepBack(state) : undefined;
    return back ? { kind: "move", dir: back, aside: STEPPED_BACK } : stop("enemies too close to rest");
  }
  return { kind: "rest" };
}
