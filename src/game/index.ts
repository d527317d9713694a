export { Game, LOG_LIMIT } from "./game.js";
export { createGame, choiceProblems, DEFAULT_HERO_NAME, type NewRun } from "./create.js";
export { attribute } from "./attributes.js";
export { carried, type CarriedSource, type SourceKind } from "./carried.js";
export { COMMANDS, type Command, type CommandKind } from "./commands/index.js";
export { parseCommandLine, formatCommand, lineForms, typedIds } from "./line-forms.js";
export { tileAt, isWalkable, roomAt, enemiesInSight, isSeen, nextToUnseen, type FloorBuilder } from "./floor.js";
export type { Outcome, GameEvent } from "./outcome.js";
export type { GameState, Creature, ItemInstance, Floor, Room, ActiveModifier } from "./state.js";
