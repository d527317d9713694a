/**
 * commands/ hold what a player can ask: each handler validates through rules/, then changes the state through effects/
 * and the model, and this table (with notNow) says in which modes each may be given.
 */
import { assignPoints, type AssignPointsCommand } from "./assign-points.js";
import { buy, type BuyCommand } from "./buy.js";
import { chooseDialog, type ChooseDialogCommand } from "./choose-dialog.js";
import { descend, type DescendCommand } from "./descend.js";
import { drop, type DropCommand } from "./drop.js";
import { dropMany, type DropManyCommand } from "./drop-many.js";
import { junk, type JunkCommand } from "./junk.js";
import { equip, type EquipCommand } from "./equip.js";
import { leave, type LeaveCommand } from "./leave.js";
import { pickUp, type PickUpCommand } from "./pick-up.js";
import { sell, type SellCommand } from "./sell.js";
import { talk, type TalkCommand } from "./talk.js";
import { unequip, type UnequipCommand } from "./unequip.js";
import { useItem, type UseItemCommand } from "./use-item.js";
import { move, type MoveCommand } from "./move.js";
import { rest, type RestCommand } from "./rest.js";
import { run, type RunCommand } from "./run.js";
import { useAbilityCommand, type UseAbilityCommand } from "./use-ability.js";
import { give, type GiveCommand } from "./give.js";
import { setAttribute, type SetAttributeCommand } from "./set-attribute.js";
import { spawn, type SpawnCommand } from "./spawn.js";
import type { GameState } from "../state.js";
import { modeOf, NOT_NOW } from "../modes.js";
import type { CommandModule } from "./types.js";

/** Everything a player (or a script) can ask the game to do: plain, cloneable data. */
export type Command =
  | MoveCommand
  | RunCommand
  | DescendCommand
  | RestCommand
  | UseAbilityCommand
  | PickUpCommand
  | EquipCommand
  | UnequipCommand
  | DropCommand
  | DropManyCommand
  | JunkCommand
  | UseItemCommand
  | TalkCommand
  | ChooseDialogCommand
  | LeaveCommand
  | BuyCommand
  | SellCommand
  | AssignPointsCommand
  | GiveCommand
  | SpawnCommand
  | SetAttributeCommand;
export type CommandKind = Command["kind"];

/** One module per command: its handler and its line form. */
export const COMMANDS: { readonly [K in CommandKind]: CommandModule<Extract<Command, { kind: K }>> } = {
  move,
  run,
  descend,
  rest,
  use_ability: useAbilityCommand,
  pickup: pickUp,
  equip,
  unequip,
  drop,
  drop_many: dropMany,
  junk,
  use_item: useItem,
  talk,
  choose_dialog: chooseDialog,
  leave,
  buy,
  sell,
  assign_points: assignPoints,
  give,
  spawn,
  set_attribute: setAttribute,
};

/** Why a command cannot be given in the mode the hero is in, or undefined when it can. */
export function notNow(state: GameState, command: Command): string | undefined {
  const module = Object.hasOwn(COMMANDS, command.kind) ? COMMANDS[command.kind as CommandKind] : undefined;
  if (!module) return `There is no command "${String(command.kind)}".`;
  const mode = modeOf(state);
  return module.modes.includes(mode) ? undefined : NOT_NOW[mode];
}

export type { CommandContext, HandlerResult, LineForm } from "./types.js";
