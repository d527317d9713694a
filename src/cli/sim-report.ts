import type { SimReport } from "../sim/report.js";
import { shareWords, type Share } from "../sim/stats.js";
import { barChart } from "./bar-chart.js";
import { maxOf } from "../lib/arrays.js";

const num = (x: number | undefined, digits = 0) => (x === undefined ? "–" : x.toFixed(digits));
const pc = (s: Share) => `${(s.share * 100).toFixed(0)}%`;

/** Columns padded to their widest cell; the first left-aligned, the rest right-aligned. */
function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => maxOf(rows.map((r) => [...r[i]!].length)));
  return rows.map((r) =>
    r
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** The report as `rustkeep sim` prints it, `width` columns wide. */
export function reportText(r: SimReport, width: number): string[] {
  const lines = [
    `${r.runs} run${r.runs === 1 ? "" : "s"}, policy ${r.policy}, seed ${r.seed}`,
    `won ${shareWords(r.won)} (${r.won.count} of ${r.runs}); died ${r.died}; stuck ${r.stuck}; median turns per run ${num(r.turns)}`,
    "",
    "Where runs ended:",
    ...barChart(
      r.endings.map((e) => ({ label: e.label, share: e.share })),
      width,
    ),
    "",
    "Per floor (medians on arrival):",
    ...table([
      ["floor", "reached", "killed there", "turns", "health", "of max", "gold", "level"],
      ...r.floors.map((f) => [
        String(f.floor),
        pc(f.reached),
        f.reached.count ? shareWords(f.killed) : "–",
        num(f.turns),
        num(f.health),
        f.healthShare === undefined ? "–" : `${(f.healthShare * 100).toFixed(0)}%`,
        num(f.gold),
        num(f.level),
      ]),
    ]).map((l) => `  ${l}`),
  ];
  if (r.causes.length)
    lines.push(
      "",
      "Top causes of death:",
      ...table(r.causes.map((c) => [c.cause, String(c.count), `${(c.share * 100).toFixed(0)}%`])).map((l) => `  ${l}`),
    );
  if (r.bosses.length) lines.push("", "Bosses met:", ...table(r.bosses.map((b) => [b.name, shareWords(b.met)])).map((l) => `  ${l}`));
  lines.push(
    "",
    "By option:",
    ...table([
      ["option", "runs", "won", "reached floor 3"],
      ...r.options.map((o) => [o.name, String(o.runs), shareWords(o.won), shareWords(o.reachedThird)]),
    ]).map((l) => `  ${l}`),
  );
  for (const o of r.options) {
    if (!o.grantsAbilities || o.abilities.length === 0) continue;
    lines.push(
      "",
      `Abilities used, ${o.name}:`,
      ...barChart(
        o.abilities.map((a) => ({ label: a.name, share: a.share })),
        width - 2,
      ).map((l) => `  ${l}`),
    );
  }
  return lines;
}
