import { ATTRIBUTE_NAMES, type AttributeName } from "../content/catalog.js";
export { attributeWords, modifierWords, valueWords } from "../content/attribute-words.js";
import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES } from "../content/schemas/index.js";

/**
 * Attributes no rule of the engine reads by name: base stats and level count only where
 * data reads them (an ability's `scale`, a row of the balance's stat table). (Luck draws
 * loot; carrying capacity bounds the pack; charisma sets prices.)
 */
const NOT_READ_BY_RULES: ReadonlySet<AttributeName> = new Set(["strength", "constitution", "intelligence", "level"]);

/**
 * Attributes the engine's rules read by name (hit, crit, turn order, fleeing, damage
 * taken, health and stamina). A test checks this against `src/game`, so a rule that
 * starts reading another one fails it until the attribute is moved here.
 */
export const RULE_ATTRIBUTES: ReadonlySet<string> = new Set(ATTRIBUTE_NAMES.filter((a) => !NOT_READ_BY_RULES.has(a)));

/** Every `scale` and `attribute_at_least` attribute anywhere in the loaded data. */
function dataReads(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) dataReads(v, into);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "scale" && typeof v === "string") into.add(v);
      else if (key === "attribute_at_least" && v && typeof v === "object" && "attribute" in v) into.add(String(v.attribute));
      else dataReads(v, into);
    }
  }
}

/**
 * The attributes that change anything in this game: those the rules read, and those the
 * loaded data reads (an ability scaling with `strength`, a condition on `luck`, a stat in
 * the balance's stat table). A modifier of any other attribute does nothing yet, and the
 * UI says so.
 */
export function attributesInPlay(registries: Registries): ReadonlySet<string> {
  const reads = new Set(RULE_ATTRIBUTES);
  for (const name of REGISTRY_NAMES) dataReads(registries[name].all(), reads);
  for (const row of registries.balance.stat_effects) reads.add(row.stat);
  return reads;
}
