import { descend, type DescendCommand } from "./descend.js";
import { move, type MoveCommand } from "./move.js";
import { rest, type RestCommand } from "./rest.js";
import { run, type RunCommand } from "./run.js";
import { useAbilityCommand, type UseAbilityCommand } from "./use-ability.js";
import type { CommandModule } from "./types.js";

/** Everything a player (or a script) can ask the game to do: plain, cloneable data. */
export type Command = MoveCommand | RunCommand | DescendCommand | RestCommand | UseAbilityCommand;
export type CommandKind = Command["kind"];

/** One module per command: its handler and its line form. */
export const COMMANDS: { readonly [K in CommandKind]: CommandModule<Extract<Command, { kind: K }>> } = {
  move,
  run,
  descend,
  rest,
  use_ability: useAbilityCommand,
};

export type { CommandContext, HandlerResult, LineForm } from "./types.js";
