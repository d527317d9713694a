import { locate } from "./provenance.js";
import type { PendingEntry, ReadState } from "./read.js";
import type { WarningSink } from "./warnings.js";

/**
 * Notices for content that loads and is no mistake of form, but that play can never reach as
 * written, or can reach without end: a dead ai rule, a dialog option that gives items
 * forever. Notices, not warnings: the mod may mean it (a free tap of water), and `check`
 * stays at exit 0.
 */
export function noticeUnreachable(state: ReadState, sink: WarningSink): void {
  deadAiRules(state, sink);
  endlessGifts(state, sink);
}

interface Rule {
  readonly condition: readonly unknown[];
  readonly ability: string;
}

/**
 * The first ai rule whose condition is empty and whose ability can never be blocked (no cost,
 * no cooldown, no condition of its own) is always chosen: every rule after it is dead. An
 * `extends` that appends rules after core's closing plain attack meets exactly this.
 */
function deadAiRules(state: ReadState, sink: WarningSink): void {
  const common = (state.balance["common_abilities"] as string[] | undefined) ?? [];
  for (const [id, creature] of state.entries.creatures) {
    const own = new Set([...common, ...(creature.value["abilities"] as string[])]);
    const rules = creature.value["ai"] as Rule[];
    const always = rules.findIndex((r) => r.condition.length === 0 && own.has(r.ability) && neverBlocked(state, r.ability));
    if (always < 0) continue;
    for (let i = always + 1; i < rules.length; i++) {
      const at = locate(creature, ["ai", i]);
      sink.notice({
        kind: "unreachable",
        ...at,
        subject: id,
        message: `ai[${i}] can never be chosen: ai[${always}] has no condition and "${rules[always]!.ability}" is always usable (put ai[${i}] above it, or give ai[${always}] a condition)`,
      });
    }
  }
}

function neverBlocked(state: ReadState, ability: string): boolean {
  const a = state.entries.abilities.get(ability)?.value;
  return a !== undefined && a["cost"] === 0 && a["cooldown"] === 0 && (a["condition"] as unknown[]).length === 0;
}

interface Condition {
  readonly not: boolean;
  readonly has_item?: string;
  readonly has_modifier?: string;
  readonly quest_state?: { quest: string; state: string };
}

type Action = Record<string, unknown>;

/**
 * A dialog option that gives items and whose own actions turn none of its conditions false
 * can be chosen again and again, each time for the items. What stops it: it starts the quest
 * its condition wants not started; it gives (or adds) what its condition wants missing; it
 * takes what its condition wants carried. A script's actions cannot be seen: an option that
 * runs one is left alone.
 */
function endlessGifts(state: ReadState, sink: WarningSink): void {
  for (const [id, npc] of state.entries.npcs) {
    (npc.value["dialog"] as { condition: Condition[]; actions: Action[] }[]).forEach((option, i) => {
      const actions = option.actions;
      if (!actions.some((a) => a["give_item"] !== undefined) || actions.some((a) => a["run_script"] !== undefined)) return;
      if (option.condition.some((c) => stoppedBy(c, actions))) return;
      notice(sink, npc, id, i);
    });
  }
}

function stoppedBy(c: Condition, actions: readonly Action[]): boolean {
  const any = (key: string, value: string | undefined) => value !== undefined && actions.some((a) => a[key] === value);
  if (c.quest_state) return !c.not && c.quest_state.state === "not_started" && any("start_quest", c.quest_state.quest);
  if (c.has_item !== undefined) return c.not ? any("give_item", c.has_item) : any("take_item", c.has_item);
  if (c.has_modifier !== undefined) return c.not ? any("add_modifier", c.has_modifier) : any("remove_modifier", c.has_modifier);
  return false;
}

function notice(sink: WarningSink, npc: PendingEntry, id: string, i: number): void {
  sink.notice({
    kind: "unreachable",
    ...locate(npc, ["dialog", i]),
    subject: id,
    message: `dialog[${i}]: this option gives items and nothing stops choosing it again (give it a condition its actions make false: a quest it starts, an item it gives with not = true)`,
  });
}
