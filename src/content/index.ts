export * from "./catalog.js";
export { Registry, type Origin, type Identified } from "./registry.js";
export type { Registries } from "./registries.js";
export * from "./schemas/index.js";
export { balanceSchema, DEFAULT_BALANCE, type Balance } from "./schemas/balance.js";
