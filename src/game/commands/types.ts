import type { FloorBuilder } from "../floor.js";
import type { RuleContext } from "../rules/context.js";
import type { Command } from "./index.js";

/** What a handler works with: the rules' context plus the floor builder (for descending). */
export interface CommandContext extends RuleContext {
  readonly buildFloor: FloorBuilder;
}

/**
 * A handler's answer: done (the turn goes on), rejected (nothing changed, no turn), or an
 * alternate command to run instead. `fled` ends the turn at once: the fight is over.
 */
export type HandlerResult =
  | { readonly kind: "done"; readonly turns?: number; readonly fled?: boolean }
  | { readonly kind: "rejected"; readonly reason: string }
  | { readonly kind: "alternate"; readonly command: Command };

/** How a command is written in a `rustkeep run` script. */
export interface LineForm<C extends { readonly kind: string }> {
  readonly verb: string;
  readonly usage: string;
  /** The words after the verb → the command, or an error message. */
  readonly parse: (args: readonly string[]) => C | string;
  readonly format: (command: C) => string;
}

export interface CommandModule<C extends Command> {
  readonly handle: (command: C, ctx: CommandContext) => HandlerResult;
  readonly line: LineForm<C>;
  /** Whether the command can be given during a fight (the menu's commands); default: no. */
  readonly inCombat?: boolean;
}
