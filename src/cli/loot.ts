import type { Registries } from "../content/registries.js";
import { LIMITS } from "../content/schemas/limits.js";
import { type NewItem, drawLoot, extraDrawChance } from "../game/index.js";
import { itemName } from "../game/queries/index.js";
import { resolveTypedId } from "../lib/did-you-mean.js";
import { typedRenames } from "../content/id-history.js";
import { Rng } from "../lib/rng.js";
import { printable } from "../lib/safe-text.js";
import type { Context } from "./context.js";
import { loadOrReport, sayWarnings } from "./load-or-report.js";
import { barChart, type Row } from "./bar-chart.js";

const MAX_ROLLS = 100_000;
const DEFAULT_ROLLS = 1_000;
/** A run slower than this shows how far it got (SPEC §2: commands past a second show progress). */
const PROGRESS_AFTER_MS = 1_000;

// Not Intl.NumberFormat: building one at load costs ~10 ms of ICU start-up in every command.
const INT = { format: (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",") };

/** What `rustkeep loot` was given on the command line, as typed. */
export interface LootOptions {
  readonly rolls: string | undefined;
  readonly luck: string | undefined;
  readonly seed: string;
}

/** One distinct outcome: an item with its affixes, over every draw that gave it. */
interface Tally {
  readonly item: NewItem;
  draws: number;
  total: number;
  low: number;
  high: number;
}

function parseRolls(typed: string | undefined): number | string {
  if (typed === undefined) return DEFAULT_ROLLS;
  const n = /^\d+$/.test(typed) ? Number(typed) : NaN;
  return n >= 1 && n <= MAX_ROLLS ? n : `--rolls takes a whole number from 1 to ${INT.format(MAX_ROLLS)}, not "${printable(typed)}"`;
}

// Luck is an attribute: the bounds a mod may write for one.
function parseLuck(typed: string | undefined): number | string {
  if (typed === undefined) return 0;
  const n = /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : NaN;
  const max = LIMITS.amount;
  return Math.abs(n) <= max ? n : `--luck takes a number from -${INT.format(max)} to ${INT.format(max)}, not "${printable(typed)}"`;
}

/**
 * An outcome as a player reads it — the game's own item name ("Sharp iron sword of the
 * Fox") — with the tiers in brackets when an affix has more than one, so a modder tells the
 * rare tier from the common one.
 */
function outcomeName(registries: Registries, item: NewItem): string {
  const name = itemName(registries, { ...item, count: 1 });
  const tiered = item.affixes.some((a) => (registries.affixes.tryGet(a.id)?.tiers.length ?? 1) > 1);
  if (!tiered) return name;
  // In the order the name shows them: prefixes, then "of …" suffixes.
  const suffix = (a: NewItem["affixes"][number]) => (registries.affixes.tryGet(a.id)?.name ?? "").startsWith("of ");
  const shown = [...item.affixes.filter((a) => !suffix(a)), ...item.affixes.filter(suffix)];
  return `${name} (tier${shown.length > 1 ? "s" : ""} ${shown.map((a) => a.tier).join(", ")})`;
}

const keyOf = (item: NewItem) => `${item.def}|${item.affixes.map((a) => `${a.id}:${a.tier}`).join(",")}`;

function countNote(t: Tally): string {
  if (t.low === t.high) return t.low === 1 ? "" : ` ×${t.low}`;
  return ` ×${t.low}–${t.high}, mean ${(t.total / t.draws).toFixed(1)}`;
}

const percent = (p: number) => `${Number((p * 100).toFixed(1))}%`;

/** One draw's items with one outcome's counts added up (two draws of gold in a pile are one sum). */
function merged(drawn: readonly NewItem[]): readonly NewItem[] {
  if (drawn.length < 2) return drawn;
  const by = new Map<string, NewItem>();
  for (const item of drawn) {
    const k = keyOf(item);
    const seen = by.get(k);
    by.set(k, seen ? { ...seen, count: seen.count + item.count } : item);
  }
  return [...by.values()];
}

