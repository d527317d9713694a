import type { Registries } from "../../content/registries.js";
import type { Rng } from "../../lib/rng.js";
import type { FloorBuilder } from "../floor.js";
import type { GameEvent } from "../outcome.js";
import type { GameState } from "../state.js";
import type { Command } from "./index.js";

/** What a handler works with: the state to change, the data, randomness, and where to report. */
export interface CommandContext {
  readonly state: GameState;
  readonly registries: Registries;
  readonly rng: Rng;
  readonly buildFloor: FloorBuilder;
  readonly emit: (event: GameEvent) => void;
  readonly log: (line: string) => void;
}

/**
 * A handler's answer: done (the turn passes), rejected (nothing changed, no turn), or an
 * alternate command to run instead (walking into an enemy becomes an attack).
 */
export type HandlerResult =
  | { readonly kind: "done"; readonly turns?: number }
  | { readonly kind: "rejected"; readonly reason: string }
  | { readonly kind: "alternate"; readonly command: Command };

/** How a command is written in a `rustkeep run` script. */
export interface LineForm<C extends Command> {
  readonly verb: string;
  readonly usage: string;
  /** The words after the verb → the command, or an error message. */
  readonly parse: (args: readonly string[]) => C | string;
  readonly format: (command: C) => string;
}

export interface CommandModule<C extends Command> {
  readonly handle: (command: C, ctx: CommandContext) => HandlerResult;
  readonly line: LineForm<C>;
}
