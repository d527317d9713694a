import { REGISTRY_NAMES } from "../content/schemas/index.js";
import {
  actionsTable,
  attributesTable,
  auraTable,
  balanceTable,
  conditionsTable,
  damageTypesTable,
  entryTable,
  eventsTable,
  modifierTable,
  registryTable,
  symbolTable,
  triggerTable,
} from "./tables.js";

/**
 * The guide's generated blocks, by marker name: `<!-- generated:items begin -->` … `end -->`
 * in `docs/modding.md` holds `blocks(core)["items"]`. `core` is core's `[balance]` as written.
 */
export function generatedBlocks(core: Readonly<Record<string, unknown>>): Record<string, string> {
  const blocks: Record<string, string> = {
    entry: entryTable(),
    modifiers_fields: modifierTable(),
    auras: auraTable(),
    attributes: attributesTable(),
    damage_types: damageTypesTable(),
    actions: actionsTable(),
    conditions: conditionsTable(),
    triggers: triggerTable(),
    events: eventsTable(),
    symbols: symbolTable(),
  };
  for (const name of REGISTRY_NAMES) blocks[name] = registryTable(name);
  blocks["balance"] = balanceTable(core);
  return blocks;
}

const MARKER = /<!-- generated:([a-z_]+) (begin|end) -->/g;
const begin = (name: string) => `<!-- generated:${name} begin -->`;
const end = (name: string) => `<!-- generated:${name} end -->`;

/** What is wrong with the guide's markers: a block without its pair, a name generated for nothing, a block missing. */
export function markerProblems(guide: string, blocks: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string[]>();
  for (const m of guide.matchAll(MARKER)) seen.set(m[1]!, [...(seen.get(m[1]!) ?? []), m[2]!]);
  for (const [name, marks] of seen) {
    if (!(name in blocks)) problems.push(`docs/modding.md has a generated block "${name}" that nothing generates; remove its markers`);
    else if (marks.join(",") !== "begin,end") problems.push(`docs/modding.md: the markers of "${name}" are not one begin followed by one end`);
  }
  for (const name of Object.keys(blocks)) {
    if (!seen.has(name)) problems.push(`docs/modding.md has no place for the generated table "${name}": add ${begin(name)} and ${end(name)} where it belongs`);
  }
  return problems;
}

/** The guide with every generated block rewritten (blocks without markers are left out: see `markerProblems`). */
export function regenerate(guide: string, blocks: Readonly<Record<string, string>>): string {
  let out = guide;
  for (const [name, text] of Object.entries(blocks)) {
    const from = out.indexOf(begin(name));
    const to = out.indexOf(end(name));
    if (from < 0 || to < from) continue;
    out = `${out.slice(0, from + begin(name).length)}\n${text}\n${out.slice(to)}`;
  }
  return out;
}

/**
 * The first place where the guide and the schemas disagree, as one line a modder can act
 * on, or undefined when the guide is up to date.
 */
export function firstDrift(guide: string, blocks: Readonly<Record<string, string>>): string | undefined {
  const problem = markerProblems(guide, blocks)[0];
  if (problem) return problem;
  for (const [name, text] of Object.entries(blocks)) {
    const from = guide.indexOf(begin(name)) + begin(name).length;
    const written = guide.slice(from, guide.indexOf(end(name))).replace(/^\n|\n$/g, "");
    if (written === text) continue;
    const a = written.split("\n");
    const b = text.split("\n");
    const i = a.findIndex((line, k) => line !== b[k]);
    const at = i < 0 ? a.length : i;
    const line = guide.slice(0, from).split("\n").length + 1 + at;
    return `docs/modding.md:${line}: the generated table "${name}" differs from the schemas (guide: ${JSON.stringify(a[at] ?? "")}, schemas: ${JSON.stringify(b[at] ?? "")}); run npm run docs`;
  }
  return undefined;
}
