import { ATTRIBUTE_NAMES, BASE_STATS, COLORS, DAMAGE_TYPES, EVENTS } from "../content/catalog.js";
import { ACTION_KEYS, CONDITION_KEYS } from "../content/schemas/effects.js";
import { REGISTRY_NAMES } from "../content/schemas/refs.js";
import { nearest } from "../lib/did-you-mean.js";

/** Up to this many names, a warning lists them all; a longer set points to the guide. */
const LIST_ALL_UP_TO = 24;

/** The closed sets a modder meets by name, each told by names it must hold. */
const NAMED: { noun: string; has: readonly string[]; exact: boolean }[] = [
  { noun: "a damage type", has: DAMAGE_TYPES, exact: true },
  { noun: "an attribute", has: ATTRIBUTE_NAMES, exact: true },
  { noun: "an event", has: EVENTS, exact: true },
  { noun: "a colour name", has: COLORS, exact: true },
  { noun: "a condition key", has: CONDITION_KEYS, exact: false },
  { noun: "an action key", has: ACTION_KEYS, exact: false },
  // A creature's or a class's attribute block: the base stats and `resistance`.
  { noun: "an attribute", has: [...BASE_STATS, "resistance"], exact: false },
  { noun: "a table", has: REGISTRY_NAMES, exact: false },
];

/** What a set of allowed names is called ("a damage type"), when it is one a modder knows by name. */
export function nounFor(names: readonly string[]): string | undefined {
  const set = new Set(names);
  const named = NAMED.find((n) => n.has.every((h) => set.has(h)) && (!n.exact || set.size === n.has.length));
  return named?.noun;
}

/**
 * ` (did you mean "fire"? one of: physical, fire, …)`: the typo's nearest name if any, and
 * every allowed name while there are few (the 7 damage types), else how many and where they are.
 * With `listAlways` false (a table's own fields), a close typo gets only its did-you-mean.
 */
export function allowedHint(word: string, names: readonly string[], listAlways = true): string {
  const near = nearest(word, names, 1)[0];
  if (near !== undefined && !listAlways) return ` (did you mean "${near}"?)`;
  const mean = near === undefined ? "" : `did you mean "${near}"? `;
  const list =
    names.length <= LIST_ALL_UP_TO ? `one of: ${names.join(", ")}` : `the ${names.length} allowed names are in the modding guide`;
  return ` (${mean}${list})`;
}
