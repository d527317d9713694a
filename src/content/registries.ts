import type { Balance } from "./schemas/balance.js";
import type { DefOf, RegistryName } from "./schemas/index.js";
import type { IdHistory } from "./id-history.js";
import type { Registry } from "./registry.js";
import type { ScriptHost } from "./script-port.js";

/**
 * The fourteen frozen registries plus the merged `[balance]`: everything the game knows.
 * `scriptHost` runs the `[[scripts]]` entries' compiled code (absent when no mod has scripts);
 * `history` holds the ids the mods renamed or removed (absent in registries built by hand).
 */
export type Registries = { readonly [K in RegistryName]: Registry<DefOf[K]> } & { readonly balance: Balance; readonly scriptHost?: ScriptHost; readonly history?: IdHistory };
