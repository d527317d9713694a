import type { Registries } from "../content/registries.js";
import type { RunRecord } from "./record.js";
import { median, wilson, type Share } from "./stats.js";

/** One floor across the batch: who reached it, who died there, and what they arrived with (medians). */
export interface FloorSummary {
  readonly floor: number;
  readonly reached: Share;
  /** Of those who reached it, the share who died there. */
  readonly killed: Share;
  readonly turns?: number;
  readonly health?: number;
  readonly healthShare?: number;
  readonly gold?: number;
  readonly level?: number;
}

/** One option (a race, a class) across the runs that chose it. */
export interface OptionSummary {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly runs: number;
  /** Whether the option brings abilities of its own (a class): the report charts their use. */
  readonly grantsAbilities: boolean;
  readonly won: Share;
  /** Reached the third floor (of the loaded floors, in order). */
  readonly reachedThird: Share;
  /** The hero's uses of each ability in these runs, most used first. */
  readonly abilities: readonly { readonly id: string; readonly name: string; readonly uses: number; readonly share: number }[];
}

/** What `rustkeep sim` reports: everything is counted from the runs, nothing timed, so one seed gives one report. */
export interface SimReport {
  readonly seed: string;
  readonly policy: string;
  readonly runs: number;
  readonly won: Share;
  readonly died: number;
  readonly stuck: number;
  readonly turns?: number;
  /** Where runs ended: each floor's deaths, then wins and stuck runs, as shares of all runs. */
  readonly endings: readonly { readonly label: string; readonly count: number; readonly share: number }[];
  readonly floors: readonly FloorSummary[];
  readonly causes: readonly { readonly cause: string; readonly count: number; readonly share: number }[];
  readonly bosses: readonly { readonly id: string; readonly name: string; readonly met: Share }[];
  readonly options: readonly OptionSummary[];
  readonly heroes: readonly {
    readonly seed: string;
    readonly options: readonly string[];
    readonly outcome: string;
    readonly floor: number;
    readonly turns: number;
    readonly cause: string;
  }[];
}

/** How many causes of death the report lists. */
const TOP_CAUSES = 8;

/** Sums up a batch of bot runs. */
export function summarise(registries: Registries, seed: string, policy: string, runs: readonly RunRecord[]): SimReport {
  const numbers = registries.floors
    .all()
    .map((f) => f.number)
    .sort((a, b) => a - b);
  const n = runs.length;
  const died = runs.filter((r) => r.outcome === "died");
  const stuck = runs.filter((r) => r.outcome === "stuck");
  const won = runs.filter((r) => r.outcome === "won");
  const endings = [
    ...numbers.map((f) => ({ label: `died on floor ${f}`, count: died.filter((r) => r.floor === f).length })),
    { label: "won", count: won.length },
    { label: "stuck", count: stuck.length },
  ].map((e) => ({ ...e, share: n ? e.count / n : 0 }));
  const floors = numbers.map((floor): FloorSummary => {
    const here = runs.flatMap((r) => r.floors.filter((f) => f.number === floor));
    const reached = runs.filter((r) => r.floors.some((f) => f.number === floor));
    return {
      floor,
      reached: wilson(reached.length, n),
      killed: wilson(died.filter((r) => r.floor === floor).length, reached.length),
      ...defined({
        turns: median(here.map((f) => f.turns)),
        health: median(here.map((f) => f.health)),
        healthShare: median(here.map((f) => f.healthShare)),
        gold: median(here.map((f) => f.gold)),
        level: median(here.map((f) => f.level)),
      }),
    };
  });
  const causes = tally(died.map((r) => r.cause))
    .slice(0, TOP_CAUSES)
    .map(([cause, count]) => ({ cause, count, share: died.length ? count / died.length : 0 }));
  const bossTag = registries.balance.boss_tag;
  const bosses = (bossTag ? registries.creatures.all().filter((c) => c.tags.includes(bossTag)) : []).map((c) => ({
    id: c.id,
    name: c.name,
    met: wilson(runs.filter((r) => r.bossesMet.includes(c.id)).length, n),
  }));
  const third = numbers[2];
  const chosen = [...new Set(runs.flatMap((r) => r.options))];
  const options = registries.options
    .all()
    .filter((o) => chosen.includes(o.id))
    .map((o): OptionSummary => {
      const mine = runs.filter((r) => r.options.includes(o.id));
      const uses = new Map<string, number>();
      for (const r of mine) for (const [id, k] of Object.entries(r.abilityUses)) uses.set(id, (uses.get(id) ?? 0) + k);
      const total = [...uses.values()].reduce((a, b) => a + b, 0);
      return {
        id: o.id,
        name: o.name,
        category: o.category,
        runs: mine.length,
        grantsAbilities: o.abilities.length > 0,
        won: wilson(mine.filter((r) => r.outcome === "won").length, mine.length),
        reachedThird: wilson(third === undefined ? 0 : mine.filter((r) => r.floors.some((f) => f.number === third)).length, mine.length),
        abilities: [...uses]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([id, k]) => ({ id, name: registries.abilities.tryGet(id)?.name ?? id, uses: k, share: total ? k / total : 0 })),
      };
    });
  return {
    seed,
    policy,
    runs: n,
    won: wilson(won.length, n),
    died: died.length,
    stuck: stuck.length,
    ...defined({ turns: median(runs.map((r) => r.turns)) }),
    endings,
    floors,
    causes,
    bosses,
    options,
    heroes: runs.map((r) => ({ seed: r.seed, options: r.options, outcome: r.outcome, floor: r.floor, turns: r.turns, cause: r.cause })),
  };
}

/** Counts, most first (ties by name, so the order does not depend on the runs' order). */
function tally(words: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The fields whose value is known (JSON has no undefined, and the text says "–"). */
function defined<T extends Record<string, number | undefined>>(fields: T): { [K in keyof T]?: number } {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: number };
}
