import type { Registries } from "../../content/registries.js";
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

function holds(c: Condition, scope: ConditionScope): boolean {
  const who = c.of === "target" ? scope.other : scope.self;
  const data = scope.event?.data ?? {};
  if (c.chance !== undefined) return scope.rng.chance(c.chance);
  if (c.in_combat !== undefined) return scope.state.enemies.length > 0 === c.in_combat;
  if (c.quest_state !== undefined) return (scope.state.quests[c.quest_state.quest]?.state ?? "not_started") === c.quest_state.state;
  // Payload conditions ask about the event that fired the trigger; with no event they do not hold.
  if (c.damage_type !== undefined) return data["damage_type"] === c.damage_type;
  if (c.ability !== undefined) return data["ability"] === c.ability;
  if (c.item !== undefined) return data["item"] === c.item;
  if (c.creature !== undefined) return data["creature"] === c.creature;
  if (c.prefab !== undefined) return data["prefab"] === c.prefab;
  if (c.npc !== undefined) return data["npc"] === c.npc;
  if (c.floor !== undefined) return data["floor"] === c.floor;
  if (!who) return false;
  // Attributes as the rules see them everywhere else: others' auras included.
  if (c.health_below !== undefined) return who.health < c.health_below * attribute(who, "max_health", scope.registries, scope.state);
  if (c.attribute_at_least !== undefined) return attribute(who, c.attribute_at_least.attribute, scope.registries, scope.state) >= c.attribute_at_least.value;
  if (c.has_modifier !== undefined) return who.modifiers.some((m) => m.id === c.has_modifier);
  if (c.has_item !== undefined) return [...who.inventory, ...Object.values(who.equipment)].some((i) => i.def === c.has_item);
  if (c.has_tag !== undefined) return tagsOf(who, scope.registries, scope.state).has(c.has_tag);
  return false;
}

/** A condition list: every entry must hold (AND); `not` turns one entry around. */
export function conditionsHold(list: readonly Condition[], scope: ConditionScope): boolean {
  return list.every((c) => holds(c, scope) !== c.not);
}
