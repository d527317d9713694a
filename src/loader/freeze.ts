import { Registry, type Identified, type Origin } from "../content/registry.js";
import type { Registries } from "../content/registries.js";
import { balanceSchema } from "../content/schemas/balance.js";
import { REGISTRY_NAMES } from "../content/schemas/index.js";
import { baseLayer } from "./provenance.js";
import type { ReadState } from "./read.js";
import { freezeHistory } from "./renames.js";
import { deepFreeze } from "../lib/deep-freeze.js";

/** Last phase: the read entries become the fourteen frozen registries plus the merged balance. */
export function freezeRegistries(state: ReadState): Registries {
  const out: Record<string, unknown> = {};
  for (const name of REGISTRY_NAMES) {
    const entries = new Map<string, Identified>();
    const origins = new Map<string, Origin>();
    for (const [id, e] of state.entries[name]) {
      // The definition itself is frozen at run time; what it holds is read-only by type
      // (DeepReadonly), which costs nothing at load (a deep freeze was 6% of a big load).
      entries.set(id, Object.freeze(e.value));
      // An extension changes lists only: the entry is still where it was defined or last overridden.
      origins.set(id, baseLayer(e).origin);
    }
    out[name] = new Registry(name, entries, origins);
  }
  out["balance"] = deepFreeze(balanceSchema().parse(state.balance));
  out["history"] = freezeHistory(state.history);
  return Object.freeze(out) as unknown as Registries;
}
