import type { Registries } from "../content/registries.js";

/**
 * `--floor N` against the loaded floors: the number, or the one line saying why not
 * (garbage, or a floor no loaded mod defines: the caller exits 2).
 */
export function floorFlag(registries: Registries, text: string): number | { error: string } {
  const numbers = registries.floors
    .all()
    .map((f) => f.number)
    .sort((a, b) => a - b);
  const known = numbers.length ? numbers.join(", ") : "none";
  // Only digits: `6.0`, `1e1`, ` 6` and `0x6` are not how anyone writes a floor.
  const n = /^\d{1,6}$/.test(text) ? Number(text) : undefined;
  if (n === undefined || !numbers.includes(n)) return { error: `--floor ${text}: no such floor (the loaded mods have floors ${known})` };
  return n;
}
