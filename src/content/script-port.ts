import type { AttributeName } from "./catalog.js";

/** Whom a script's fact asks about: the carrier or the other party, as in a condition's `of`. */
export type ScriptWho = "self" | "target";

/**
 * What a script may read, each answered by the code the condition evaluator uses
 * (`FACTS` in rules/conditions.ts). A fact about a party that is not there answers
 * as a condition would: nothing held, nothing counted.
 */
export interface ScriptFacts {
  attribute(who: ScriptWho, name: AttributeName): number | undefined;
  health(who: ScriptWho): number | undefined;
  has_modifier(who: ScriptWho, id: string): boolean;
  has_item(who: ScriptWho, id: string): boolean;
  has_tag(who: ScriptWho, tag: string): boolean;
  quest_state(quest: string): "not_started" | "active" | "completed";
  in_combat(): boolean;
  /** A draw from the game's RNG: its state is in the save, so a reload never re-rolls. */
  rand(): number;
}

/** A creature as a script sees it: a copy made for the call, never the game's own object. */
export interface ScriptCreature {
  readonly id: string;
  readonly def: string | null;
  readonly name: string;
  readonly health: number;
  readonly stamina: number;
}

/** Plain data handed to one call (copied per call, so a script cannot reach game state). */
export interface ScriptInput {
  readonly self: ScriptCreature;
  readonly target: ScriptCreature | null;
  readonly event: {
    readonly type: string;
    readonly source: string | null;
    readonly target: string | null;
    readonly data: Readonly<Record<string, string | number>>;
  } | null;
  readonly args: Readonly<Record<string, unknown>>;
  readonly floor: number;
  readonly turn: number;
}

/** One call's answer: the actions it asked for (not yet checked), or why it was stopped (`file:line:col: message`). */
export type ScriptResult = { readonly ok: true; readonly actions: readonly unknown[] } | { readonly ok: false; readonly error: string };

/**
 * What the scripts of one command (a turn) have spent so far, counted by the engine: steps of
 * the interpreter and elements touched by built-in methods. The engine refuses a call once the
 * turn's allowance is gone, so a turn's scripts are bounded together, not only each call.
 */
export interface ScriptTurn {
  steps: number;
  work: number;
}

/**
 * Runs a mod's compiled script. The game knows only this interface: the engine behind it
 * (QuickJS in WebAssembly, `src/script/`) is swappable and never sees the game's state.
 */
export interface ScriptHost {
  /** Whether a script of this id was compiled (a lost one is not). */
  has(id: string): boolean;
  /** Runs one call; `turn` (when given) is charged with what it spent and limits what it may. */
  run(id: string, input: ScriptInput, facts: ScriptFacts, turn?: ScriptTurn): ScriptResult;
}
