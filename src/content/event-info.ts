import type { EventName } from "./catalog.js";

/**
 * What each of the twelve events means to a modder: whose triggers it reaches (the one who
 * acted, `source`, or the one it happened to, `target`), what its source and target are, and
 * the payload a condition can ask about. The rules emit exactly these (`src/game`); the guide's
 * event table is generated from here.
 */
export interface EventInfo {
  readonly reaches: "source" | "target";
  readonly parties: string;
  /** Payload key → what it holds; keys that are also condition keys can be tested. */
  readonly payload: Readonly<Record<string, string>>;
}

export const EVENT_INFO: Readonly<Record<EventName, EventInfo>> = {
  turn_started: { reaches: "target", parties: "once per creature in play, at the start of its turn (source = target)", payload: {} },
  turn_ended: { reaches: "target", parties: "once per creature in play, at the end of the turn (source = target)", payload: {} },
  attack_hit: {
    reaches: "source",
    parties: "source hit target with an ability aimed at enemies",
    payload: { ability: "the ability's id" },
  },
  damage_taken: {
    reaches: "target",
    parties: "source dealt damage to target",
    payload: { damage_type: "the damage type", amount: "the damage dealt (not a condition)" },
  },
  creature_died: {
    reaches: "target",
    parties: "target died; source is the killer",
    payload: {
      creature: 'the dead one\'s creature id (`"hero"` for the hero)',
      blow: "the killing ability's id, when an ability killed (not a condition)",
      cause: "the name of what carried the killing trigger, when a trigger killed (not a condition)",
    },
  },
  item_picked_up: {
    reaches: "source",
    parties: "the hero picked up an item (source = target = the hero)",
    payload: { item: "the item's id", count: "how many (not a condition)" },
  },
  item_used: {
    reaches: "source",
    parties: "source used an item; target is the enemy it was aimed at, else the user",
    payload: { item: "the item's id" },
  },
  floor_entered: {
    reaches: "target",
    parties: "the hero entered a floor (source = target = the hero)",
    payload: { floor: "the floor's number" },
  },
  npc_talked: { reaches: "target", parties: "source (the hero) talked to target (the NPC)", payload: { npc: "the NPC's id" } },
  ability_used: {
    reaches: "source",
    parties: "source used an ability on target (itself for a `self` ability)",
    payload: { ability: "the ability's id" },
  },
  combat_ended: { reaches: "target", parties: "the fight ended, won or fled (source = target = the hero)", payload: {} },
  room_entered: {
    reaches: "target",
    parties: "the hero stepped off a door into a room (source = target = the hero)",
    payload: { prefab: "the room's prefab id" },
  },
};
