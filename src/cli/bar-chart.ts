import { maxOf } from "../lib/arrays.js";

/** One bar: its label (printable text) and its share, from 0 to 1. */
export interface Row {
  readonly label: string;
  readonly share: number;
}

/** Eighths of a cell, so a bar's length is read to an eighth of a column. */
const PARTS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
const FULL = "█";
/** `100.0%` */
const PERCENT_WIDTH = 6;
const GAP = "  ";
/** Columns a bar keeps however long the labels are (they are cut short instead). */
const MIN_BAR = 10;

const length = (s: string) => [...s].length;

function fit(label: string, width: number): string {
  const chars = [...label];
  return chars.length <= width ? label + " ".repeat(width - chars.length) : `${chars.slice(0, width - 1).join("")}…`;
}

/** `42.1%`; a share too small to show a tenth of a percent says so instead of "0.0%". */
function percent(share: number): string {
  const text = share > 0 && share < 0.0005 ? "<0.1%" : `${(share * 100).toFixed(1)}%`;
  return text.padStart(PERCENT_WIDTH);
}

/** A bar `cells` columns long, in block characters (a share above 0 shows at least a sliver). */
function bar(cells: number): string {
  let full = Math.floor(cells);
  let eighths = Math.round((cells - full) * 8);
  if (eighths === 8) {
    full++;
    eighths = 0;
  }
  if (full === 0 && eighths === 0 && cells > 0) eighths = 1;
  return FULL.repeat(full) + PARTS[eighths]!;
}

/**
 * A horizontal bar chart `width` columns wide: label, percentage, bar. The longest bar fills
 * what the labels leave; the others are to scale with it, so small shares stay readable.
 */
export function barChart(rows: readonly Row[], width: number): string[] {
  const fixed = 2 * GAP.length + PERCENT_WIDTH;
  const labelWidth = Math.max(1, Math.min(Math.max(0, maxOf(rows.map((r) => length(r.label)))), width - fixed - MIN_BAR));
  const barWidth = Math.max(MIN_BAR, width - fixed - labelWidth);
  const top = Math.max(0, maxOf(rows.map((r) => r.share)));
  return rows.map((r) =>
    `${fit(r.label, labelWidth)}${GAP}${percent(r.share)}${GAP}${bar(top > 0 ? (r.share / top) * barWidth : 0)}`.trimEnd(),
  );
}
