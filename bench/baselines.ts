/**
 * The reference loaders the pipeline is compared with. They do only the work no loader
 * can skip (read, parse, validate each entry), with none of the pipeline's bookkeeping:
 * discovery, load order, origins, overrides, reference resolution, freezing.
 */
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import type { z } from "zod";
import { REGISTRY_SCHEMAS } from "../src/content/schemas/index.js";

type Doc = Record<string, unknown>;
const SCHEMAS = REGISTRY_SCHEMAS as Record<string, z.ZodType | undefined>;

/**
 * Validates every registry entry of a parsed file with its registry's schema; returns
 * how many passed. `[balance]` is left out: 16 scalar fields, noise next to the entries.
 */
function validateDoc(doc: Doc): number {
  let ok = 0;
  for (const table of Object.keys(doc)) {
    const schema = SCHEMAS[table];
    const value = doc[table];
    if (!schema || !Array.isArray(value)) continue;
    for (const entry of value) if (schema.safeParse(entry).success) ok++;
  }
  return ok;
}

/** Counts the registry entries of a parsed file, valid or not. */
export function countEntries(doc: Doc): number {
  let n = 0;
  for (const table of Object.keys(doc)) {
    const value = doc[table];
    if (SCHEMAS[table] && Array.isArray(value)) n += value.length;
  }
  return n;
}

/** The floor: readFileSync + smol-toml parse + zod safeParse, file by file. */
export function floorLoad(paths: readonly string[]): number {
  let ok = 0;
  for (const path of paths) ok += validateDoc(parse(readFileSync(path, "utf8")) as Doc);
  return ok;
}

/**
 * The floor that keeps what it validates, as any loader must: the same work as
 * `floorLoad`, with the validated entries held until the end (their GC is part of a load).
 */
export function keepingFloorLoad(paths: readonly string[]): unknown[] {
  const kept: unknown[] = [];
  for (const path of paths) {
    const doc = parse(readFileSync(path, "utf8")) as Doc;
    for (const table of Object.keys(doc)) {
      const schema = SCHEMAS[table];
      const value = doc[table];
      if (!schema || !Array.isArray(value)) continue;
      for (const entry of value) kept.push(schema.safeParse(entry).data);
    }
  }
  return kept;
}

/** The ceiling: the same data pre-serialised as JSON, so only JSON.parse + safeParse remain. */
export function ceilingLoad(jsons: readonly string[]): number {
  let ok = 0;
  for (const json of jsons) ok += validateDoc(JSON.parse(json) as Doc);
  return ok;
}

/** Parses every text and keeps the documents (setup for the other baselines, not timed). */
export function parseAll(texts: readonly string[]): Doc[] {
  return texts.map((t) => parse(t) as Doc);
}

/**
 * smol-toml alone, over texts already in memory. Only the last document is kept, as in
 * the floor, so the figure is parsing and not the cost of holding every result alive.
 */
export function parseEach(texts: readonly string[]): Doc | undefined {
  let last: Doc | undefined;
  for (const t of texts) last = parse(t) as Doc;
  return last;
}

/** zod alone, over documents already parsed. */
export function validateAll(docs: readonly Doc[]): number {
  let ok = 0;
  for (const doc of docs) ok += validateDoc(doc);
  return ok;
}
