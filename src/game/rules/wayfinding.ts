import { GridSearch, type Point } from "../../lib/grid-search.js";
import { isSeen, isWalkable, nextToUnseen, roomAt, tileAt } from "../floor.js";
import { junkOnly } from "../junk.js";
import type { Floor, GameState, Pile, Room } from "../state.js";
import { isGuarded } from "./guarded.js";
import { roomIndex } from "./room-index.js";

/**
 * The piles worth a walk: not visited (the hero never stood on it since it was laid, and did
 * not drop it) and not only junk. Exploring walks to these; a travel stops on them.
 */
export function newsPiles(state: GameState): Pile[] {
  return state.floor.piles.filter((p) => isNews(state, p));
}

/** Whether a pile is news (see `newsPiles`). */
export function isNews(state: GameState, pile: Pile): boolean {
  return !pile.visited && !junkOnly(state, pile);
}

/** How a way may go, and what else is worth a step. */
export interface WayOptions {
  /** Keep out of guarded rooms (see `isGuarded`); a travel always does, the bot when it is not fit to fight. */
  readonly avoid: boolean;
  /** More tiles worth a step toward the unseen, the caller's own (the bot's: someone to talk to, a fight it wants). */
  readonly also?: (x: number, y: number) => boolean;
}

/** The news piles by tile index (y × width + x): all of them, and those in the hero's room. */
interface News {
  readonly all: Set<number>;
  readonly inRoom: Set<number>;
}

/** The way last found: walked on while it still leads where it went. */
interface Route {
  readonly path: Point[];
  at: number;
  readonly avoid: boolean;
  /** What it leads to: a news pile in the hero's room (`room`), the nearest unseen place or news pile (`any`), or a place. */
  readonly goal: "room" | "any" | Point;
}

/**
 * The ways over one floor, by the rules every walker shares: only over tiles the hero has
 * seen, and (when avoiding) never into a guarded room the hero is not inside, so the walk
 * starts no fight. Toward the unseen, the goal is the nearest tile next to the unseen or
 * pile that is news (`newsPiles`); a news pile in the room the hero stands in (a fight's
 * drops) comes first, however near the unseen is, or the walk leaves it behind and comes
 * back much later.
 *
 * A travel asks afresh each turn (one `Ways` per floor without `remember`: only the
 * buffers are kept). The bot keeps one per floor with `remember`: the route found is
 * walked on while its end is still worth reaching, since a search per step is most of
 * the bot's time. Either way the rooms are looked up once per floor (`roomIndex`).
 */
export class Ways {
  private readonly search: GridSearch;
  /** Per tile: the room it is inside (-1: a corridor, a door, rock); `roomIndex`, made once per floor. */
  private inside: Int16Array;
  /** Per room, during one question: whether it is guarded. */
  private guardedRooms: Uint8Array;
  /** During one question: the room the hero is inside (-1: none), and whether to keep out of guarded rooms. */
  private mine = -1;
  private avoid = true;
  private route: Route | undefined;
  /** The news piles of the question being answered (kept, to be cleared rather than made anew each step). */
  private readonly news: News = { all: new Set(), inRoom: new Set() };

  constructor(
    readonly floor: Floor,
    private readonly remember = false,
  ) {
    const { width, height } = floor;
    this.inside = roomIndex(floor);
    this.guardedRooms = new Uint8Array(floor.rooms.length);
    this.search = new GridSearch(width, height, (x, y) => this.open(x, y), 8);
  }

  /** The room the tile is inside (not its doorway), if any: `roomInside`, looked up once per floor. */
  roomInside(x: number, y: number): Room | undefined {
    const i = this.inside[y * this.floor.width + x] ?? -1;
    return i < 0 ? undefined : this.floor.rooms[i];
  }

  /** Whether the tile is inside a guarded room (as of the question being answered). */
  guardedAt(x: number, y: number): boolean {
    const i = this.inside[y * this.floor.width + x] ?? -1;
    return i >= 0 && this.guardedRooms[i] === 1;
  }

