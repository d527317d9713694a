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
