import type { Registries } from "../content/registries.js";
import { Rng } from "../lib/rng.js";
import { runActions } from "./effects/run-actions.js";
import { countedAttribute } from "./attributes.js";
import { putOn } from "./equipment.js";
import { itemName } from "./items.js";
import { packCapacity } from "./pack.js";
import { layDown } from "./piles.js";
import { reveal } from "./floor.js";
import { noteFloor } from "./floor-turns.js";
import { Game } from "./game.js";
import type { GameServices } from "./services.js";
import type { Creature, Difficulty, GameState } from "./state.js";
import { minOf } from "../lib/arrays.js";

/** The name a hero gets when nobody names it: the creation screen's Enter, a script's `create` without `name=`. */
export const DEFAULT_HERO_NAME = "Wanderer";

/** What character creation decided. */
export interface NewRun {
  readonly seed: string;
  readonly name: string;
  /** One or more option ids per category, as each category's `pick` asks. */
  readonly options: readonly string[];
  /** The run's difficulty; absent is `normal`. */
  readonly difficulty?: Difficulty;
  /** A wizard run (`--wizard`): wizard commands work in it. */
  readonly wizard?: boolean;
  /** The floor to start on (`--floor N`); absent: the lowest-numbered floor. The caller has checked the loaded mods define it. */
  readonly floor?: number;
}

/** Why a set of choices cannot make a hero (unknown option, wrong number picked …). */
export function choiceProblems(registries: Registries, options: readonly string[]): string[] {
  const problems: string[] = [];
  for (const id of options) if (!registries.options.has(id)) problems.push(`unknown option "${id}"`);
  for (const category of registries.option_categories.all()) {
    const chosen = options.filter((id) => registries.options.tryGet(id)?.category === category.id).length;
    if (chosen !== category.pick) problems.push(`${category.name}: pick ${category.pick}, got ${chosen}`);
  }
  return problems;
}

/**
 * Starting gear is worn where its slot is free: after `on_create`, each pack item with a
 * slot nobody wears yet is put on, first come first served (one of a stack). Health is
 * set after, so the hero starts at the full health the gear gives.
 */
function wearStartingGear(state: GameState, registries: Registries): void {
  for (const item of [...state.player.inventory]) {
    const slot = registries.items.tryGet(item.def)?.slot;
    if (slot !== undefined && !Object.hasOwn(state.player.equipment, slot)) putOn(state, registries, item.uid);
  }
}

/**
 * Starts a run: builds floor 1, makes the hero from the balance's starting values and
 * the chosen options, runs the options' `on_create` actions (starting gear) and puts on
 * what can be worn. The game keeps `services` (the floor builder, the script engine) for its turns.
 */
export function createGame(registries: Registries, run: NewRun, services: GameServices): Game | { error: string } {
  const problems = choiceProblems(registries, run.options);
  if (problems.length) return { error: problems.join("; ") };
  const rng = Rng.fromSeed(run.seed);
  const numbers = registries.floors.all().map((f) => f.number);
  const floor = services.buildFloor(registries, run.floor ?? (numbers.length ? minOf(numbers) : 1), run.seed);
  if (!floor)
    return { error: run.floor === undefined ? "the loaded mods define no floor" : `the loaded mods define no floor ${run.floor}` };
  const b = registries.balance;
  const hero: Creature = {
    id: "hero",
    name: run.name,
    base: {
      strength: b.hero_base_stats,
      dexterity: b.hero_base_stats,
      constitution: b.hero_base_stats,
      intelligence: b.hero_base_stats,
      charisma: b.hero_base_stats,
      max_health: b.hero_max_health,
      max_stamina: b.hero_max_stamina,
      carry_capacity: b.hero_carry_capacity,
      level: 1,
    },
    options: [...run.options],
    health: 0,
    stamina: 0,
    inventory: [],
    equipment: {},
    modifiers: [],
    cooldowns: {},
    pos: [...floor.entrance],
  };
  const log: string[] = [];
  const state: GameState = {
    seed: run.seed,
    turn: 0,
    rng: rng.state(),
    player: hero,
    enemies: [],
    floor,
    quests: {},
    exp: 0,
    unspent_points: 0,
    next_uid: 1,
    log,
    // Only an easy run records it: a normal run's state (and save) is what it was before modes.
    ...(run.difficulty === "easy" ? { difficulty: "easy" as const } : {}),
    ...(run.wizard ? { wizard: true as const } : {}),
  };
  // Creation is not a turn: its actions set the hero up, and their events and lines go
  // nowhere (a "You receive …" per starting item would bury the welcome; the inventory lists the kit).
  const ctx = { state, registries, rng, scripts: services.scripts, emit: () => {}, log: () => {} };
  // The pack's rule applies once the gear is on: what can be worn takes no place in it.
  hero.base.carry_capacity = Number.MAX_SAFE_INTEGER;
  for (const id of run.options) runActions(registries.options.get(id).on_create, { self: hero, defaultTo: "self" }, ctx);
  wearStartingGear(state, registries);
  hero.base.carry_capacity = b.hero_carry_capacity;
  const over = hero.inventory.splice(packCapacity(hero, registries, state));
  if (over.length) {
    layDown(floor, hero.pos, over, registries, true);
    log.push(
      `Your pack is full: ${over.map((i) => itemName(registries, i)).join(", ")} ${over.length === 1 ? "lies" : "lie"} at your feet.`,
    );
  }
  hero.health = countedAttribute(hero, "max_health", registries, state);
  hero.stamina = countedAttribute(hero, "max_stamina", registries, state);
  const title = run.options.map((id) => registries.options.get(id).name).join(" ");
  log.unshift(
    `Welcome, ${run.name} the ${title}. You stand on floor ${floor.number}.${state.difficulty === "easy" ? " (easy mode)" : ""}${state.wizard ? " (wizard mode)" : ""}`,
  );
  reveal(floor, floor.entrance[0], floor.entrance[1]);
  noteFloor(state);
  state.rng = rng.state();
  return new Game(state, services);
}
