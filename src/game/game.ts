import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import { Rng } from "../lib/rng.js";
import { attribute } from "./attributes.js";
import { COMMANDS, notNow, type Command, type CommandContext, type HandlerResult } from "./commands/index.js";
import type { Happened, Outcome } from "./outcome.js";
import type { GameServices } from "./services.js";
import { needsWizard } from "./commands/wizard-lines.js";
import { EventQueue } from "./effects/triggers.js";
import { gainLevels } from "./rules/progression.js";
import { boundLog, cappedLine, keepLines } from "./log-lines.js";
import { endTurn, enemiesAct, startTurn } from "./turn.js";
import type { Creature, GameState } from "./state.js";
import { changesSince, nothingChanged, turnStart } from "./turn-changes.js";

/**
 * The game: one serialisable state tree and the one place a turn ends. Registries are
 * handed in with every call, never stored.
 */
export class Game {
  /** `services` (the floor builder, the script engine) are tools, not state: they stay out of the tree. */
  constructor(
    readonly state: GameState,
    readonly services: GameServices,
  ) {
    boundLog(state.log);
  }

  /** Current value of an attribute, from every source including others' auras (no cache). */
  attribute(creature: Creature, name: AttributeName, registries: Registries): number {
    return attribute(creature, name, registries, this.state);
  }

  /**
   * Runs one command as a whole turn: the hero's action, then every enemy's in initiative
   * order, then modifiers and cooldowns tick, then the event queue drains, then the dead
   * are removed and the enemies announce their next move. A rejected command changes
   * nothing and costs no turn. The outcome says what the command changed (see `TurnChanges`).
   */
  execute(command: Command, registries: Registries): Outcome {
    const start = turnStart(this.state);
    const happened = this.#run(command, registries);
    const changes = happened.kind === "rejected" ? nothingChanged(start) : changesSince(start, this.state);
    // Written out, not spread: copying the outcome by spread cost ~2 µs a move (a third of a turn).
    return happened.kind === "rejected"
      ? { kind: "rejected", reason: happened.reason, events: happened.events, messages: happened.messages, changes }
      : { kind: "turn_passed", events: happened.events, messages: happened.messages, changes };
  }

  /** The command's own work, before `execute` measures what it changed. */
  #run(command: Command, registries: Registries): Happened {
    if (this.state.over) return rejected("The run is over.");
    const refusal = notNow(this.state, command);
    if (refusal) return rejected(refusal);
    // Work on a copy of the random state: a rejected command must not have used it up.
    const rng = Rng.fromState(this.state.rng);
    const queue = new EventQueue();
    const messages: string[] = [];
    const ctx: CommandContext = {
      state: this.state,
      registries,
      rng,
      buildFloor: this.services.buildFloor,
      scripts: this.services.scripts,
      emit: (e) => queue.push(e),
      // Capped here, so the outcome's lines (what the UI and `run` show) are the log's.
      log: (line) => messages.push(cappedLine(line)),
      work: { actions: 0 },
    };
    if (COMMANDS[command.kind].wizard) return this.#wizard(command, ctx, rng, messages);
    if (COMMANDS[command.kind].timeless) return this.#outsideTime(command, ctx, rng, messages);
    const fightBefore = this.state.combat !== undefined;
    startTurn(ctx);
    const result = handle(command, ctx);
    if (result.kind !== "done") return rejected(result.reason);
    // Enemies act only in a fight that was already on: those who just met the hero have only announced.
    if (fightBefore && !result.fled) enemiesAct(ctx);
    endTurn(ctx, queue);
    gainLevels(ctx);
    this.state.turn += result.turns ?? 1;
    this.#keep(rng, messages);
    return { kind: "turn_passed", events: queue.handled, messages };
  }

  /** A wizard command: only in a wizard run, and outside time (no turn passes, nobody else acts). */
  #wizard(command: Command, ctx: CommandContext, rng: Rng, messages: string[]): Happened {
    if (!this.state.wizard) return rejected(needsWizard(COMMANDS[command.kind].line.verb));
    return this.#outsideTime(command, ctx, rng, messages);
  }

  /** A command outside time: no turn passes, nobody else acts, nothing ticks. */
  #outsideTime(command: Command, ctx: CommandContext, rng: Rng, messages: string[]): Happened {
    const result = handle(command, ctx);
    if (result.kind !== "done") return rejected(result.reason);
    this.#keep(rng, messages);
    return { kind: "turn_passed", events: [], messages };
  }

  /** What a command that went through leaves: the random state it used, its lines in the log. */
  #keep(rng: Rng, messages: readonly string[]): void {
    this.state.rng = rng.state();
    keepLines(this.state.log, messages);
  }
}

function rejected(reason: string): Happened {
  return { kind: "rejected", reason, events: [], messages: [] };
}

function handle(command: Command, ctx: CommandContext): HandlerResult {
  const module = COMMANDS[command.kind] as { handle: (c: Command, ctx: CommandContext) => HandlerResult };
  return module.handle(command, ctx);
}
