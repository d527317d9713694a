import { stepDirection as direction, type Direction } from "../lib/direction.js";
import { GridSearch, type Point } from "../lib/grid-search.js";
import { isSeen, isWalkable, livingEnemies, nextToUnseen, roomInside, tileAt } from "../game/index.js";
import type { Floor, Room } from "../game/index.js";

/** Steps the explorer walks to the stairs before it looks again for something left to want. */
const IDLE_STEPS = 20;

/** What the explorer may head for besides the unknown: the goals the bot still wants on this floor. */
export interface Wants {
  /** Whether to walk into rooms whose enemies it has seen (a fight), or around them. */
  readonly fight: boolean;
  /** A tile the bot wants to stand on (a pile, someone to talk to). */
  readonly wanted: (x: number, y: number) => boolean;
}

/**
 * Walking one floor as a player does: only over tiles the hero has seen, toward the
 * nearest thing worth a step (a tile next to the unknown, a pile, an NPC, a guarded room
 * when fit to fight), then to the stairs. Rooms are looked up once per floor.
 */
export class Explorer {
  private readonly search: GridSearch;
  /** Per tile: the room it is inside (-1: a corridor, a door, rock). */
  private readonly inside: Int16Array;
  private wants: Wants = { fight: true, wanted: () => false };
  /** The room the hero stands inside, during a search. */
  private here: Room | undefined;
  /** The way to the last goal found, followed while it still leads to a goal (a search per step is most of the bot's time). */
  private route: { path: Point[]; at: number; fight: boolean; to?: Point } | undefined;
  /** Until this search count, the floor had nothing left to want (a search that finds nothing floods every seen tile). */
  private idle = { until: -1, fight: false };
  private searches = 0;

  constructor(readonly floor: Floor) {
    const { width, height } = floor;
    this.inside = new Int16Array(width * height).fill(-1);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const room = roomInside(floor, x, y);
        if (room) this.inside[y * width + x] = floor.rooms.indexOf(room);
      }
    }
    this.search = new GridSearch(width, height, (x, y) => this.open(x, y), 8);
  }

  /** The room the tile is inside (not its doorway), if any: `roomInside`, looked up once per floor. */
  private roomInside(x: number, y: number): Room | undefined {
    const i = this.inside[y * this.floor.width + x] ?? -1;
    return i < 0 ? undefined : this.floor.rooms[i];
  }

  /** A room the hero has seen enemies in (entering it is a fight). */
  private guarded(room: Room | undefined): boolean {
    return room !== undefined && livingEnemies(room).some((e) => isSeen(this.floor, e.pos[0], e.pos[1]));
  }

  /** The step toward the nearest goal; undefined when nothing on the floor is left to want. */
  stepToward(from: Point, wants: Wants): Direction | undefined {
    this.wants = wants;
    this.here = this.roomInside(from[0], from[1]);
    const kept = this.follow(from, wants);
    if (kept) return kept;
    if (++this.searches < this.idle.until && this.idle.fight === wants.fight) return undefined;
    const path = this.search.nearest(from, (x, y) => (x !== from[0] || y !== from[1]) && this.isGoal(x, y));
    this.route = path && path.length > 1 ? { path, at: 0, fight: wants.fight } : undefined;
    if (!this.route) this.idle = { until: this.searches + IDLE_STEPS, fight: wants.fight };
    return this.route && direction(path![0]!, path![1]!);
  }

  /**
   * The next step of the route being walked, while the hero is on it and its end is still
   * worth reaching. A doorway shows a whole room: there the bot looks again.
   */
  private follow(from: Point, wants: Wants, kind: "goal" | "to" = "goal"): Direction | undefined {
    const route = this.route;
    if (!route || route.fight !== wants.fight || (route.to !== undefined) !== (kind === "to") || tileAt(this.floor, from[0], from[1]) === "+") return undefined;
    const at = route.at + 1;
    const here = route.path[at];
    const next = route.path[at + 1];
    const goal = route.path.at(-1)!;
    if (!here || !next || here[0] !== from[0] || here[1] !== from[1]) return undefined;
    if (!this.open(next[0], next[1]) || (!route.to && !this.isGoal(goal[0], goal[1]))) return undefined;
    route.at = at;
    return direction(here, next);
  }

  /** Forgets that the floor had nothing left: the next `stepToward` searches again. */
  lookAgain(): void {
    this.idle = { until: -1, fight: false };
  }

  /** The step toward `to` over seen tiles (the stairs); undefined when there is no way or the hero is there. */
  stepTo(from: Point, to: Point, wants: Wants): Direction | undefined {
    this.wants = wants;
    const kept = this.route?.to && this.route.to[0] === to[0] && this.route.to[1] === to[1] ? this.follow(from, wants, "to") : undefined;
    if (kept) return kept;
    const path = this.search.between(from, to);
    this.route = path && path.length > 1 ? { path, at: 0, fight: wants.fight, to } : undefined;
    return this.route && direction(path![0]!, path![1]!);
  }

  private open(x: number, y: number): boolean {
    if (!isSeen(this.floor, x, y) || !isWalkable(tileAt(this.floor, x, y))) return false;
    return this.wants.fight || !this.guarded(this.roomInside(x, y));
  }

  private isGoal(x: number, y: number): boolean {
    if (this.wants.wanted(x, y)) return true;
    if (this.wants.fight) {
      const room = this.roomInside(x, y);
      // A fight starts on entering a room: an enemy that fled back into the hero's own room is met by stepping out and in again.
      if (room !== this.here && (this.guarded(room) || this.guarded(this.here))) return true;
    }
    return nextToUnseen(this.floor, x, y);
  }
}
