import type { Registries } from "../content/registries.js";
import { createGame, Game, type Command, type Floor, type FloorBuilder } from "../game/index.js";
import { bars, gold, levelProgress, modeOf } from "../game/queries/index.js";
import type { ScriptHost } from "../content/script-port.js";
import { Explorer } from "./explore.js";
import { fightCommand } from "./fight.js";
import { Habits } from "./habits.js";
import type { Policy } from "./policies.js";
import type { FloorRecord, RunRecord } from "./record.js";

/** Where a run stops when the bot gets nowhere: turns in all, on one floor, and refusals in a row. */
export interface Caps {
  readonly turns: number;
  readonly floorTurns: number;
  readonly refusals: number;
}

export const DEFAULT_CAPS: Caps = { turns: 20_000, floorTurns: 4_000, refusals: 20 };

/** One bot run to play. `onTurn` sees the game after every turn that passed (the long-play test checks invariants there). */
export interface RunPlan {
  readonly seed: string;
  readonly options: readonly string[];
  readonly policy: Policy;
  readonly buildFloor: FloorBuilder;
  /** The load's script engine, handed to the game beside the floor builder (absent: no mod has scripts). */
  readonly scripts?: ScriptHost;
  readonly caps?: Caps;
  readonly onTurn?: (game: Game, command: Command) => void;
  /** Time spent in `Game.execute` is added here (the bench splits rules from planning). */
  readonly clock?: { rules: number };
}

/**
 * Plays one whole run: creates the hero, then each turn asks the game what is going on
 * (mode, queries, what the map shows), picks a command by the policy and hands it to
 * `Game.execute`, until the run is won, lost, or stuck. The bot never writes the state.
 */
export function playRun(registries: Registries, plan: RunPlan): RunRecord {
  const caps = plan.caps ?? DEFAULT_CAPS;
  const services = { buildFloor: plan.buildFloor, scripts: plan.scripts };
  const made = createGame(registries, { seed: plan.seed, name: "Bot", options: plan.options }, services);
  if (!(made instanceof Game)) throw new Error(`cannot create a hero of ${plan.options.join(" ")}: ${made.error}`);
  const game = made;
  const state = game.state;
  const record: RunRecord = {
    seed: plan.seed,
    options: [...plan.options],
    outcome: "stuck",
    cause: "",
    turns: 0,
    floor: state.floor.number,
    floors: [],
    abilityUses: {},
    itemUses: {},
    bossesMet: [],
  };
  const bossTag = registries.balance.boss_tag;
  let floor: Floor | undefined;
  let explorer: Explorer | undefined;
  let habits: Habits | undefined;
  let floorStart = 0;
  let refusals = 0;
  // Set when an outcome says the hero reached another floor (the first is met at the start).
  let entered = false;
  const clock = plan.clock;
  while (!state.over) {
    if (!floor || entered) {
      entered = false;
      floor = state.floor;
      explorer = new Explorer(floor);
      habits = new Habits(registries, plan.policy, explorer, habits);
      floorStart = state.turn;
      record.floors.push(arrival(game, registries));
    }
    if (state.turn >= caps.turns || state.turn - floorStart >= caps.floorTurns) {
      record.cause = `turn cap on floor ${floor.number}`;
      break;
    }
    const mode = modeOf(state);
    if (mode === "fighting" && bossTag) {
      for (const e of state.enemies) {
        if (e.def && !record.bossesMet.includes(e.def) && registries.creatures.tryGet(e.def)?.tags.includes(bossTag))
          record.bossesMet.push(e.def);
      }
    }
    const command: Command | undefined =
      mode === "fighting" ? fightCommand(state, registries, plan.policy, plan.scripts) : habits!.next(state);
    if (!command) {
      record.cause = `nowhere to go on floor ${floor.number}`;
      break;
    }
    const used =
      command.kind === "use_item" ? state.player.inventory.find((i) => i.uid === command.item || i.def === command.item)?.def : undefined;
    const started = clock ? performance.now() : 0;
    const outcome = game.execute(command, registries);
    if (clock) clock.rules += performance.now() - started;
    if (outcome.kind === "rejected") {
      habits!.refused(command, state);
      if (++refusals >= caps.refusals) {
        record.cause = `refused: ${outcome.reason}`;
        break;
      }
      continue;
    }
    refusals = 0;
    entered = outcome.changes.floorEntered !== undefined;
    if (command.kind === "use_ability") record.abilityUses[command.ability] = (record.abilityUses[command.ability] ?? 0) + 1;
    if (used) record.itemUses[used] = (record.itemUses[used] ?? 0) + 1;
    plan.onTurn?.(game, command);
  }
  if (state.over) {
    record.outcome = state.over.outcome;
    record.cause = state.over.cause;
  }
  record.turns = state.turn;
  record.floor = state.floor.number;
  record.floors.forEach((f, i) => (f.turns = (record.floors[i + 1]?.arrivedAt ?? state.turn) - f.arrivedAt));
  return record;
}

/** What the hero brings to a new floor. */
function arrival(game: Game, registries: Registries): FloorRecord {
  const { state } = game;
  const hero = state.player;
  const max = Math.max(1, bars(hero, registries, state).maxHealth);
  const level = levelProgress(state, registries).level;
  return {
    number: state.floor.number,
    health: hero.health,
    healthShare: hero.health / max,
    gold: gold(state, registries),
    level,
    arrivedAt: state.turn,
    turns: 0,
  };
}
