import type { Effect } from "./types.js";

/** Runs a mod's script (the scripting engine is a later milestone). */
export const runScript: Effect<"run_script"> = (action, _who, _scope, ctx) => {
  ctx.log(`(script ${action.run_script}: scripts do not run yet)`);
};
