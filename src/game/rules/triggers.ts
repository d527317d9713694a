import type { EventName } from "../../content/catalog.js";
import type { Registries } from "../../content/registries.js";
import type { OptionDef } from "../../content/schemas/index.js";
import { roomAt } from "../floor.js";
import type { GameEvent } from "../outcome.js";
import type { Creature, GameState } from "../state.js";
import { runActions } from "./actions.js";
import { conditionsHold } from "./conditions.js";
import { creatureById, type RuleContext } from "./context.js";

type Trigger = OptionDef["triggers"][number];

/** Events whose triggers sit on the one who acted; all others on the one it happened to. */
const ON_SOURCE: ReadonlySet<EventName> = new Set(["attack_hit", "ability_used", "item_picked_up", "item_used"]);

/** Every trigger a creature carries, found by searching (no index): options, equipment, modifiers, its definition. */
export function* triggersOf(creature: Creature, state: GameState, registries: Registries, event?: EventName): Generator<Trigger> {
  for (const id of creature.options) yield* registries.options.tryGet(id)?.triggers ?? [];
  for (const item of Object.values(creature.equipment)) yield* registries.items.tryGet(item.def)?.triggers ?? [];
  for (const active of creature.modifiers) {
    // A modifier put on this turn starts ticking next turn: its first turn is not a whole turn.
    if (active.since === state.turn && (event === "turn_started" || event === "turn_ended")) continue;
    yield* registries.modifiers.tryGet(active.id)?.triggers ?? [];
  }
  if (creature.def) yield* registries.creatures.tryGet(creature.def)?.triggers ?? [];
  if (creature === state.player) {
    // A room's triggers act through the hero while the hero is in it.
    const room = roomAt(state.floor, creature.pos[0], creature.pos[1]);
    if (room) yield* registries.prefabs.tryGet(room.prefab)?.triggers ?? [];
  }
}

/** Runs the triggers an event reaches. In a trigger, self is the carrier; the other party is the target. */
export function fireTriggers(event: GameEvent, ctx: RuleContext): void {
  const carrierId = ON_SOURCE.has(event.type) ? event.source : event.target;
  const carrier = creatureById(ctx.state, carrierId);
  if (!carrier) return;
  const other = creatureById(ctx.state, carrierId === event.source ? event.target : event.source);
  const others = other === carrier ? undefined : other;
  // Collect first: a trigger may add or remove modifiers, which must not change this list mid-walk.
  const triggers = [...triggersOf(carrier, ctx.state, ctx.registries, event.type)].filter((t) => t.on === event.type);
  for (const trigger of triggers) {
    const scope = { state: ctx.state, registries: ctx.registries, rng: ctx.rng, self: carrier, other: others, event };
    if (!conditionsHold(trigger.condition, scope)) continue;
    if (trigger.chance !== undefined && !ctx.rng.chance(trigger.chance)) continue;
    runActions(trigger.actions, { self: carrier, other: others, defaultTo: "self" }, ctx);
  }
}

/**
 * The turn's events, first in first out. Draining runs each event's triggers, which may
 * queue more; past `events_per_turn` the rest is dropped, with one log line.
 */
export class EventQueue {
  readonly #items: GameEvent[] = [];
  #head = 0;
  #handled = 0;
  #capped = false;

  push(event: GameEvent): void {
    this.#items.push(event);
  }

  /** The events handled this turn, in order (for the outcome); dropped ones are not among them. */
  get handled(): readonly GameEvent[] {
    return this.#items.slice(0, this.#handled);
  }

  drain(ctx: RuleContext): void {
    const cap = ctx.registries.balance.events_per_turn;
    while (this.#head < this.#items.length) {
      if (this.#handled >= cap) {
        if (!this.#capped) ctx.log(`(${this.#items.length - this.#head} more events this turn were dropped: the limit is ${cap})`);
        this.#capped = true;
        this.#head = this.#items.length;
        return;
      }
      const event = this.#items[this.#head++]!;
      this.#handled++;
      fireTriggers(event, ctx);
    }
  }
}
