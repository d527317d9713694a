import type { CommandModule } from "./types.js";

/** Let a turn pass without doing anything. */
export interface RestCommand {
  readonly kind: "rest";
}

export const rest: CommandModule<RestCommand> = {
  handle: () => ({ kind: "done" }),
  line: {
    verb: "rest",
    usage: "rest",
    parse: (args) => (args.length === 0 ? { kind: "rest" } : "rest takes no arguments"),
    format: () => "rest",
  },
};
