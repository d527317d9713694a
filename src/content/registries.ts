import type { Balance } from "./schemas/balance.js";
import { REGISTRY_NAMES, type DefOf, type RegistryName } from "./schemas/index.js";
import { Registry } from "./registry.js";

/** The fourteen frozen registries plus the merged `[balance]`: everything the game knows. */
export type Registries = { readonly [K in RegistryName]: Registry<DefOf[K]> } & { readonly balance: Balance };

/** Registries holding nothing (for tests and for the empty start of a load). */
export function emptyRegistries(balance: Balance): Registries {
  const regs = Object.fromEntries(REGISTRY_NAMES.map((n) => [n, new Registry(n, new Map())]));
  return Object.freeze({ ...regs, balance }) as unknown as Registries;
}
