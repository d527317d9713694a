import { ACTION_KEYS, ACTION_REFS, actionSchema, type Action } from "../../content/schemas/effects.js";
import { REGISTRY_NOUN } from "../../content/schemas/refs.js";
import { deepFreeze } from "../../lib/deep-freeze.js";
import { scriptFacts, scriptInput } from "./script-facts.js";
import type { Effect } from "./types.js";

/** How deep scripts may start scripts through `act`: past it a call is refused (a loop of scripts would only end at the turn's action cap, deep in the stack). */
export const MAX_SCRIPT_DEPTH = 8;
// One counter for the process is enough, and safe across games: a run_script and all it starts
// run synchronously inside one command, and the finally below puts it back even if an effect throws.
let depth = 0;

/**
 * Runs a mod's script, then the actions it asked for, each checked as TOML's would be (schema
 * and references); a bad one is refused with one log line and the rest still run. A script
 * that threw or ran out of budget is stopped: its actions are discarded, the turn goes on.
 */
export const runScript: Effect<"run_script"> = (action, _who, scope, ctx, run) => {
  const id = action.run_script;
  const host = ctx.scripts;
  if (!host?.has(id)) {
    ctx.log(`(script ${id} did not run: it is not loaded)`);
    return;
  }
  if (depth >= MAX_SCRIPT_DEPTH) {
    ctx.log(`(script ${id} did not run: scripts started scripts ${MAX_SCRIPT_DEPTH} deep)`);
    return;
  }
  // The turn's budget lives with the turn's action count: a new command starts both at nothing.
  const turn = ctx.work ? (ctx.work.scripts ??= { steps: 0, work: 0 }) : undefined;
  const result = host.run(
    id,
    scriptInput((action as { args?: Readonly<Record<string, unknown>> }).args, scope, ctx),
    scriptFacts(scope, ctx),
    turn,
  );
  if (!result.ok) {
    ctx.log(`(script error: ${result.error}; its actions were discarded)`);
    return;
  }
  const actions: Action[] = [];
  for (const raw of result.actions) {
    const checked = checkActionOnce(raw, ctx.registries);
    if (typeof checked === "string") ctx.log(`(script ${id}: act refused: ${checked})`);
    else actions.push(checked);
  }
  depth++;
  try {
    return run(actions, scope, ctx) ? undefined : "stop";
  } finally {
    depth--;
  }
};

type Registries = Parameters<Effect<"run_script">>[3]["registries"];

/**
 * Checked actions by their JSON text, per set of registries. An action comes out of the
 * engine as JSON (`act` copies it so), so its text says all of it, and the same text checks
 * the same way against the same (frozen) registries: a script that acts alike each call is
 * checked by the schema once, not every call (the schema was a sixth of a typical call). The
 * answer kept is frozen, as a TOML action is; the map is emptied when full, so a script that
 * acts in endless ways cannot grow it.
 */
const checkedByText = new WeakMap<Registries, Map<string, Action | string>>();
const MAX_CHECKED = 512;

function checkActionOnce(raw: unknown, registries: Registries): Action | string {
  const text = JSON.stringify(raw);
  let known = checkedByText.get(registries);
  if (!known) checkedByText.set(registries, (known = new Map()));
  const hit = known.get(text);
  if (hit !== undefined) return hit;
  const checked = checkAction(raw, registries);
  if (known.size >= MAX_CHECKED) known.clear();
  known.set(text, typeof checked === "string" ? checked : deepFreeze(checked));
  return checked;
}

/** The action as TOML's would be checked: the same schema, then its reference against the loaded registries. */
function checkAction(raw: unknown, registries: Registries): Action | string {
  const parsed = actionSchema().safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
  }
  const action = parsed.data as Action;
  const key = ACTION_KEYS.find((k) => action[k] !== undefined)!;
  const target = ACTION_REFS[key];
  const value = action[key];
  if (target && typeof value === "string" && !registries[target].tryGet(value))
    return `${key}: no ${REGISTRY_NOUN[target]} "${value}" is loaded`;
  return action;
}
