import { IdHistory, type Removed, type Renamed } from "../content/id-history.js";
import { Registry, type Identified, type Origin } from "../content/registry.js";
import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES, type RegistryName } from "../content/schemas/index.js";
import { deepFreeze } from "../lib/deep-freeze.js";
import { EntryOrigin, SourceFile } from "./source-file.js";
import type { Notice, Warning } from "./warnings.js";

/** What the content cache keeps of a load: everything the read phase and after produced, provenance aside. */
export interface CachedLoad {
  readonly registries: Registries;
  /** The warnings and notices from the read phase on (discovery and ordering run on every load). */
  readonly warnings: readonly Warning[];
  readonly notices: readonly Notice[];
  readonly notes: readonly string[];
  readonly files: number;
}

/**
 * Where an entry stands, as stored: `[mod, file, table, index]` for an entry read from a file,
 * whose line is worked out from that file's text only when asked (as the full load does: mapping
 * every file's lines to write the cache cost more than half a full load); `[mod, file, line]` else.
 */
type StoredOrigin = [string, string, string, number] | [string, string, number];

/** One registry as stored: ids, definitions and origins as three lists in load order. */
interface StoredRegistry {
  readonly ids: string[];
  readonly values: unknown[];
  readonly origins: StoredOrigin[];
}

/** The text of a mod's file by the name warnings show it (`frost/items.toml`), as this load read it. */
export type TextOf = (mod: string, file: string) => string | undefined;

interface Stored {
  readonly files: number;
  readonly notes: readonly string[];
  readonly warnings: readonly Warning[];
  readonly notices: readonly Notice[];
  readonly registries: Record<string, StoredRegistry>;
  readonly balance: unknown;
  readonly history: { renamed: [string, [string, Renamed][]][]; removed: [string, [string, Removed][]][] };
}

/**
 * The load as JSON, or undefined when JSON would not give back exactly what the loader made
 * (a value JSON changes: -0, a date, undefined, a shared or frozen inner object): such a load
 * is not cached rather than cached wrong. Definitions are frozen at the top only (as
 * freeze.ts leaves them); the balance is frozen all through.
 */
export function encodeLoad(load: CachedLoad): string | undefined {
  const seen = new Set<object>();
  const registries: Record<string, StoredRegistry> = {};
  for (const name of REGISTRY_NAMES) {
    const reg = load.registries[name] as Registry<Identified>;
    const stored: StoredRegistry = { ids: [], values: [], origins: [] };
    for (const id of reg.ids()) {
      const value = reg.get(id);
      const origin = reg.origin(id);
      if (!origin || !Object.isFrozen(value) || !exact(value, seen, false, true)) return undefined;
      stored.ids.push(id);
      stored.values.push(value);
      stored.origins.push(
        origin instanceof EntryOrigin ? [origin.mod, origin.file, origin.table, origin.index] : [origin.mod, origin.file, origin.line],
      );
    }
    registries[name] = stored;
  }
  const history = load.registries.history ?? new IdHistory();
  const out: Stored = {
    files: load.files,
    notes: load.notes,
    warnings: load.warnings,
    notices: load.notices,
    registries,
    balance: load.registries.balance,
    history: { renamed: nested(history.renamed), removed: nested(history.removed) },
  };
  if (!exact(load.registries.balance, seen, true, true)) return undefined;
  // A warning's field set to undefined (`column` of a file without one) reads as absent, as every reader takes it.
  for (const part of [out.notes, out.warnings, out.notices, out.history]) if (!exact(part, seen, false, false, true)) return undefined;
  return JSON.stringify(out);
}

/**
 * The load back from {@link encodeLoad}'s text; throws when the text is not such a load (a
 * corrupt cache), or names a file `textOf` does not have. An entry's origin line comes from
 * `textOf`'s text, the one the cache's key was made of.
 */
