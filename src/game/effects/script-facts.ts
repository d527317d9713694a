import type { ActionScope } from "./types.js";
import type { RuleContext } from "../rules/context.js";
import { FACTS, type ConditionScope } from "../rules/conditions.js";
import type { ScriptCreature, ScriptFacts, ScriptInput, ScriptWho } from "../../content/script-port.js";
import type { Creature } from "../state.js";

function copyOf(c: Creature): ScriptCreature {
  return { id: c.id, def: c.def ?? null, name: c.name, health: c.health, stamina: c.stamina };
}

/** The data one `run_script` call is handed: fresh copies, so nothing the script does reaches the game. */
export function scriptInput(args: Readonly<Record<string, unknown>> | undefined, scope: ActionScope, ctx: RuleContext): ScriptInput {
  const e = scope.event;
  return {
    self: copyOf(scope.self),
    target: scope.other ? copyOf(scope.other) : null,
    event: e ? { type: e.type, source: e.source ?? null, target: e.target ?? null, data: { ...e.data } } : null,
    args: args ?? {},
    floor: ctx.state.floor.number,
    turn: ctx.state.turn,
  };
}

/** The facts a script reads, answered by the condition evaluator's own fact functions. */
export function scriptFacts(scope: ActionScope, ctx: RuleContext): ScriptFacts {
  const conditionScope: ConditionScope = {
    state: ctx.state,
    registries: ctx.registries,
    rng: ctx.rng,
    self: scope.self,
    other: scope.other,
    event: scope.event,
  };
  const whom = (who: ScriptWho): Creature | undefined => (who === "target" ? scope.other : who === "self" ? scope.self : undefined);
  return {
    attribute: (who, name) => {
      const c = whom(who);
      return c && FACTS.attribute(c, name, conditionScope);
    },
    health: (who) => whom(who)?.health,
    has_modifier: (who, id) => {
      const c = whom(who);
      return c ? FACTS.hasModifier(c, id) : false;
    },
    has_item: (who, id) => {
      const c = whom(who);
      return c ? FACTS.hasItem(c, id) : false;
    },
    has_tag: (who, tag) => {
      const c = whom(who);
      return c ? FACTS.hasTag(c, tag, conditionScope) : false;
    },
    quest_state: (quest) => FACTS.questState(ctx.state, quest),
    in_combat: () => FACTS.inCombat(ctx.state),
    rand: () => ctx.rng.next(),
  };
}
