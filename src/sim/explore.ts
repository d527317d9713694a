import { stepDirection as direction, type Direction } from "../lib/direction.js";
import type { Point } from "../lib/grid-search.js";
import { Ways, type Floor, type GameState } from "../game/index.js";

/** Steps the explorer walks to the stairs before it looks again for something left to want. */
const IDLE_STEPS = 20;

/** What the explorer may head for besides the unknown and the piles that are news: the goals the bot still wants on this floor. */
export interface Wants {
  /** Whether to walk into rooms whose enemies it has seen (a fight), or around them. */
  readonly fight: boolean;
  /** A tile the bot wants to stand on (someone to talk to). */
  readonly wanted: (x: number, y: number) => boolean;
}

/**
 * Walking one floor as a player's travel does, by the game's own ways (`Ways`: over seen
 * tiles, around guarded rooms, to the nearest unseen place or news pile, a fight's drops
 * first). The bot's own choices are what it adds: someone to talk to, a guarded room when
 * fit to fight (then no room is walked around), and the stairs.
 */
export class Explorer {
  private readonly ways: Ways;
  /** Until this search count, the floor had nothing left to want (a search that finds nothing floods every seen tile). */
  private idle = { until: -1, fight: false };
  private searches = 0;

  constructor(readonly floor: Floor) {
    this.ways = new Ways(floor, true);
  }

  /** The step toward the nearest goal; undefined when nothing on the floor is left to want. */
  stepToward(state: GameState, wants: Wants): Direction | undefined {
    const from = state.player.pos;
    let looked = false;
    const look = () => (looked = ++this.searches >= this.idle.until || this.idle.fight !== wants.fight);
    const next = this.ways.toUnseen(state, { avoid: !wants.fight, also: this.also(from, wants) }, look);
    if (!next && looked) this.idle = { until: this.searches + IDLE_STEPS, fight: wants.fight };
    return next && direction(from, next);
  }

  /** Forgets that the floor had nothing left: the next `stepToward` searches again. */
  lookAgain(): void {
    this.idle = { until: -1, fight: false };
  }

  /** The step toward `to` over seen tiles (the stairs); undefined when there is no way or the hero is there. */
  stepTo(state: GameState, to: Point, wants: Wants): Direction | undefined {
    const from = state.player.pos;
    const options = { avoid: !wants.fight };
    const next = this.ways.toPlace(state, to, options);
    return next && direction(from, next);
  }

  /** The bot's own goals: the tiles it wants, and when fit, a fight (a guarded room it is not inside). */
  private also(from: Point, wants: Wants): (x: number, y: number) => boolean {
    if (!wants.fight) return wants.wanted;
    const ways = this.ways;
    const here = ways.roomInside(from[0], from[1]);
    return (x, y) => {
      if (wants.wanted(x, y)) return true;
      const room = ways.roomInside(x, y);
      // A fight starts on entering a room: an enemy that fled back into the hero's own room is met by stepping out and in again.
      return room !== here && (ways.guardedAt(x, y) || ways.guardedAt(from[0], from[1]));
    };
  }
}
