import { LIMITS } from "../content/schemas/limits.js";

/**
 * Core's numbers quoted in the guide's prose: `<!-- core:hit_max -->0.95<!-- /core -->` holds
 * core's `[balance] hit_max` as `npm run docs` last wrote it, and `<!-- core:hit_max % -->95%<!-- /core -->`
 * the same as a percentage. The comments do not show on a rendered page; the drift test fails when a
 * quoted figure is no longer core's.
 */
const FIGURE = /<!-- core:([a-z_]+)( %)? -->(.*?)<!-- \/core -->/g;

/** The engine's limits quoted the same way: `<!-- limit:logLine -->1,000<!-- /limit -->` is `LIMITS.logLine`. */
const LIMIT = /<!-- limit:([A-Za-z]+) -->(.*?)<!-- \/limit -->/g;

function limitWritten(name: string): string | undefined {
  const value = Object.hasOwn(LIMITS, name) ? (LIMITS as Readonly<Record<string, number>>)[name] : undefined;
  return value === undefined ? undefined : value.toLocaleString("en-US");
}

/** How a figure of core's `[balance]` is written: as core writes it, or `%` times 100 with a % sign. */
function written(value: unknown, percent: boolean): string | undefined {
  if (typeof value !== "number") return undefined;
  return percent ? `${Number((value * 100).toFixed(6))}%` : String(value);
}

/** The guide with every quoted figure rewritten from `core` (a field core does not set is left as it is). */
export function regenerateFigures(guide: string, core: Readonly<Record<string, unknown>>): string {
  return guide
    .replace(FIGURE, (all, field: string, pct: string | undefined) => {
      const value = written(core[field], pct !== undefined);
      return value === undefined ? all : `<!-- core:${field}${pct ?? ""} -->${value}<!-- /core -->`;
    })
    .replace(LIMIT, (all, name: string) => {
      const value = limitWritten(name);
      return value === undefined ? all : `<!-- limit:${name} -->${value}<!-- /limit -->`;
    });
}

/** The first quoted figure that is not core's, as one line naming its place, or undefined. */
export function firstFigureDrift(guide: string, core: Readonly<Record<string, unknown>>, file = "docs/modding.md"): string | undefined {
  for (const m of guide.matchAll(FIGURE)) {
    const [, field, pct, quoted] = m;
    const line = guide.slice(0, m.index).split("\n").length;
    const value = written(core[field!], pct !== undefined);
    if (value === undefined) return `${file}:${line}: the quoted figure "${field}" is no number core's [balance] sets`;
    if (value !== quoted) return `${file}:${line}: the guide quotes ${field} as ${quoted}, core sets ${value}; run npm run docs`;
  }
  for (const m of guide.matchAll(LIMIT)) {
    const [, name, quoted] = m;
    const line = guide.slice(0, m.index).split("\n").length;
    const value = limitWritten(name!);
    if (value === undefined) return `${file}:${line}: the quoted limit "${name}" is no limit the game has`;
    if (value !== quoted) return `${file}:${line}: the guide quotes the limit ${name} as ${quoted}, the game's is ${value}; run npm run docs`;
  }
  return undefined;
}
