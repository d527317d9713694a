import type { Creature, GameState } from "../../game/index.js";
import { delta } from "../../lib/direction.js";
import { MOVES, RUNS } from "../keymap.js";
import { frameFor, NONE, type ScreenModule } from "../screen-stack.js";
import type { Registries } from "../../content/registries.js";
import { lookAt, lookAtCreature } from "../../game/queries/index.js";
import { creatureLines, tileLines } from "../look-lines.js";
import { scrollMost } from "../list-window.js";
import { STATUS_LINES } from "../components/StatusLine.js";
import { wrapSegments } from "../wrap-segments.js";
import { overlayKey } from "./play-keys.js";

/**
 * The look cursor over the map: the tile it is on, and how far its panel is scrolled
 * (PgUp/PgDn; back to the top when the cursor moves). Looking costs no turn and changes nothing.
 */
export interface LookScreen {
  readonly kind: "look";
  readonly cursor: readonly [number, number];
  readonly panel?: number;
}

/** Tiles a run key (a move key with Shift) moves the cursor. */
export const LOOK_JUMP = 5;

/** A look starting on the hero, or on `at` (the foe a fight menu has selected). */
export function initialLook(state: GameState, at?: Creature): LookScreen {
  const [x, y] = (at ?? state.player).pos;
  return { kind: "look", cursor: [x, y] };
}

/** Where a Tab jumps: every creature and NPC the map shows, in reading order (top row first). */
export function lookStops(state: GameState): [number, number][] {
  const { floor } = state;
  const spots = [...state.enemies.filter((e) => e.health > 0), ...floor.rooms.flatMap((r) => [...r.enemies.filter((e) => e.health > 0), ...r.npcs])];
  const stops = spots.map((s) => [s.pos[0], s.pos[1]] as [number, number]).filter(([x, y]) => !floor.seen || floor.seen[y]?.[x] === "1");
  return stops.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

function nextStop(cursor: readonly [number, number], state: GameState): [number, number] | undefined {
  const stops = lookStops(state);
  const after = stops.find(([x, y]) => y > cursor[1] || (y === cursor[1] && x > cursor[0]));
  return after ?? stops[0];
}

/** Rows the map keeps however much the panel has to say. */
const MIN_MAP = 7;

/**
 * What the look's panel says about the tile at `cursor` in rows of a frame `width` wide,
 * and how the frame's rows share out: the map first gives up rows down to its least, then
 * the panel scrolls (PgUp/PgDn).
 */
export function lookPanel(state: GameState, registries: Registries, cursor: readonly [number, number], width: number, height: number) {
  const here = lookAt(state, registries, cursor[0], cursor[1]);
  const lines = [...tileLines(here), ...(here.creature ? creatureLines(lookAtCreature(state, registries, here.creature)) : [])];
  const wrapped = lines.flatMap((line) => wrapSegments(line, width - 1));
  const room = Math.max(0, height - STATUS_LINES - 1);
  const mapH = Math.min(room, Math.max(MIN_MAP, room - wrapped.length));
  return { wrapped, mapH, panelH: room - mapH };
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
      return { type: "replace", screen: { kind: "look", cursor } };
    }
    if (input === "pageUp" || input === "pageDown") {
      const frame = frameFor(ctx.size);
      const { wrapped, panelH } = lookPanel(state, ctx.registries, screen.cursor, frame.width, frame.height);
      const most = scrollMost(wrapped.length, panelH);
      const at = Math.min(most, screen.panel ?? 0);
      const panel = Math.max(0, Math.min(most, at + (input === "pageDown" ? 1 : -1) * Math.max(1, panelH - 2)));
      return panel === at ? NONE : { type: "replace", screen: { ...screen, panel } };
    }
    switch (input) {
      case "cancel":
      case "look":
        return { type: "pop" };
      case "tab": {
        const cursor = nextStop(screen.cursor, state);
        return cursor ? { type: "replace", screen: { kind: "look", cursor } } : NONE;
      }
      default:
        return overlayKey(input) ?? NONE;
    }
  },
};