function tally(tallies: Map<string, Tally>, drawn: readonly NewItem[]): void {
  for (const item of merged(drawn)) {
    const k = keyOf(item);
    const t = tallies.get(k);
    if (!t) tallies.set(k, { item, draws: 1, total: item.count, low: item.count, high: item.count });
    else {
      t.draws++;
      t.total += item.count;
      t.low = Math.min(t.low, item.count);
      t.high = Math.max(t.high, item.count);
    }
  }
}

/** `n` draws from one seeded stream, tallied; a run past a second says how far it got. */
function drawAll(ctx: Context, registries: Registries, id: string, n: number, luck: number, seed: string) {
  const tallies = new Map<string, Tally>();
  let nothing = 0;
  let items = 0;
  const started = performance.now();
  let shownAt = 0;
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < n; i++) {
    const now = ctx.stderrIsTTY ? performance.now() : 0;
    // One draw of a huge table can take milliseconds: the line is kept fresh, ten times a second.
    if (now - started > PROGRESS_AFTER_MS && now - shownAt > 100) {
      ctx.status(`drawing ${id}: ${INT.format(i)} of ${INT.format(n)}…`);
      shownAt = now;
    }
    const drawn = drawLoot(registries, id, rng, luck);
    items += drawn.length;
    if (!drawn.length) nothing++;
    tally(tallies, drawn);
  }
  if (shownAt) ctx.status("");
  return { tallies, nothing, items };
}

/**
 * `rustkeep loot TABLE [--rolls N] [--luck L] [--seed S]`: draws a table N times as the game
 * does (`drawLoot`) and charts how often each outcome came: a modder sees rarity before
 * playing. A share is the part of the draws that gave the outcome at least once. Same seed,
 * same output. Exit 2 on a bad argument, an unknown table or a hard mod error, as `list`.
 */
export async function runLoot(ctx: Context, typed: string, options: LootOptions, width = 80): Promise<number> {
  const rolls = parseRolls(options.rolls);
  const luck = parseLuck(options.luck);
  for (const problem of [rolls, luck]) {
    if (typeof problem === "string") {
      ctx.err(problem);
      return 2;
    }
  }
  const n = rolls as number;
  const load = await loadOrReport(ctx);
  if (!load) return 2;
  sayWarnings(ctx, load);
  const { registries } = load;
  const found = resolveTypedId(typed, registries.loot_tables.ids(), "loot table", typedRenames(registries.history, ["loot_tables"]));
  if ("error" in found) {
    ctx.err(found.error);
    return 2;
  }
  if (found.notice) ctx.err(printable(found.notice));

  const { tallies, nothing, items } = drawAll(ctx, registries, found.id, n, luck as number, options.seed);

  const named = [...tallies.values()].map((t) => ({ t, name: printable(outcomeName(registries, t.item)) }));
  // Two outcomes a player would read alike (two mods' "Gold") are told apart by id.
  const clash = (name: string) => named.filter((x) => x.name === name).length > 1;
  const rows: Row[] = named.map(({ t, name }) => ({
    label: `${name}${clash(name) ? ` [${t.item.def}]` : ""}${countNote(t)}`,
    share: t.draws / n,
  }));
  if (nothing) rows.push({ label: "nothing", share: nothing / n });
  rows.sort((a, b) => b.share - a.share || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));

  const chance = extraDrawChance(luck as number, registries);
  ctx.out(`${found.id}: ${INT.format(n)} draws, seed ${printable(options.seed)}, luck ${luck}`);
  if (chance > 0) ctx.out(`luck ${luck}: a ${percent(chance)} chance of one extra draw on each table`);
  ctx.out("");
  for (const line of barChart(rows, width)) ctx.out(line);
  ctx.out("");
  ctx.out(`${INT.format(n)} draws, ${(items / n).toFixed(2)} items a draw on average (a stack counts once)`);
  if (rows.reduce((s, r) => s + r.share, 0) > 1.0005) ctx.out("A draw can give several items, so the shares add up to more than 100%.");
  return 0;
}
