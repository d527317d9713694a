/** A load written out exactly, to compare a load from the content cache with a full one. */
import type { Registries } from "../../src/content/registries.js";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import { logLines } from "../../src/loader/load.js";
import type { PipelineResult } from "../../src/loader/pipeline.js";

/**
 * Every value with its kind, key order and frozen state (`F`): two loads print the same only
 * when a caller could not tell them apart (a thawed object, a -0, a lost undefined, a Map's order).
 */
export function exactly(v: unknown): string {
  if (v === undefined) return "undefined";
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (typeof v !== "object" || v === null) return JSON.stringify(v);
  const f = Object.isFrozen(v) ? "F" : "";
  if (v instanceof Map) return `Map${f}{${[...v].map(([k, x]) => `${exactly(k)}=>${exactly(x)}`).join(",")}}`;
  if (Array.isArray(v)) return `${f}[${v.map(exactly).join(",")}]`;
  const proto = Object.getPrototypeOf(v);
  const kind = proto === Object.prototype ? "" : proto === null ? "null-proto" : (proto.constructor?.name ?? "?");
  return `${kind}${f}{${Object.keys(v)
    .map((k) => `${JSON.stringify(k)}:${exactly((v as Record<string, unknown>)[k])}`)
    .join(",")}}`;
}

/** The registries: per registry its name, size and every entry in order with its origin; then balance and the id history. */
export function registriesExactly(r: Registries): string {
  const lines: string[] = [`registries ${Object.isFrozen(r) ? "frozen" : "THAWED"}`];
  for (const name of REGISTRY_NAMES) {
    const reg = r[name];
    lines.push(`${name} ${reg.name} ${reg.size} ${Object.isFrozen(reg) ? "frozen" : "THAWED"}`);
    for (const id of reg.ids()) {
      const o = reg.origin(id);
      lines.push(`  ${id} @ ${o ? `${o.mod} ${o.file}:${o.line}` : "none"} ${exactly(reg.get(id))}`);
    }
  }
  lines.push(`balance ${exactly(r.balance)}`);
  lines.push(`history renamed ${exactly(r.history?.renamed)} removed ${exactly(r.history?.removed)}`);
  return lines.join("\n");
}

/** What a caller sees of a load: warnings, notices, notes, mods, files, registries, and the log without its timestamp line. */
export function loadExactly(r: PipelineResult): string {
  const log = logLines(r, 0).slice(1).join("\n");
  // Warnings as JSON: a field set to undefined is the field left out, for every reader of a warning.
  const head = `ok ${r.ok}\nwarnings ${JSON.stringify(r.warnings)}\nnotices ${JSON.stringify(r.notices)}\nnotes ${exactly(r.notes)}\nmods ${exactly(r.mods)}`;
  if (!r.ok) return `${head}\n${log}`;
  return `${head}\nfiles ${r.files}\n${registriesExactly(r.registries)}\nlog\n${log}`;
}