export function decodeLoad(text: string, textOf: TextOf): CachedLoad {
  const s = JSON.parse(text) as Stored;
  need(typeof s === "object" && s !== null && Number.isInteger(s.files), "no file count");
  need(isList(s.notes) && isList(s.warnings) && isList(s.notices), "no warnings");
  for (const w of s.warnings)
    need(typeof w?.file === "string" && typeof w.line === "number" && typeof w.message === "string", "a bad warning");
  for (const n of s.notices)
    need(typeof n?.file === "string" && typeof n.line === "number" && typeof n.message === "string", "a bad notice");
  need(typeof s.balance === "object" && s.balance !== null, "no balance");
  const out: Record<string, unknown> = {};
  const sources = new Map<string, SourceFile>();
  const sourceOf = (mod: string, file: string): SourceFile => {
    let source = sources.get(`${mod}\0${file}`);
    if (!source) {
      const text = textOf(mod, file);
      need(text !== undefined, `no file ${file} in this load`);
      sources.set(`${mod}\0${file}`, (source = new SourceFile(mod, file, text)));
    }
    return source;
  };
  for (const name of REGISTRY_NAMES) {
    const r = s.registries?.[name];
    need(r !== undefined && isList(r.ids) && isList(r.values) && isList(r.origins), `no ${name}`);
    need(r.ids.length === r.values.length && r.ids.length === r.origins.length, `${name} of uneven length`);
    const entries = new Map<string, Identified>();
    const origins = new Map<string, Origin>();
    for (let i = 0; i < r.ids.length; i++) {
      const id = r.ids[i]!;
      const value = r.values[i] as Identified;
      const o = r.origins[i]!;
      need(typeof id === "string" && typeof value === "object" && value !== null && typeof value.id === "string", `a bad ${name} entry`);
      need(isList(o) && typeof o[0] === "string" && typeof o[1] === "string", `a bad ${name} origin`);
      entries.set(id, Object.freeze(value));
      if (o.length === 4 && typeof o[2] === "string" && Number.isInteger(o[3]))
        origins.set(id, new EntryOrigin(sourceOf(o[0], o[1]), o[2], o[3] as number));
      else {
        need(o.length === 3 && typeof o[2] === "number", `a bad ${name} origin`);
        origins.set(id, { mod: o[0], file: o[1], line: o[2] });
      }
    }
    out[name] = new Registry(name, entries, origins);
  }
  out["balance"] = deepFreeze(s.balance);
  need(isList(s.history?.renamed) && isList(s.history.removed), "no id history");
  out["history"] = new IdHistory(unnested(s.history.renamed), unnested(s.history.removed));
  return {
    registries: Object.freeze(out) as unknown as Registries,
    warnings: s.warnings,
    notices: s.notices,
    notes: s.notes,
    files: s.files,
  };
}

function need(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(what);
}

const isList = Array.isArray as (v: unknown) => v is unknown[];

function nested<T>(m: ReadonlyMap<RegistryName, ReadonlyMap<string, T>>): [string, [string, T][]][] {
  return [...m].map(([k, v]) => [k, [...v]]);
}

function unnested<T>(list: unknown[]): Map<RegistryName, Map<string, T>> {
  const out = new Map<RegistryName, Map<string, T>>();
  for (const pair of list) {
    need(isList(pair) && typeof pair[0] === "string" && isList(pair[1]), "a bad id history");
    const inner = new Map<string, T>();
    for (const e of pair[1]) {
      need(isList(e) && typeof e[0] === "string" && typeof e[1] === "object" && e[1] !== null, "a bad id history entry");
      inner.set(e[0], e[1] as T);
    }
    out.set(pair[0] as RegistryName, inner);
  }
  return out;
}

/**
 * Whether JSON gives `v` back exactly: plain objects and arrays (no holes, no other
 * prototype, no object met twice), strings, booleans, null and finite numbers other than -0.
 * `frozen`: what every object inside must be (checked below the top when `top` is set);
 * `absent`: a field set to undefined may be left out (JSON drops it).
 */
function exact(v: unknown, seen: Set<object>, frozen: boolean, top: boolean, absent = false): boolean {
  switch (typeof v) {
    case "undefined":
      return absent;
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v) && !Object.is(v, -0);
    case "object": {
      if (v === null) return true;
      if (seen.has(v)) return false;
      seen.add(v);
      if (!top && Object.isFrozen(v) !== frozen) return false;
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype || Object.keys(v).length !== v.length) return false;
        for (const x of v) if (x === undefined || !exact(x, seen, frozen, false, absent)) return false;
        return true;
      }
      if (Object.getPrototypeOf(v) !== Object.prototype || Object.getOwnPropertySymbols(v).length) return false;
      for (const k in v) if (!exact((v as Record<string, unknown>)[k], seen, frozen, false, absent)) return false;
      return true;
    }
    default:
      return false;
  }
}
