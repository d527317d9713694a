/**
 * The root of game/ holds the model every layer shares (the state tree and the helpers that read and change it: attributes,
 * carried things, inventory, piles, the floor, wording) and the top that drives the layers (the Game and its turn, a new
 * run, typed command lines), and this file is, with queries/index.ts, the only door code outside game/ comes in by.
 *
 * Inside, from the bottom: the model, rules/, effects/, commands/, then the top; queries/ read beside commands/. Each
 * folder's job is the sentence at the top of its index.ts; scripts/layers/game.cjs checks them.
 */

// The game, a new run, what a turn tells.
export { Game } from "./game.js";
export type { GameServices } from "./services.js";
export { createGame, choiceProblems, DEFAULT_HERO_NAME, type NewRun } from "./create.js";
export type { Outcome, GameEvent, TurnChanges } from "./outcome.js";
export { arrivalChanges } from "./turn-changes.js";

// Commands and the lines that type them (the runner, scripts, the UI's key map).
export { COMMANDS, type Command, type CommandKind } from "./commands/index.js";
export { parseCommandLine, formatCommand, lineForms, typedIds } from "./line-forms.js";
export { needsWizard } from "./commands/wizard-lines.js";

// The state tree, as a save holds it.
export type { GameState, Creature, ItemInstance, Floor, Room, Pile, ActiveModifier, Difficulty } from "./state.js";
export type { NewItem } from "./inventory.js";
export { DIFFICULTIES, difficultyOf } from "./state.js";
export { MAX_LEVEL } from "./rules/progression.js";

// Attributes and what a creature carries.
export { attribute, countedValue } from "./attributes.js";
export { alikeKey } from "./inventory.js";
export { carried, type CarriedSource, type SourceKind } from "./carried.js";

// The floor: tiles, rooms, sight, and the builder a new floor comes from.
export { tileAt, isWalkable, roomAt, roomInside, enemiesInSight, livingEnemies, isSeen, nextToUnseen, type FloorBuilder } from "./floor.js";
export { Ways, type WayOptions } from "./rules/wayfinding.js";
export { floorsEntered } from "./floor-turns.js";

// What the generator fills a floor with: creatures, loot, a merchant's stock.
export { spawnCreature } from "./spawn.js";
export { drawLoot, extraDrawChance } from "./loot.js";
export { addToStock } from "./rules/trade.js";

// The log and the words its lines are made of.
export { LOG_LIMIT, cappedLine } from "./log-lines.js";
export { counted, possessiveOf, theName } from "./wording.js";

// What the hero learns of monsters across runs.
export { joinMemory, runMemory, type KindMemory, type MonsterMemory } from "./memory.js";
