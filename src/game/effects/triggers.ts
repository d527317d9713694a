import type { EventName } from "../../content/catalog.js";
import type { Registries } from "../../content/registries.js";
import type { Trigger } from "../../content/schemas/index.js";
import { visitCarried } from "../carried.js";
import { npcById } from "../npcs.js";
import type { GameEvent } from "../outcome.js";
import { advanceQuests } from "./advance-quests.js";
import type { Creature, GameState } from "../state.js";
import { runActions } from "./run-actions.js";
import { conditionsHold } from "../rules/conditions.js";
import { creatureById, type RuleContext } from "../rules/context.js";

/** Events whose triggers sit on the one who acted; all others on the one it happened to. */
const ON_SOURCE: ReadonlySet<EventName> = new Set(["attack_hit", "ability_used", "item_picked_up", "item_used"]);

/** A trigger and the name of what carries it (its health changes are logged under that name). */
interface CarriedTrigger {
  readonly trigger: Trigger;
  readonly cause: string;
}

/**
 * The triggers a creature carries for one event, found by searching everything it
 * carries (no index). A named modifier put on this turn does not tick yet: its first
 * turn is not a whole turn. Collected into a list before any runs: a trigger may add or
 * remove modifiers, which must not change the list mid-walk. (One walk and a plain list,
 * not a generator over a copied list: this runs for every event of every turn.)
 */
function triggersOf(creature: Creature, state: GameState, registries: Registries, event: EventName): CarriedTrigger[] {
  const ticking = event === "turn_started" || event === "turn_ended";
  const found: CarriedTrigger[] = [];
  visitCarried(creature, registries, state, (s) => {
    if (s.triggers.length === 0) return;
    if (ticking && s.kind === "modifier" && creature.modifiers.find((m) => m.id === s.id)?.since === state.turn) return;
    for (const trigger of s.triggers) if (trigger.on === event) found.push({ trigger, cause: s.name });
  });
  return found;
}

/**
 * Runs the triggers an event reaches. In a trigger, self is the carrier; the other party is
 * the target. An NPC carries its definition's triggers (`npc_talked` is the event that
 * happens to it); having no body, it acts on the hero: self and target are both the hero.
 */
function fireTriggers(event: GameEvent, ctx: RuleContext): void {
  const carrierId = ON_SOURCE.has(event.type) ? event.source : event.target;
  const carrier = creatureById(ctx.state, carrierId);
  if (!carrier) {
    const npc = npcById(ctx.state, ctx.registries, carrierId);
    const talker = creatureById(ctx.state, event.source);
    const triggers = npc?.def.triggers.filter((t) => t.on === event.type).map((trigger) => ({ trigger, cause: npc.def.name }));
    if (talker && triggers) runTriggers(triggers, talker, talker, event, ctx);
    return;
  }
  const other = creatureById(ctx.state, carrierId === event.source ? event.target : event.source);
  runTriggers(triggersOf(carrier, ctx.state, ctx.registries, event.type), carrier, other === carrier ? undefined : other, event, ctx);
}

function runTriggers(
  triggers: readonly CarriedTrigger[],
  self: Creature,
  other: Creature | undefined,
  event: GameEvent,
  ctx: RuleContext,
): void {
  for (const { trigger, cause } of triggers) {
    const scope = { state: ctx.state, registries: ctx.registries, rng: ctx.rng, self, other, event };
    if (!conditionsHold(trigger.condition, scope)) continue;
    if (trigger.chance !== undefined && !ctx.rng.chance(trigger.chance)) continue;
    runActions(trigger.actions, { self, other, defaultTo: "self", cause: { name: cause }, event }, ctx);
  }
}

/**
 * The turn's events, first in first out. Draining runs each event's triggers, which may
 * queue more, and counts it for the active quests; past `events_per_turn` the rest is dropped, with one log line.
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
      // Quests count only handled events: a dropped one did not happen, nor did a refused command's.
      advanceQuests(event, ctx);
    }
  }
}
