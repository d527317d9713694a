import type { Creature, GameState } from "../../game/index.js";
import { modeOf } from "../../game/queries/index.js";
import { delta } from "../../lib/direction.js";
import { MOVES, RUNS } from "../keymap.js";
import { NONE, type Response, type ScreenContext, type ScreenModule } from "../screen-stack.js";
import { overlayKey } from "./play-keys.js";

/** The look cursor over the map: the tile it is on. Looking costs no turn and changes nothing. */
export interface LookScreen {
  readonly kind: "look";
  readonly cursor: readonly [number, number];
}

/** Tiles a run key (a move key with Shift) moves the cursor. */
export const LOOK_JUMP = 5;

/** A look starting on the hero, or on `at` (the foe a fight menu has selected). */
export function initialLook(state: GameState, at?: Creature): LookScreen {
  const [x, y] = (at ?? state.player).pos;
  return { kind: "look", cursor: [x, y] };
}

/**
 * Where a Tab jumps: every creature the map shows, then every NPC, each nearest the hero
 * first (in steps, diagonals counting one; ties in reading order). The enemy beside the
 * hero is what a look is most often for, so it comes before a merchant across the room.
 */
export function lookStops(state: GameState): [number, number][] {
  const { floor } = state;
  const [hx, hy] = state.player.pos;
  const shown = ([x, y]: readonly number[]) => !floor.seen || floor.seen[y!]?.[x!] === "1";
  const creatures = [...state.enemies.filter((e) => e.health > 0), ...floor.rooms.flatMap((r) => r.enemies.filter((e) => e.health > 0))];
  const npcs = floor.rooms.flatMap((r) => r.npcs);
  const byDistance = (spots: readonly { pos: readonly number[] }[]) =>
    spots
      .map((s) => [s.pos[0]!, s.pos[1]!] as [number, number])
      .filter(shown)
      .sort((a, b) => steps(a) - steps(b) || a[1] - b[1] || a[0] - b[0]);
  const steps = ([x, y]: readonly number[]) => Math.max(Math.abs(x! - hx), Math.abs(y! - hy));
  return [...byDistance(creatures), ...byDistance(npcs)];
}

/** The stop after the one the cursor is on, wrapping; from anywhere else, the first. */
function nextStop(cursor: readonly [number, number], state: GameState): [number, number] | undefined {
  const stops = lookStops(state);
  const at = stops.findIndex(([x, y]) => x === cursor[0] && y === cursor[1]);
  return stops[(at + 1) % Math.max(1, stops.length)];
}

/**
 * Enter on a chosen place (look's cursor, the overview's): a travel there, by the rules `>`
 * walks by (the App closes the look first). Only on the map: in a fight or a talk the
 * place is not where the hero can go now.
 */
export function travelTo(at: readonly [number, number], ctx: ScreenContext): Response {
  const state = ctx.game?.state;
  return state && modeOf(state) === "exploring" ? { type: "travel", goal: { at: [at[0], at[1]] } } : NONE;
}

export const look: ScreenModule<LookScreen> = {
  handle(screen, input, ctx) {
    const state = ctx.game?.state;
    if (!state) return input === "cancel" ? { type: "pop" } : NONE;
    const step = typeof input !== "string" ? undefined : Object.hasOwn(MOVES, input) ? { dir: MOVES[input as keyof typeof MOVES], by: 1 } : Object.hasOwn(RUNS, input) ? { dir: RUNS[input as keyof typeof RUNS], by: LOOK_JUMP } : undefined;
    if (step) {
      const [dx, dy] = delta(step.dir);
      const clamp = (v: number, size: number) => Math.max(0, Math.min(size - 1, v));
      const cursor = [clamp(screen.cursor[0] + dx * step.by, state.floor.width), clamp(screen.cursor[1] + dy * step.by, state.floor.height)] as const;
      return { type: "replace", screen: { ...screen, cursor } };
    }
    switch (input) {
      case "cancel":
      case "look":
        return { type: "pop" };
      case "tab": {
        const cursor = nextStop(screen.cursor, state);
        return cursor ? { type: "replace", screen: { ...screen, cursor } } : NONE;
      }
      case "confirm":
        return travelTo(screen.cursor, ctx);
      default:
        return overlayKey(input) ?? NONE;
    }
  },
};

