import type { LineForm } from "./types.js";

const WHOLE = /^[0-9]+$/;

/** A whole number ≥ 1 as a person types it (`3`), or undefined. */
export function countWord(word: string | undefined): number | undefined {
  if (word === undefined || !WHOLE.test(word)) return undefined;
  const n = Number(word);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** A command that names one thing by number or by item id, and optionally how many: `buy 2`, `sell core:antidote 3`. */
type Named<K extends string, N extends string> = { readonly kind: K; readonly item?: string; readonly count?: number } & {
  readonly [P in N]?: number;
};

/**
 * The line form `<verb> <number|item id> [count]`: a number is the `numberField`, anything
 * else an item id (a bare name resolves like every typed id).
 */
export function namedLine<K extends string, N extends string>(
  verb: K,
  numberField: N,
  what: string,
  summary: string,
): LineForm<Named<K, N>> {
  const usage = `${verb} <${what}|item id> [count]`;
  return {
    verb,
    usage,
    summary,
    ids: { item: "items" } as LineForm<Named<K, N>>["ids"],
    parse(args) {
      const [name, countText, ...rest] = args;
      const count = countWord(countText);
      if (!name || rest.length || (countText !== undefined && count === undefined))
        return `${verb} takes a ${what} or an item id, and optionally a count from 1: ${usage}`;
      const number = WHOLE.test(name) ? countWord(name) : undefined;
      if (WHOLE.test(name) && number === undefined) return `the ${what} is a whole number from 1`;
      const named = number === undefined ? { item: name } : { [numberField]: number };
      return { kind: verb, ...named, ...(count === undefined ? {} : { count }) } as Named<K, N>;
    },
    format: (c) => [verb, c.item ?? String(c[numberField]), ...(c.count === undefined ? [] : [String(c.count)])].join(" "),
  };
}
