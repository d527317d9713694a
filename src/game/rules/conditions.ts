import type { Registries } from "../../content/registries.js";
import type { AttributeName } from "../../content/catalog.js";
import type { Condition } from "../../content/schemas/index.js";
import type { Rng } from "../../lib/rng.js";
import { attribute } from "../attributes.js";
import { tagsOf } from "../carried.js";
import type { GameEvent } from "../outcome.js";
import type { Creature, GameState } from "../state.js";

/** Who a condition looks at, and the event it may ask about (absent outside triggers). */
export interface ConditionScope {
  readonly state: GameState;
  readonly registries: Registries;
  readonly rng: Rng;
  readonly self: Creature;
  readonly other?: Creature;
  readonly event?: GameEvent;
}

/**
 * The facts conditions are decided on, one function each. Scripts read the same functions
 * (see `effects/script-facts.ts`), so a script and a condition can never disagree about a fact.
 */
export const FACTS = {
  inCombat: (state: GameState): boolean => state.enemies.length > 0,
  questState: (state: GameState, quest: string): "not_started" | "active" | "completed" => state.quests[quest]?.state ?? "not_started",
  // Attributes as the rules see them everywhere else: others' auras included.
  attribute: (who: Creature, name: AttributeName, scope: ConditionScope): number => attribute(who, name, scope.registries, scope.state),
  hasModifier: (who: Creature, id: string): boolean => who.modifiers.some((m) => m.id === id),
  hasItem: (who: Creature, id: string): boolean => [...who.inventory, ...Object.values(who.equipment)].some((i) => i.def === id),
  hasTag: (who: Creature, tag: string, scope: ConditionScope): boolean => tagsOf(who, scope.registries, scope.state).has(tag),
} as const;

function holds(c: Condition, scope: ConditionScope): boolean {
  const who = c.of === "target" ? scope.other : scope.self;
  const data = scope.event?.data ?? {};
  if (c.chance !== undefined) return scope.rng.chance(c.chance);
  if (c.in_combat !== undefined) return FACTS.inCombat(scope.state) === c.in_combat;
  if (c.quest_state !== undefined) return FACTS.questState(scope.state, c.quest_state.quest) === c.quest_state.state;
  // Payload conditions ask about the event that fired the trigger; with no event they do not hold.
  if (c.damage_type !== undefined) return data["damage_type"] === c.damage_type;
  if (c.ability !== undefined) return data["ability"] === c.ability;
  if (c.item !== undefined) return data["item"] === c.item;
  if (c.creature !== undefined) return data["creature"] === c.creature;
  if (c.prefab !== undefined) return data["prefab"] === c.prefab;
  if (c.npc !== undefined) return data["npc"] === c.npc;
  if (c.floor !== undefined) return data["floor"] === c.floor;
  if (!who) return false;
  if (c.health_below !== undefined) return who.health < c.health_below * FACTS.attribute(who, "max_health", scope);
  if (c.attribute_at_least !== undefined) return FACTS.attribute(who, c.attribute_at_least.attribute, scope) >= c.attribute_at_least.value;
  if (c.has_modifier !== undefined) return FACTS.hasModifier(who, c.has_modifier);
  if (c.has_item !== undefined) return FACTS.hasItem(who, c.has_item);
  if (c.has_tag !== undefined) return FACTS.hasTag(who, c.has_tag, scope);
  return false;
}

/** A condition list: every entry must hold (AND); `not` turns one entry around. */
export function conditionsHold(list: readonly Condition[], scope: ConditionScope): boolean {
  return list.every((c) => holds(c, scope) !== c.not);
}
