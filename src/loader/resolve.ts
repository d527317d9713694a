import type { z } from "zod";
import { REGISTRY_NAMES, REGISTRY_NOUN, REGISTRY_SCHEMAS, type RegistryName } from "../content/schemas/index.js";
import { refTargets } from "../content/schemas/refs.js";
import { closest } from "../lib/did-you-mean.js";
import type { ReadState } from "./read.js";
import type { TomlPath } from "./toml-lines.js";
import { showPath, unwrap } from "./validate.js";
import type { WarningSink } from "./warnings.js";

/** A place in an entry that holds a reference: keys, with `*` for every array element. */
interface RefPath {
  readonly segs: readonly string[];
  readonly target: RegistryName;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; items?: z.ZodType[]; options?: z.ZodType[] };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Finds every reference field of a schema once, by the `ref()` marks on its strings. */
export function refPaths(schema: z.ZodType): RefPath[] {
  const out: RefPath[] = [];
  const walk = (s: z.ZodType, segs: string[], depth: number) => {
    if (depth > 12) return;
    const inner = unwrap(s);
    const mark = refTargets.get(inner) ?? refTargets.get(s);
    if (mark) {
      out.push({ segs, target: mark.ref });
      return;
    }
    const def = defOf(inner);
    if (def.type === "object" && def.shape) for (const [k, v] of Object.entries(def.shape)) walk(v, [...segs, k], depth + 1);
    else if (def.type === "array" && def.element) walk(def.element, [...segs, "*"], depth + 1);
    else if (def.type === "tuple" && def.items) def.items.forEach((v, i) => walk(v, [...segs, String(i)], depth + 1));
    else if (def.type === "union" && def.options) for (const o of def.options) walk(o, segs, depth + 1);
  };
  walk(schema, [], 0);
  return out;
}

const REF_PATHS = Object.fromEntries(REGISTRY_NAMES.map((n) => [n, refPaths(REGISTRY_SCHEMAS[n])])) as Record<
  RegistryName,
  RefPath[]
>;

/** Every (path, id) a value holds along one ref path. */
function collect(value: unknown, segs: readonly string[], at: number, path: (string | number)[], out: [TomlPath, string][]): void {
  if (value === undefined || value === null) return;
  if (at === segs.length) {
    if (typeof value === "string") out.push([[...path], value]);
    return;
  }
  const seg = segs[at]!;
  if (seg === "*") {
    if (Array.isArray(value)) value.forEach((v, i) => collect(v, segs, at + 1, [...path, i], out));
  } else if (typeof value === "object") {
    collect((value as Record<string, unknown>)[seg], segs, at + 1, [...path, seg], out);
  }
}

/**
 * Phase 3: every reference is checked against the finished registries. A broken one
 * loses the referring entry; entries that referred to a lost entry are lost in turn,
 * until nothing changes.
 */
export function resolveReferences(state: ReadState, sink: WarningSink): void {
  const lost = new Map<string, RegistryName>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const registry of REGISTRY_NAMES) {
      const entries = state.entries[registry];
      for (const [id, entry] of entries) {
        const problem = firstBrokenRef(registry, entry.value, state, lost);
        if (!problem) continue;
        const [path, message] = problem;
        sink.add({
          file: entry.origin.file,
          line: entry.origin.lineOf(path),
          subject: id,
          message: `${showPath(path)}: ${message}; entry not loaded`,
          lost: "entry",
        });
        entries.delete(id);
        lost.set(`${registry}\u0000${id}`, registry);
        changed = true;
      }
    }
  }
}

function firstBrokenRef(
  registry: RegistryName,
  value: unknown,
  state: ReadState,
  lost: ReadonlyMap<string, RegistryName>,
): [TomlPath, string] | undefined {
  for (const ref of REF_PATHS[registry]) {
    const found: [TomlPath, string][] = [];
    collect(value, ref.segs, 0, [], found);
    for (const [path, id] of found) {
      const targets = state.entries[ref.target];
      if (targets.has(id)) continue;
      const noun = REGISTRY_NOUN[ref.target];
      if (lost.has(`${ref.target}\u0000${id}`)) return [path, `${noun} "${id}" was not loaded (see its own warning)`];
      return [path, `unknown ${noun} "${id}"${suggest(id, targets.keys())}`];
    }
  }
  return undefined;
}

/** The closest known id, else a known id with the same or a close name under another prefix. */
function suggest(id: string, known: Iterable<string>): string {
  const ids = [...known];
  const local = (k: string) => k.slice(k.indexOf(":") + 1);
  const near = closest(local(id), ids.map(local));
  const hit = closest(id, ids) ?? (near === undefined ? undefined : ids.find((k) => local(k) === near));
  return hit ? ` (did you mean "${hit}"?)` : "";
}
