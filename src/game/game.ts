import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import { Rng } from "../lib/rng.js";
import { attribute } from "./attributes.js";
import { COMMANDS, notNow, type Command, type CommandContext, type CommandKind, type HandlerResult } from "./commands/index.js";
import type { Outcome } from "./outcome.js";
import type { GameServices } from "./services.js";
import { needsWizard } from "./commands/wizard-lines.js";
import { EventQueue } from "./effects/triggers.js";
import { gainLevels } from "./rules/progression.js";
import { boundLog, cappedLine, keepLines } from "./log-lines.js";
import { endTurn, enemiesAct, startTurn } from "./turn.js";
import type { Creature, GameState } from "./state.js";

/** How many alternate commands one command may turn into before the game gives up. */
const MAX_ALTERNATES = 4;

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
   * nothing and costs no turn.
   */
  execute(command: Command, registries: Registries): Outcome {
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
    const result = handleWithAlternates(command, ctx);
    if (result.kind !== "done") return rejected(result.kind === "rejected" ? result.reason : "That leads nowhere.");
    // Enemies act only in a fight that was already on: those who just met the hero have only announced.
    if (fightBefore && !result.fled) enemiesAct(ctx);
    endTurn(ctx, queue);
    gainLevels(ctx);
    this.state.turn += result.turns ?? 1;
    this.#keep(rng, messages);
    return { kind: "turn_passed", events: queue.handled, messages };
  }

  /** A wizard command: only in a wizard run, and outside time (no turn passes, nobody else acts). */
  #wizard(command: Command, ctx: CommandContext, rng: Rng, messages: string[]): Outcome {
    if (!this.state.wizard) return rejected(needsWizard(COMMANDS[command.kind].line.verb));
    return this.#outsideTime(command, ctx, rng, messages);
  }

  /** A command outside time: no turn passes, nobody else acts, nothing ticks. */
  #outsideTime(command: Command, ctx: CommandContext, rng: Rng, messages: string[]): Outcome {
    const result = handleWithAlternates(command, ctx);
    if (result.kind !== "done") return rejected(result.kind === "rejected" ? result.reason : "That leads nowhere.");
    this.#keep(rng, messages);
    return { kind: "turn_passed", events: [], messages };
  }

  /** What a command that went through leaves: the random state it used, its lines in the log. */
  #keep(rng: Rng, messages: readonly string[]): void {
    this.state.rng = rng.state();
    keepLines(this.state.log, messages);
  }
}

function rejected(reason: string): Outcome {
  return { kind: "rejected", reason, events: [], messages: [] };
}

function handleWithAlternates(command: Command, ctx: CommandContext): HandlerResult {
  let current = command;
  for (let i = 0; i <= MAX_ALTERNATES; i++) {
    const module = COMMANDS[current.kind as CommandKind] as { handle: (c: Command, ctx: CommandContext) => HandlerResult };
    const result = module.handle(current, ctx);
    if (result.kind !== "alternate") return result;
    current = result.command;
  }
  return { kind: "rejected", reason: "That leads nowhere." };
}
