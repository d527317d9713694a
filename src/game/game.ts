import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import { Rng } from "../lib/rng.js";
import { attribute } from "./attributes.js";
import { COMMANDS, type Command, type CommandContext, type CommandKind, type HandlerResult } from "./commands/index.js";
import type { FloorBuilder } from "./floor.js";
import type { GameEvent, Outcome } from "./outcome.js";
import type { Creature, GameState } from "./state.js";

/** How many alternate commands one command may turn into before the game gives up. */
const MAX_ALTERNATES = 4;

/** How many log lines a game keeps. */
export const LOG_LIMIT = 200;

/**
 * The game: one serialisable state tree and the one place a turn ends. Registries are
 * handed in with every call, never stored.
 */
export class Game {
  /** `buildFloor` makes the next floor on descent; it is a tool, not state, so it stays out of the tree. */
  constructor(
    readonly state: GameState,
    private readonly buildFloor: FloorBuilder,
  ) {}

  /** Current value of an attribute, from every source (no cache). */
  attribute(creature: Creature, name: AttributeName, registries: Registries): number {
    return attribute(creature, name, registries);
  }

  /** Runs one command. A rejected command changes nothing and costs no turn. */
  execute(command: Command, registries: Registries): Outcome {
    const events: GameEvent[] = [];
    const messages: string[] = [];
    const rng = Rng.fromState(this.state.rng);
    if (this.state.over) return { kind: "rejected", reason: "The run is over.", events: [], messages: [] };
    const ctx: CommandContext = {
      state: this.state,
      registries,
      rng,
      buildFloor: this.buildFloor,
      emit: (e) => events.push(e),
      log: (line) => messages.push(line),
    };
    let current = command;
    let result: HandlerResult = { kind: "rejected", reason: "nothing happened" };
    for (let i = 0; i <= MAX_ALTERNATES; i++) {
      result = handle(current, ctx);
      if (result.kind !== "alternate") break;
      current = result.command;
    }
    if (result.kind !== "done") {
      const reason = result.kind === "rejected" ? result.reason : "that leads nowhere";
      return { kind: "rejected", reason, events: [], messages: [] };
    }
    this.state.turn += result.turns ?? 1;
    this.state.rng = rng.state();
    const hero = this.state.player.id;
    const all = [{ type: "turn_started", source: hero, target: hero } as const, ...events, { type: "turn_ended", source: hero, target: hero } as const];
    this.state.log.push(...messages);
    if (this.state.log.length > LOG_LIMIT) this.state.log.splice(0, this.state.log.length - LOG_LIMIT);
    return { kind: "turn_passed", events: all, messages };
  }
}

function handle(command: Command, ctx: CommandContext): HandlerResult {
  const module = COMMANDS[command.kind as CommandKind] as { handle: (c: Command, ctx: CommandContext) => HandlerResult };
  return module.handle(command, ctx);
}
