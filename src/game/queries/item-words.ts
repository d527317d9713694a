import type { EventName } from "../../content/catalog.js";
import type { Registries } from "../../content/registries.js";
import type { Action, Trigger } from "../../content/schemas/index.js";
import { attributeWords } from "../../content/attribute-words.js";
import { numberWords } from "../../lib/number-words.js";

/** When a worn item's trigger fires, said from its bearer's side (the carrier of an item is its bearer). */
const WHEN: { readonly [E in EventName]: string } = {
  turn_started: "At the start of each turn",
  turn_ended: "At the end of each turn",
  attack_hit: "When you hit",
  damage_taken: "When you take damage",
  creature_died: "When you die",
  item_picked_up: "When you pick something up",
  item_used: "When you use an item",
  floor_entered: "When you reach a new floor",
  npc_talked: "When you talk to someone",
  ability_used: "When you use an ability",
  combat_ended: "When a fight ends",
  room_entered: "When you enter a room",
};

function whom(action: Action, other: string): string {
  return (action.to ?? "self") === "target" ? other : "you";
}

function scaledBy(action: Action): string {
  return action.scale === undefined ? "" : ` + your ${attributeWords(action.scale)}`;
}

/**
 * One action in words, from the user's side (`to` defaults to self, as for an item used or
 * a trigger): "15 health back for you", "8 fire damage to the target", "Burning on the target".
 * `other` names the other party ("the target", "them").
 */
export function actionWords(action: Action, registries: Registries, other = "the target"): string {
  const named = (table: "modifiers" | "items" | "quests", id: string) => registries[table].tryGet(id)?.name ?? id;
  const times = (n: number | undefined) => (n !== undefined && n > 1 ? ` ×${n}` : "");
  if (action.damage !== undefined)
    return `${numberWords(action.damage)}${scaledBy(action)} ${action.type ?? "physical"} damage to ${whom(action, other)}`;
  if (action.heal !== undefined) return `heals ${whom(action, other)} for ${numberWords(action.heal)}${scaledBy(action)}`;
  if (action.add_modifier !== undefined) {
    const turns = action.duration === undefined ? "" : ` for ${action.duration} turns`;
    return `${named("modifiers", action.add_modifier)} on ${whom(action, other)}${turns}`;
  }
  if (action.remove_modifier !== undefined) return `ends ${named("modifiers", action.remove_modifier)} on ${whom(action, other)}`;
  if (action.give_item !== undefined) return `gives ${named("items", action.give_item)}${times(action.count)}`;
  if (action.take_item !== undefined) return `takes ${named("items", action.take_item)}${times(action.count)}`;
  if (action.start_quest !== undefined) return `starts the quest ${named("quests", action.start_quest)}`;
  if (action.flee !== undefined) return "a try to flee the fight";
  if (action.give_exp !== undefined) return `${action.give_exp} experience`;
  if (action.open_shop !== undefined) return "opens a shop";
  return "runs a script";
}

/** A trigger in words: "When you take damage (50%, on conditions): 2 physical damage to them". */
export function triggerWords(trigger: Trigger, registries: Registries): string {
  const notes = [
    trigger.chance === undefined ? "" : `${numberWords(trigger.chance * 100, 1)}%`,
    trigger.condition.length ? "on conditions" : "",
  ].filter(Boolean);
  const when = notes.length ? `${WHEN[trigger.on]} (${notes.join(", ")})` : WHEN[trigger.on];
  return `${when}: ${trigger.actions.map((a) => actionWords(a, registries, "them")).join(", ")}`;
}
