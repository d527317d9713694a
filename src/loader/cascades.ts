import { formatWarning, type Warning } from "./warnings.js";

/**
 * The warnings as `check` and the load log print them: a mistake that cost other entries
 * comes first under one heading, its own warning indented by two, every entry lost with it
 * by four (so one bad attribute reads as one problem, not 22):
 *
 *     1 mistake at tide/modifiers.toml:4 cost 3 entries:
 *       tide/modifiers.toml:4: tide:soaked — …; entry not loaded
 *         tide/items.toml:7: tide:cloak — …: modifier "tide:soaked" was not loaded (see tide/modifiers.toml:4); entry not loaded
 *
 * Every other warning is its plain line, in the order found. Each line is still one warning.
 */
export function formatWarnings(warnings: readonly Warning[]): string[] {
  // Both grouped in one pass each: a cascade of E entries must cost E, not E².
  const followers = new Map<string, Warning[]>();
  const owns = new Map<string, Warning[]>();
  for (const w of warnings) {
    const group = w.cause ? followers : w.entry ? owns : undefined;
    const key = w.cause ?? w.entry;
    if (!group || key === undefined) continue;
    const list = group.get(key);
    if (list) list.push(w);
    else group.set(key, [w]);
  }
  const done = new Set<Warning>();
  const out: string[] = [];
  for (const w of warnings) {
    if (done.has(w)) continue;
    const after = w.entry && !w.cause ? followers.get(w.entry) : undefined;
    if (!after) {
      out.push(formatWarning(w));
      continue;
    }
    const own = owns.get(w.entry!)!;
    const lost = 1 + after.filter((a) => a.entry).length;
    // An undone override or extension keeps its entry: it is counted by what it was.
    const undone = (layer: string) => after.filter((a) => a.undone === layer).length;
    const mistakes = own.length === 1 ? "1 mistake" : `${own.length} mistakes`;
    const layers = ["override", "extension"].map((layer) => [undone(layer), layer] as const).filter(([n]) => n > 0);
    const also = layers.map(([n, layer]) => ` and ${n} ${layer}${n === 1 ? "" : "s"}`).join("");
    out.push(`${mistakes} at ${w.file}:${w.line} cost ${lost} entr${lost === 1 ? "y" : "ies"}${also}:`);
    for (const o of own) (out.push(`  ${formatWarning(o)}`), done.add(o));
    for (const a of after) (out.push(`    ${formatWarning(a)}`), done.add(a));
  }
  return out;
}
