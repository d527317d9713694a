import { parseDirection, type Direction } from "../../lib/direction.js";
import type { LineForm } from "./types.js";

/** The line form of a command that takes nothing: `descend`, `rest`. */
export function bareLine<K extends string>(verb: K, summary: string): LineForm<{ readonly kind: K }> {
  return {
    verb,
    usage: verb,
    summary,
    parse: (args) => (args.length === 0 ? { kind: verb } : `${verb} takes no arguments`),
    format: () => verb,
  };
}

/** The line form of a command that takes one direction: `move ne`, `run s`. */
export function directionLine<K extends string>(verb: K, summary: string): LineForm<{ readonly kind: K; readonly dir: Direction }> {
  return {
    verb,
    usage: `${verb} <n|ne|e|se|s|sw|w|nw>`,
    summary,
    parse(args) {
      const dir = args.length === 1 ? parseDirection(args[0]!) : undefined;
      return dir ? { kind: verb, dir } : `${verb} takes one direction: n, ne, e, se, s, sw, w or nw`;
    },
    format: (c) => `${verb} ${c.dir}`,
  };
}

/** A typed item: a whole number is a uid, any other word an item id (its first instance the hero has). */
export function itemWord(word: string): number | string {
  return /^\d+$/.test(word) ? Number(word) : word;
}

/** A whole number from 0 written in a line, or undefined. */
export function wholeWord(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : undefined;
}
