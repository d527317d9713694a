import type { Registries } from "../content/registries.js";
import type { Game } from "../game/index.js";
import { bars, creatureGlyph, foesInView, levelProgress, type FoeGlance } from "../game/queries/index.js";
import { printable } from "../lib/safe-text.js";
import { barWithNumbers, healthColor } from "./bars.js";
import type { Segment } from "./components/Popup.js";
import { goldWords } from "./inventory-list.js";
import { maxOf, pushAll } from "../lib/arrays.js";

/** One row of the side panel, before it is drawn. */
export type PanelLine = readonly Segment[];

const cells = (text: string) => [...text].length;

/** Mod text made printable, then cut to `width` cells with "…" (escapes count: they are what shows). */
function cut(text: string, width: number): string {
  const safe = [...printable(text)];
  return safe.length <= width ? safe.join("") : `${safe.slice(0, Math.max(0, width - 1)).join("")}…`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The hero's rows: name, health and stamina bars, level and experience, gold, points, status effects. */
function heroLines(game: Game, registries: Registries, width: number): PanelLine[] {
  const { state } = game;
  const hero = state.player;
  const { health, maxHealth, stamina, maxStamina } = bars(hero, registries, state);
  const { level, exp, next, points } = levelProgress(state, registries);
  const gold = goldWords(state, registries);
  const lines: PanelLine[] = [
    [{ text: cut(hero.name, width), bold: true, color: "hero" }],
    [{ text: "health  " }, { text: barWithNumbers(health, maxHealth), color: healthColor(health, maxHealth) }],
    [{ text: "stamina " }, { text: barWithNumbers(stamina, maxStamina), color: "highlight" }],
    [{ text: `level ${level}  exp ${exp}/${next}` }],
    [{ text: `${Math.max(0, next - exp)} exp to level ${level + 1}`, color: "dim" }],
  ];
  if (gold) lines.push([{ text: cut(gold, width) }]);
  if (points > 0) lines.push([{ text: `${plural(points, "point")} to assign`, color: "highlight" }]);
  if (hero.modifiers.length) {
    lines.push([], [{ text: "Status effects", bold: true }]);
    for (const active of hero.modifiers) {
      const def = registries.modifiers.tryGet(active.id);
      // A status that lasts until removed has no count: its name alone.
      const left = active.remaining === undefined ? "" : ` ${plural(active.remaining, "turn")} left`;
      const color = def?.symbol?.color;
      lines.push([
        { text: cut(def?.name ?? active.id, width - cells(left)), ...(color ? { color } : {}) },
        { text: left, color: "dim" },
      ]);
    }
  }
  return lines;
}

/** A foe's announced move in words, behind the arrow the fight screen uses. */
function intentWords(foe: FoeGlance): string {
  if (!foe.intent) return "→ waits";
  return `→ ${foe.intent.name} ${foe.intent.target === "self" ? "on itself" : "on you"}`;
}

/**
 * A foe's rows: its letter and name, its health bar, and in a fight its announced move
 * (outside one nobody has announced anything: the row would say so for every foe).
 */
function foeLines(foe: FoeGlance, registries: Registries, width: number, numbers: number): PanelLine[] {
  const glyph = creatureGlyph(foe.creature, registries);
  const lines: PanelLine[] = [
    [
      { text: glyph.char, color: glyph.color },
      { text: ` ${cut(foe.name, width - 2)}`, bold: true },
    ],
    [{ text: "  " }, { text: barWithNumbers(foe.health, foe.maxHealth, numbers), color: healthColor(foe.health, foe.maxHealth) }],
  ];
  if (foe.inFight) lines.push([{ text: "  " }, { text: cut(intentWords(foe), width - 2), color: "warning" }]);
  return lines;
}

/**
 * The side panel's rows, `width` cells wide and at most `height` tall: the hero first, then
 * the foes of the fight (or those in sight on the map), as many as fit and `+N more` for the rest.
 */
export function panelLines(game: Game, registries: Registries, width: number, height: number): PanelLine[] {
  const lines = heroLines(game, registries, width);
  const foes = foesInView(game.state, registries);
  if (!foes.length) return lines.slice(0, height);
  const heading = `${foes[0]!.inFight ? "Foes" : "In sight"} (${foes.length})`;
  lines.push([], [{ text: heading, bold: true }]);
  const rows = foes[0]!.inFight ? 3 : 2;
  const room = Math.max(0, height - lines.length);
  // A foe short of its rows would hide its health or intent: leave room for the count instead.
  const shown = Math.floor(room / rows) >= foes.length ? foes.length : Math.floor((room - 1) / rows);
  const numbers = Math.max(0, maxOf(foes.map((f) => `${f.health}/${f.maxHealth}`.length)));
  for (const foe of foes.slice(0, Math.max(0, shown))) pushAll(lines, foeLines(foe, registries, width, numbers));
  if (shown < foes.length) lines.push([{ text: `+${foes.length - Math.max(0, shown)} more`, color: "dim" }]);
  return lines.slice(0, height);
}

const sameSegments = (a: PanelLine, b: PanelLine) =>
  a.length === b.length && a.every((s, i) => s.text === b[i]!.text && s.color === b[i]!.color && s.bold === b[i]!.bold);

/**
 * The panel's rows of the last frame: `keep` gives back last frame's row, the same object,
 * for each row that reads as it did in the same place, so React skips drawing it again.
 * One per panel on screen; it holds one frame's rows.
 */
export class PanelLineMemo {
  private last: readonly PanelLine[] = [];

  keep(lines: readonly PanelLine[]): PanelLine[] {
    const kept = lines.map((line, i) => {
      const before = this.last[i];
      return before && sameSegments(before, line) ? before : line;
    });
    this.last = kept;
    return kept;
  }
}
