import type { RegistryName } from "../../content/schemas/index.js";
import type { FloorBuilder } from "../floor.js";
import type { Mode } from "../modes.js";
import type { RuleContext } from "../rules/context.js";
import type { Command } from "./index.js";

/** What a handler works with: the rules' context plus the floor builder (for descending). */
export interface CommandContext extends RuleContext {
  readonly buildFloor: FloorBuilder;
}

/**
 * A handler's answer: done (the turn goes on) or rejected (nothing changed, no turn).
 * `fled` ends the turn at once: the fight is over.
 */
export type HandlerResult =
  { readonly kind: "done"; readonly turns?: number; readonly fled?: boolean } | { readonly kind: "rejected"; readonly reason: string };

/** How a command is written in a `rustkeep run` script. */
export interface LineForm<C extends { readonly kind: string }> {
  readonly verb: string;
  /** The line's shape, `move <n|ne|e|se|s|sw|w|nw>`; `rustkeep run --help` lists these. */
  readonly usage: string;
  /** What the line does, in a few words, for the same help. */
  readonly summary: string;
  /**
   * The fields that hold an id the script's author typed, and the registry each names:
   * the runner resolves them (a bare name, a typo) before the command reaches the game.
   */
  readonly ids?: { readonly [F in keyof C]?: RegistryName };
  /** The words after the verb → the command, or an error message. */
  readonly parse: (args: readonly string[]) => C | string;
  readonly format: (command: C) => string;
}

export interface CommandModule<C extends Command> {
  readonly handle: (command: C, ctx: CommandContext) => HandlerResult;
  readonly line: LineForm<C>;
  /** The modes in which the command can be given (see `modeOf`); in any other it is refused at no cost. */
  readonly modes: readonly Mode[];
  /**
   * A wizard command (`give`, `spawn`, `set`): refused unless the run is a wizard run, and
   * timeless: nobody else acts, nothing ticks, the turn count stays.
   */
  readonly wizard?: true;
  /** Outside time, in any run: nobody else acts, nothing ticks, the turn count stays (marking an item as junk). */
  readonly timeless?: true;
}

/** A refusal: nothing changed, no turn, and the reason the player reads. */
export function refuse(reason: string): HandlerResult {
  return { kind: "rejected", reason };
}
