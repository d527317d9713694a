import type { Balance } from "./schemas/balance.js";
import type { DefOf, RegistryName } from "./schemas/index.js";
import type { IdHistory } from "./id-history.js";
import type { Registry } from "./registry.js";

/**
 * The fourteen frozen registries plus the merged `[balance]`: everything the game knows.
 * `history` holds the ids the mods renamed or removed (absent in registries built by hand).
 */
export type Registries = { readonly [K in RegistryName]: Registry<DefOf[K]> } & { readonly balance: Balance; readonly history?: IdHistory };
