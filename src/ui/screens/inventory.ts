import type { Registries } from "../../content/registries.js";
import type { GameState } from "../../game/index.js";
import { modeOf } from "../../game/queries/index.js";
import { dropCommand, inventoryRows, isUsable, mainCommand, wearCommand, type InventoryRow } from "../inventory-list.js";
import type { Input } from "../keymap.js";
import { moveCursor } from "../menu.js";
import { frameFor, idle, NONE, type Keep, type Response, type ScreenModule, type ViewSize } from "../screen-stack.js";
import { overlayKey, unusedKey } from "./play-keys.js";

/**
 * The inventory and what is worn. The cursor is a row of the list (every slot, then the
 * pack) and the item it was put on: it follows that item while the item stays in the same
 * part of the list (a stack drunk down, re-sorted), else it keeps its row — so after
 * putting something on, the next pack item is under the cursor, ready to be worn too.
 */
export interface InventoryScreen {
  readonly kind: "inventory";
  readonly row: number;
  readonly uid?: number;
  /** When opened from the fight: the enemy its menu targets (by instance id), where aimed items go. */
  readonly target?: string;
  /** Items marked (by uid) to be dropped together, as one command and one turn. */
  readonly marked?: readonly number[];
}

/** The marked items still in the list (a mark on something used up or gone counts no more). */
export function markedOf(screen: InventoryScreen, rows: readonly InventoryRow[]): number[] {
  return (screen.marked ?? []).filter((uid) => rows.some((r) => r.item?.uid === uid));
}

/** The mark on the highlighted item put on or taken off; the cursor goes on to the next row, so a run of items is marked key after key. */
function toggled(screen: InventoryScreen, rows: readonly InventoryRow[], cursor: number): Response {
  const uid = rows[cursor]?.item?.uid;
  if (uid === undefined) return NONE;
  const marks = markedOf(screen, rows);
  const marked = marks.includes(uid) ? marks.filter((m) => m !== uid) : [...marks, uid];
  const next = Math.min(rows.length - 1, cursor + 1);
  const { uid: _old, marked: _marks, ...rest } = screen;
  return { type: "replace", screen: { ...rest, row: next, ...uidAt(rows, next), ...(marked.length ? { marked } : {}) } };
}

/** `d`: the marked items as one `drop_many` (the marks cleared with it), else the highlighted one. */
function dropped(screen: InventoryScreen, rows: readonly InventoryRow[], row: InventoryRow | undefined, keep: Keep): Response {
  const marks = markedOf(screen, rows);
  if (marks.length === 0) return send(dropCommand(row), keep);
  const { marked: _marks, ...unmarked } = screen;
  return { type: "command", command: { kind: "drop_many", items: marks }, keep, before: unmarked };
}

/** Title line, two message lines, hint line: what the list and the details give up. */
const INVENTORY_CHROME = 4;

/** Rows of the list in a frame `height` tall. */
export function listRows(height: number): number {
  return Math.max(1, height - INVENTORY_CHROME);
}

/**
 * A fresh inventory: the cursor on the first pack item (in a fight, the first one that can
 * be used, so a potion is one key away), or the first slot when the pack is empty.
 */
export function initialInventory(state: GameState, registries: Registries, target?: string): InventoryScreen {
  const rows = inventoryRows(state, registries);
  const pack = rows.findIndex((r) => r.kind === "pack");
  const usable = state.combat ? rows.findIndex((r) => r.kind === "pack" && isUsable(r.item, registries)) : -1;
  const row = usable >= 0 ? usable : Math.max(0, pack);
  return { kind: "inventory", row, ...uidAt(rows, row), ...(target === undefined ? {} : { target }) };
}

function uidAt(rows: readonly InventoryRow[], row: number): { uid?: number } {
  const uid = rows[row]?.item?.uid;
  return uid === undefined ? {} : { uid };
}

/** The row the cursor is on now (see `InventoryScreen`). */
export function cursorOf(screen: InventoryScreen, rows: readonly InventoryRow[]): number {
  const kept = Math.min(Math.max(0, screen.row), Math.max(0, rows.length - 1));
  if (screen.uid === undefined) return kept;
  const at = rows.findIndex((r) => r.item?.uid === screen.uid);
  return at >= 0 && rows[at]!.kind === rows[kept]?.kind ? at : kept;
}

/** The index in the fight of the enemy the screen aims at: the chosen one while it lives, else the first alive. */
export function targetIndex(screen: InventoryScreen, state: GameState): number | undefined {
  if (!state.combat) return undefined;
  const chosen = state.enemies.findIndex((e) => e.id === screen.target && e.health > 0);
  const index = chosen >= 0 ? chosen : state.enemies.findIndex((e) => e.health > 0);
  return index >= 0 ? index : undefined;
}

function moved(screen: InventoryScreen, rows: readonly InventoryRow[], row: number): Response {
  const { uid: _old, ...rest } = screen;
  return { type: "replace", screen: { ...rest, row, ...uidAt(rows, row) } };
}

/** Tab: from the slots to the first pack item, from the pack to the first slot. */
function otherPart(rows: readonly InventoryRow[], cursor: number): number {
  const pack = rows.findIndex((r) => r.kind === "pack");
  return rows[cursor]?.kind === "slot" && pack >= 0 ? pack : 0;
}

function send(command: ReturnType<typeof wearCommand>, keep: Keep): Response {
  // No command only on a row without an item: an empty slot.
  return command ? { type: "command", command, keep } : idle("nothing worn here");
}

function pageOf(size: ViewSize | undefined): number {
  return Math.max(1, listRows(frameFor(size).height) - 2);
}

export const inventory: ScreenModule<InventoryScreen> = {
  handle(screen, input: Input, ctx) {
    const game = ctx.game;
    if (!game) return NONE;
    const { state } = game;
    const rows = inventoryRows(state, ctx.registries);
    const cursor = cursorOf(screen, rows);
    const row = rows[cursor];
    // On the map the screen stays open, for wearing several things in a row; in a fight the
    // turn passed and the foes acted, so the fight is shown again (a refusal stays here).
    const keep: Keep = modeOf(state) === "fighting" ? "refused" : "always";
    const last = rows.length - 1;
    switch (input) {
      case "north":
      case "south":
        return moved(screen, rows, moveCursor(cursor, input === "north" ? -1 : 1, rows.length));
      case "pageUp":
        return moved(screen, rows, Math.max(0, cursor - pageOf(ctx.size)));
      case "pageDown":
        return moved(screen, rows, Math.min(last, cursor + pageOf(ctx.size)));
      case "tab":
        return moved(screen, rows, otherPart(rows, cursor));
      case "confirm":
        return send(mainCommand(row, ctx.registries, targetIndex(screen, state)), keep);
      case "equip":
        return send(wearCommand(row), keep);
      case "drop":
        return dropped(screen, rows, row, keep);
      case "toggle":
        return toggled(screen, rows, cursor);
      case "junk":
        // Outside time: the mode stays, so the screen stays, in a fight too.
        return row?.item ? { type: "command", command: { kind: "junk", item: row.item.uid }, keep: "always" } : NONE;
      case "cancel":
      case "inventory":
        return { type: "pop" };
      default:
        return overlayKey(input) ?? unusedKey(input, ctx.bindings);
    }
  },
};
