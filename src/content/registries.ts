import type { Balance } from "./schemas/balance.js";
import type { DefOf, RegistryName } from "./schemas/index.js";
import type { Registry } from "./registry.js";

/** The fourteen frozen registries plus the merged `[balance]`: everything the game knows. */
export type Registries = { readonly [K in RegistryName]: Registry<DefOf[K]> } & { readonly balance: Balance };
