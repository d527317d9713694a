import type { Registries } from "../content/registries.js";
import { type GameState, type ItemInstance, floorsEntered } from "../game/index.js";
import { characterSheet, itemName, levelProgress, messageStanding, questLog } from "../game/queries/index.js";
import { printable } from "../lib/safe-text.js";
import { attributeWords } from "./attribute-words.js";
import { floorGlyphs } from "./floor-glyphs.js";
import { inventoryRows } from "./inventory-list.js";
import { mapRows } from "./map-rows.js";
import { foldTail, markedText } from "./message-lines.js";
import { originLine, tallyLine, whereLine, type RunSummary } from "./run-summary.js";
import { replayHint } from "./screens/HelpView.js";
import { partWords, shownValue } from "./sheet-lines.js";
import { maxOf, minOf } from "../lib/arrays.js";

/** How many of the log's last lines (repeats folded) the morgue file keeps. */
const MORGUE_MESSAGES = 30;

/** What the edge knows of the program that the game does not: the version and the mods loaded. */
export interface MorgueAbout {
  /** When the run ended, in the player's local time. */
  readonly date: string;
  readonly version: string;
  readonly mods: readonly { readonly id: string; readonly version: string }[];
}

/**
 * The morgue file, a character dump to keep or share: who the hero was and how the run
 * ended, every attribute with its parts (the sheet's own query), what was worn and carried,
 * the quests, the kills by kind, the floors and when each was reached, the last messages,
 * and the explored map of the last floor. Every line goes through `printable`: mod text and
 * the log are data.
 */
export function morgueText(s: RunSummary, state: GameState, registries: Registries, about: MorgueAbout): string {
  const sections = [
    [`rustkeep ${about.version} morgue file, ${about.date}`],
    [s.outcome === "won" ? "Won" : "Died", s.cause],
    [
      whereLine(s),
      originLine(s),
      tallyLine(s),
      `mode ${s.difficulty}${s.wizard ? ", wizard" : ""}`,
      `seed ${s.seed}${replayHint(s.seed)}`,
      `game version ${about.version}`,
      `mods ${about.mods.map((m) => `${m.id} ${m.version}`).join(", ") || "none"}`,
    ],
    attributeLines(state, registries),
    gearLines(state, registries),
    questLines(state, registries),
    killLines(state, registries),
    floorLines(state),
    messageLines(state, registries),
    mapLines(state, registries),
  ];
  return `${sections.map((lines) => lines.map(printable).join("\n")).join("\n\n")}\n`;
}

/** `Attributes (level 2, exp 45/100)`, then each attribute: `strength 12: base 10, Dwarf (race) +2`. */
function attributeLines(state: GameState, registries: Registries): string[] {
  const p = levelProgress(state, registries);
  const points = p.points ? `, ${p.points} point${p.points === 1 ? "" : "s"} unspent` : "";
  const lines = characterSheet(state, registries).map((line) => {
    const parts = line.parts.flatMap((part) => partWords(line.attribute, part, registries));
    return `  ${attributeWords(line.attribute)} ${shownValue(line)}: ${parts.join(", ")}`;
  });
  return [`Attributes (level ${p.level}, exp ${p.exp}/${p.next}${points})`, ...lines];
}

/** An item with its affixes spelled out: `Keen dagger (affixes: Keen tier 2)`. */
function itemWords(item: ItemInstance, registries: Registries): string {
  const affixes = item.affixes.map((a) => `${registries.affixes.tryGet(a.id)?.name ?? a.id} tier ${a.tier}`);
  return affixes.length ? `${itemName(registries, item)} (affixes: ${affixes.join(", ")})` : itemName(registries, item);
}

/** Every slot with what it held (or nothing), then the pack, in the inventory's order. */
function gearLines(state: GameState, registries: Registries): string[] {
  const rows = inventoryRows(state, registries);
  const worn = rows.flatMap((r) => (r.kind === "slot" ? [`  ${r.slotName}: ${r.item ? itemWords(r.item, registries) : "nothing"}`] : []));
  const pack = rows.flatMap((r) => (r.kind === "pack" ? [`  ${itemWords(r.item, registries)}`] : []));
  return ["Worn", ...worn, "Carried", ...(pack.length ? pack : ["  nothing"])];
}

function questLines(state: GameState, registries: Registries): string[] {
  const quests = questLog(state, registries);
  const of = (which: "completed" | "active") => quests.filter((q) => q.state === which).map((q) => `  ${q.line}`);
  const done = of("completed");
  const open = of("active");
  return ["Quests done", ...(done.length ? done : ["  none"]), "Quests open", ...(open.length ? open : ["  none"])];
}

/** `Giant rat 5`, most killed first (then by name). */
function killLines(state: GameState, registries: Registries): string[] {
  const kills = Object.entries(state.kills_by_kind ?? {}).map(([id, n]) => ({ name: registries.creatures.tryGet(id)?.name ?? id, n }));
  kills.sort((a, b) => b.n - a.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return [`Kills by creature (${state.kills ?? 0} in all)`, ...(kills.length ? kills.map((k) => `  ${k.name} ${k.n}`) : ["  none"])];
}

function floorLines(state: GameState): string[] {
  return ["Floors", ...floorsEntered(state).map((f) => `  floor ${f.floor}, reached on turn ${f.turn ?? "unknown (an older save)"}`)];
}

function messageLines(state: GameState, registries: Registries): string[] {
  const standing = messageStanding(state, registries);
  return [`Last messages`, ...foldTail(state.log, MORGUE_MESSAGES).map((f) => `  ${markedText(f, standing(f.text))}`)];
}

/**
 * The last floor as the map draws it (the same rows, no colour): only what the hero saw,
 * cut to the seen part, with the hero, the creatures and the piles in sight.
 */
function mapLines(state: GameState, registries: Registries): string[] {
  const { floor } = state;
  const seenRows = floor.seen ?? floor.tiles.map((row) => "1".repeat(row.length));
  const ys = seenRows.flatMap((row, y) => (row.includes("1") ? [y] : []));
  const xs = seenRows.flatMap((row) => [row.indexOf("1"), row.lastIndexOf("1")]).filter((x) => x >= 0);
  if (!ys.length) return [`Map of floor ${floor.number}`, "  nothing seen"];
  const view = { x: minOf(xs), y: ys[0]!, w: maxOf(xs) - minOf(xs) + 1, h: ys.at(-1)! - ys[0]! + 1 };
  const rows = mapRows(floor, view, floorGlyphs(state, registries), () => undefined);
  return [`Map of floor ${floor.number} (what you saw)`, ...rows.map((runs) => `  ${runs.map((r) => r.text).join("")}`.trimEnd())];
}
