import type { Registries } from "../../content/registries.js";
import { delta, stepDirection, type Direction } from "../../lib/direction.js";
import type { Point } from "../../lib/grid-search.js";
import { doorOf, enemiesInSight, isSeen, isWalkable, tileAt } from "../floor.js";
import { modeOf } from "../modes.js";
import { npcsAround } from "../npcs.js";
import { guardedDoorway, guardedRoomEntered, nearGuard } from "../rules/guarded.js";
import { harmfulStatus } from "../rules/harm.js";
import { mayRestHere, restStill } from "../rules/rest.js";
import { newsPiles, Ways } from "../rules/wayfinding.js";
import { autoPickable, junkOnly } from "../junk.js";
import { pileAt } from "../piles.js";
import type { Floor, GameState } from "../state.js";

export { newsPiles } from "../rules/wayfinding.js";

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

const stop = (reason: string, met?: string): TravelStep => ({ kind: "stop", reason: `stopped: ${reason}`, ...(met ? { met } : {}) });

/**
 * The next turn of a travel toward `goal`, or why it stops. The stops, in order: out of
 * the map's mode (a fight, a dialog), a harmful effect on the hero, a guarded room's
 * doorway, enemies come into sight, a pile that was news under the hero (autopickup first
 * takes what it takes; nothing but junk left, it walks on), an NPC not met yet beside
 * (or under) the hero, and then the goal's own (fully
 * explored, arrived or on the stairs, rested). Paths run over seen tiles only and never into a
 * guarded room (`Ways`), so a travel never starts a fight the hero could see coming.
 */
export function travelStep(state: GameState, registries: Registries, goal: TravelGoal, so: TravelSoFar): TravelStep {
  const { floor, player: hero } = state;
  if (modeOf(state) !== "exploring") return stop("not on the map");
  const harm = harmfulStatus(state, registries);
  if (harm) return stop(harm);
  // A guarded doorway shows its enemies: the door is the more useful word for it.
  if (goal !== "rest" && !so.first && guardedDoorway(state)) return stop("enemies behind this door");
  if (enemiesInSight(floor) > so.inSight) return stop("enemies in sight");
  if (goal === "rest") return restStep(state, registries);
  const pile = so.first || !so.fresh.has(key(hero.pos)) ? undefined : pileAt(floor, ...hero.pos);
  if (pile && so.autopickup && autoPickable(state, registries, pile)) return { kind: "pickup" };
  if (pile && !junkOnly(state, pile)) return stop("a pile here");
  // As a run does, a travel stops where someone to talk to comes next to the hero; once each.
  const npc = npcsAround(state, registries, hero.pos).find((n) => !so.met.has(n.id));
  if (npc) return stop(`${npc.def.name} is here`, npc.id);
  const to = goal === "explore" ? toUnseen(state) : toPlace(state, registries, goal === "stairs" ? stairsPlace(state) : goal);
  if (typeof to === "string") return stop(to);
  // The search already keeps out of guarded rooms; the step's own rule has the last word.
  if (guardedRoomEntered(state, to[0], to[1])) return stop("enemies behind this door");
  return { kind: "move", dir: stepDirection(hero.pos, to) };
}

/** The next tile toward the nearest unseen place or news pile (by `Ways`); or why there is none. */
function toUnseen(state: GameState): Point | string {
  const ways = waysOf(state.floor);
  const next = ways.toUnseen(state, { avoid: true });
  if (next) return next;
  // Something is left, but only past enemies: say so rather than claim the floor is done.
  return ways.toUnseen(state, { avoid: false }) ? "the rest lies past enemies" : "fully explored";
}

// A travel's ways, one per floor: made anew each turn, their search buffers were most of a
// turn's cost. Safe to share: without `remember` a `Ways` keeps nothing from one question
// to the next but its buffers (each question sets itself up afresh from the state, and the
// room index checks the floor's layout), and a search runs to its end before the next begins.
const travelWays = new WeakMap<Floor, Ways>();

function waysOf(floor: Floor): Ways {
  let ways = travelWays.get(floor);
  if (!ways) travelWays.set(floor, (ways = new Ways(floor)));
  return ways;
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
function toPlace(state: GameState, registries: Registries, place: TravelPlace | string): Point | string {
  if (typeof place === "string") return place;
  const { floor, player: hero } = state;
  const [x, y] = place.at;
  if (x < 0 || y < 0 || x >= floor.width || y >= floor.height || !isSeen(floor, x, y)) return "that place is not explored yet";
  if (!isWalkable(tileAt(floor, x, y))) return "nowhere to stand there";
  const words = placeWords(state, registries, place.at);
  if (hero.pos[0] === x && hero.pos[1] === y) return words.on;
  const to: Point = [x, y];
  const ways = waysOf(floor);
  const next = ways.toPlace(state, to, { avoid: true });
  if (next) return next;
  return ways.toPlace(state, to, { avoid: false }) ? `enemies block the way ${words.to}` : `no known way ${words.to}`;
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
    return isSeen(floor, x, y) && isWalkable(tileAt(floor, x, y)) && !nearGuard(floor, x, y);
  });
}

/** Rest on while resting still mends health or stamina, by the rest command's own limits. */
function restStep(state: GameState, registries: Registries): TravelStep {
  const { mends, tired, hurt } = restStill(state, registries);
  if (!mends && !tired) return stop(hurt ? "resting mends no further" : "fully rested");
  if (!mayRestHere(state)) {
    // On a guarded doorway (where `o` stops, to show who is inside) the hero steps back
    // out of the doorway first, so `o` then `R` rests; inside such a room there is no rest.
    const back = doorOf(state.floor, ...state.player.pos) ? stepBack(state) : undefined;
    return back ? { kind: "move", dir: back, aside: STEPPED_BACK } : stop("enemies too close to rest");
  }
  return { kind: "rest" };
}