  /**
   * The next tile toward the nearest unseen place or news pile (or `also`); undefined when
   * none is left. Remembering, it walks on along the route last found while that holds
   * (see `followed`), and searches again only when `look` says so (the bot's own pacing).
   */
  toUnseen(state: GameState, options: WayOptions, look: () => boolean = () => true): Point | undefined {
    const news = this.ask(state, options);
    const kept = this.followed(state, options, news);
    if (kept || !look()) return kept;
    const from = state.player.pos;
    const away = (x: number, y: number) => x !== from[0] || y !== from[1];
    const w = this.floor.width;
    if (news.inRoom.size) {
      const path = this.search.nearest(from, (x, y) => away(x, y) && news.inRoom.has(y * w + x));
      if (path) return this.found(path, "room");
    }
    const path = this.search.nearest(from, (x, y) => away(x, y) && this.worth(x, y, news.all, options));
    return this.found(path, "any");
  }

  /** The next tile of the way to `to` (remembering: along the route last found to it, while it holds); undefined when there is no known way or the hero is there. */
  toPlace(state: GameState, to: Point, options: WayOptions): Point | undefined {
    const news = this.ask(state, options);
    return this.followed(state, options, news, to) ?? this.found(this.search.between(state.player.pos, to), to);
  }

  /**
   * The next tile of the route last found (toward the unseen, or to `to`), while the hero
   * walked it step by step, its next tile is still open, and its end is still worth
   * reaching; undefined otherwise, and on a doorway (it shows a whole room: look again).
   */
  private followed(state: GameState, options: WayOptions, news: News, to?: Point): Point | undefined {
    const route = this.route;
    const from = state.player.pos;
    if (!route || route.avoid !== options.avoid || tileAt(this.floor, from[0], from[1]) === "+") return undefined;
    const goal = route.goal;
    if (to ? typeof goal === "string" || goal[0] !== to[0] || goal[1] !== to[1] : typeof goal !== "string") return undefined;
    const at = route.at + 1;
    const here = route.path[at];
    const next = route.path[at + 1];
    if (!here || !next || here[0] !== from[0] || here[1] !== from[1]) return undefined;
    if (!this.open(next[0], next[1])) return undefined;
    if (!to) {
      const [gx, gy] = route.path.at(-1)!;
      const inRoom = news.inRoom.size > 0;
      if (goal !== (inRoom ? "room" : "any")) return undefined;
      if (!(inRoom ? news.inRoom.has(gy * this.floor.width + gx) : this.worth(gx, gy, news.all, options))) return undefined;
    }
    route.at = at;
    return next;
  }

  /** Sets up one question: the hero's room, which rooms are guarded, the news piles (all, and those in the hero's room) by tile index. */
  private ask(state: GameState, options: WayOptions): News {
    const floor = this.floor;
    const [hx, hy] = state.player.pos;
    this.avoid = options.avoid;
    this.inside = roomIndex(floor);
    this.mine = this.inside[hy * floor.width + hx] ?? -1;
    if (this.guardedRooms.length !== floor.rooms.length) this.guardedRooms = new Uint8Array(floor.rooms.length);
    floor.rooms.forEach((room, i) => (this.guardedRooms[i] = isGuarded(floor, room) ? 1 : 0));
    const { all, inRoom } = this.news;
    all.clear();
    inRoom.clear();
    const room = roomAt(floor, hx, hy);
    for (const pile of floor.piles) {
      if (!isNews(state, pile)) continue;
      const [x, y] = pile.pos;
      all.add(y * floor.width + x);
      const inRect = room && x >= room.x && x < room.x + room.w && y >= room.y && y < room.y + room.h;
      if (inRect && roomAt(floor, x, y) === room) inRoom.add(y * floor.width + x);
    }
    return { all, inRoom };
  }

  /** Whether a tile is worth a step toward the unseen: a news pile, one of the caller's own goals, or next to the unseen. */
  private worth(x: number, y: number, news: ReadonlySet<number>, options: WayOptions): boolean {
    return news.has(y * this.floor.width + x) || options.also?.(x, y) === true || nextToUnseen(this.floor, x, y);
  }

  private found(path: Point[] | undefined, goal: Route["goal"]): Point | undefined {
    const ok = path !== undefined && path.length > 1;
    if (this.remember) this.route = ok ? { path, at: 0, avoid: this.avoid, goal } : undefined;
    return ok ? path[1] : undefined;
  }

  private open(x: number, y: number): boolean {
    if (!isSeen(this.floor, x, y) || !isWalkable(tileAt(this.floor, x, y))) return false;
    if (!this.avoid) return true;
    const i = this.inside[y * this.floor.width + x] ?? -1;
    return i < 0 || i === this.mine || this.guardedRooms[i] === 0;
  }
}
