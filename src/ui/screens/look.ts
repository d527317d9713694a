import type { Creature, GameState } from "../../game/index.js";
import { modeOf } from "../../game/queries/index.js";
import { delta } from "../../lib/direction.js";
import { MOVES, RUNS, type Input } from "../keymap.js";
import { frameFor, NONE, type Response, type ScreenContext, type ScreenModule } from "../screen-stack.js";
import type { Registries } from "../../content/registries.js";
import type { MonsterMemory } from "../../game/index.js";
import { kindRecall, lookAt, lookAtCreature } from "../../game/queries/index.js";
import { creatureLines, tileLines } from "../look-lines.js";
import { memoryLines } from "../memory-lines.js";
import { scrollMost } from "../list-window.js";
import { STATUS_LINES } from "../components/StatusLine.js";
import { wrapSegments } from "../wrap-segments.js";
import { overlayKey } from "./play-keys.js";
import type { ScriptHost } from "../../content/script-port.js";

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
const LOOK_JUMP = 5;

/**
 * Where a cursor on a `width`×`height` grid goes for `input`: a move key steps one cell, a run key
 * LOOK_JUMP cells, stopping at the edges; undefined for any other input. The look and the overview
 * move their cursors by it.
 */
export function cursorMoved(
  input: Input,
  [x, y]: readonly [number, number],
  width: number,
  height: number,
): readonly [number, number] | undefined {
  if (typeof input !== "string") return undefined;
  const step = Object.hasOwn(MOVES, input)
    ? { dir: MOVES[input as keyof typeof MOVES], by: 1 }
    : Object.hasOwn(RUNS, input)
      ? { dir: RUNS[input as keyof typeof RUNS], by: LOOK_JUMP }
      : undefined;
  if (!step) return undefined;
  const [dx, dy] = delta(step.dir);
  const clamp = (v: number, size: number) => Math.max(0, Math.min(size - 1, v));
  return [clamp(x + dx * step.by, width), clamp(y + dy * step.by, height)];
}

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
function lookStops(state: GameState): [number, number][] {
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

/** Rows the map keeps however much the panel has to say. */
const MIN_MAP = 7;

/**
 * What the look's panel says about the tile at `cursor` in rows of a frame `width` wide,
 * and how the frame's rows share out: the map first gives up rows down to its least, then
 * the panel scrolls (PgUp/PgDn). `scripts` (the game's) estimates a scripted blow's odds.
 */
export function lookPanel(
  state: GameState,
  registries: Registries,
  cursor: readonly [number, number],
  width: number,
  height: number,
  memory: MonsterMemory = {},
  scripts?: ScriptHost,
) {
  const here = lookAt(state, registries, cursor[0], cursor[1]);
  const creature = here.creature;
  // The kind's memory sits under the creature's own lines, so the look's other sections change apart from it.
  const remembered = creature?.def ? memoryLines(kindRecall(state, registries, memory, creature.def)) : [];
  const lines = [
    ...tileLines(here),
    ...(creature ? creatureLines(lookAtCreature(state, registries, creature, scripts)) : []),
    ...remembered,
  ];
  const wrapped = lines.flatMap((line) => wrapSegments(line, width - 1));
  const room = Math.max(0, height - STATUS_LINES - 1);
  const mapH = Math.min(room, Math.max(MIN_MAP, room - wrapped.length));
  return { wrapped, mapH, panelH: room - mapH };
}

export const look: ScreenModule<LookScreen> = {
  handle(screen, input, ctx) {
    const state = ctx.game?.state;
    if (!state) return input === "cancel" ? { type: "pop" } : NONE;
    const cursor = cursorMoved(input, screen.cursor, state.floor.width, state.floor.height);
    if (cursor) return { type: "replace", screen: { kind: "look", cursor } };
    if (input === "pageUp" || input === "pageDown") {
      const frame = frameFor(ctx.size);
      const { wrapped, panelH } = lookPanel(
        state,
        ctx.registries,
        screen.cursor,
        frame.width,
        frame.height,
        ctx.memory,
        ctx.game?.services.scripts,
      );
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
      case "confirm":
        return travelTo(screen.cursor, ctx);
      default:
        return overlayKey(input) ?? NONE;
    }
  },
};
