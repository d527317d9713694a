import type { ActionScope } from "./types.js";
import type { RuleContext } from "../rules/context.js";
import { FACTS, type ConditionScope } from "../rules/conditions.js";
import type { ScriptCreature, ScriptFacts, ScriptInput, ScriptWho } from "../../content/script-port.js";
import type { Creature } from "../state.js";
import type { AttributeName } from "../../content/catalog.js";

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
  return new ScopeFacts(scope, ctx);
}

/**
 * One call's facts: a class, not an object of eight closures (made for every call, each
 * closure a fresh function: a tenth of a typical call's own cost).
 */
class ScopeFacts implements ScriptFacts {
  readonly #scope: ActionScope;
  readonly #ctx: RuleContext;
  readonly #conditions: ConditionScope;

  constructor(scope: ActionScope, ctx: RuleContext) {
    this.#scope = scope;
    this.#ctx = ctx;
    this.#conditions = {
      state: ctx.state,
      registries: ctx.registries,
      rng: ctx.rng,
      self: scope.self,
      other: scope.other,
      event: scope.event,
    };
  }

  #whom(who: ScriptWho): Creature | undefined {
    return who === "target" ? this.#scope.other : who === "self" ? this.#scope.self : undefined;
  }

  attribute(who: ScriptWho, name: AttributeName): number | undefined {
    const c = this.#whom(who);
    return c && FACTS.attribute(c, name, this.#conditions);
  }

  health(who: ScriptWho): number | undefined {
    return this.#whom(who)?.health;
  }

  has_modifier(who: ScriptWho, id: string): boolean {
    const c = this.#whom(who);
    return c ? FACTS.hasModifier(c, id) : false;
  }

  has_item(who: ScriptWho, id: string): boolean {
    const c = this.#whom(who);
    return c ? FACTS.hasItem(c, id) : false;
  }

  has_tag(who: ScriptWho, tag: string): boolean {
    const c = this.#whom(who);
    return c ? FACTS.hasTag(c, tag, this.#conditions) : false;
  }

  quest_state(quest: string): "not_started" | "active" | "completed" {
    return FACTS.questState(this.#ctx.state, quest);
  }

  in_combat(): boolean {
    return FACTS.inCombat(this.#ctx.state);
  }

  rand(): number {
    return this.#ctx.rng.next();
  }
}
