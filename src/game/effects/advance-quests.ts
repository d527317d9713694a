import type { GameEvent } from "../outcome.js";
import { QUEST_DONE, questProgress } from "../quests.js";
import { conditionsHold } from "../rules/conditions.js";
import { creatureById, type RuleContext } from "../rules/context.js";
import type { Creature, GameState } from "../state.js";
import { runActions } from "./run-actions.js";

/**
 * The event's other party, as a quest's conditions see it (`of = "target"`): the one it
 * happened to, unless that is the hero, then the one who caused it. Absent when the hero
 * is both (or the other is not in play).
 */
function otherParty(event: GameEvent, state: GameState): Creature | undefined {
  const id = event.target !== state.player.id ? event.target : event.source;
  const other = creatureById(state, id);
  return other === state.player ? undefined : other;
}

/**
 * Whether a step deserves a log line: every step of a short quest; a long one (past ten)
 * only at its quarters, so a "kill 100" quest does not fill the log.
 */
function worthSaying(progress: number, count: number): boolean {
  if (count <= 10) return true;
  const quarter = (n: number) => Math.floor((n * 4) / count);
  return quarter(progress) !== quarter(progress - 1);
}

/**
 * Counts one handled event for every active quest it matches (its `on` and `condition`,
 * the hero as self, the event's other party as target). At `count` the quest is marked
 * completed first, then its rewards run once, for the hero. The quests are the ones
 * active before this event: a quest a reward starts counts from the next event on.
 */
export function advanceQuests(event: GameEvent, ctx: RuleContext): void {
  const { state, registries } = ctx;
  const hero = state.player;
  // Listed before any counts (a reward may start a quest); a loop, not entries().filter(): this runs for every event.
  const active: [string, GameState["quests"][string]][] = [];
  for (const id in state.quests) if (state.quests[id]!.state === "active") active.push([id, state.quests[id]!]);
  for (const [id, quest] of active) {
    const def = registries.quests.tryGet(id);
    if (!def || def.on !== event.type) continue;
    const scope = { state, registries, rng: ctx.rng, self: hero, other: otherParty(event, state), event };
    if (!conditionsHold(def.condition, scope)) continue;
    quest.progress += 1;
    if (quest.progress < def.count) {
      if (worthSaying(quest.progress, def.count)) ctx.log(`Quest: ${questProgress(def, quest.progress)}.`);
      continue;
    }
    quest.state = "completed";
    ctx.log(`${QUEST_DONE}${questProgress(def, quest.progress)}.`);
    // A reward is the hero's whatever its `to` says, as in an NPC's dialog: the quest has no body.
    runActions(def.rewards, { self: hero, other: hero, defaultTo: "self", cause: { name: def.name } }, ctx);
  }
}
