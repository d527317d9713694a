import { REGISTRY_NOUN, type RegistryName } from "../content/schemas/index.js";
import { didYouMean } from "../lib/did-you-mean.js";
import { applyExtension, checkMerged, describeChange, extensionSchema, qualifyNested } from "./extend.js";
import type { ReadState } from "./read.js";
import { followTarget, renameRemoveKeys } from "./renames.js";
import type { EntryOrigin } from "./source-file.js";
import type { TomlPath } from "./toml-lines.js";
import { describeIssue, showPath, validate, withCost } from "./validate.js";

/** How the reader reports on the entry at hand: the line, the message, and whether the entry still loads. */
export type EntryWarn = (line: number, message: string, cost?: "lost" | "said" | "kept") => void;

const LOST = "extension not applied";

/**
 * Phase 2 for an entry with `extends`: read with the extension schema, merged into the
 * entry in force (removes first, then appends), checked whole, stored under the target's
 * id as a new layer over it. Anything wrong loses the extension only.
 */
export function readExtension(
  registry: RegistryName,
  raw: Record<string, unknown>,
  origin: EntryOrigin,
  state: ReadState,
  warn: EntryWarn,
): void {
  if (raw["overrides"] !== undefined)
    return warn(origin.line, "write overrides (replace the entry) or extends (add to it), not both", "lost");
  const result = validate(extensionSchema(registry), raw, origin.source.lazyLines);
  for (const w of result.warnings) warn(origin.lineOf(w.path), withCost(w, result.ok, LOST), result.ok ? "kept" : "said");
  if (!result.ok) return;
  const ext = result.value as Record<string, unknown> & { extends: string };
  const entries = state.entries[registry];
  const followed = entries.has(ext.extends) ? undefined : followTarget(state, registry, ext.extends, origin, "extends");
  if (followed && "id" in followed) ext.extends = followed.id;
  const target = entries.get(ext.extends);
  if (!target) {
    const why =
      followed && "removed" in followed
        ? followed.removed
        : `no ${REGISTRY_NOUN[registry]} "${ext.extends}" is loaded before this one${didYouMean(ext.extends, entries.keys())}`;
    return warn(origin.lineOf(["extends"]), `extends: ${why}; ${LOST}`, "said");
  }
  renameRemoveKeys(state, ext["remove"] as string[] | undefined, origin, ext.extends);
  if (ext["id"] !== undefined) warn(origin.lineOf(["id"]), `id is ignored: an extension is stored as "${ext.extends}"`, "kept");
  qualifyNested(ext, origin.mod);
  const merged = applyExtension(registry, target.value, ext);
  for (const field of merged.scalars) {
    warn(origin.lineOf([field]), `${field}: only list fields extend; ignored (to change ${field}, write an entry with overrides)`, "kept");
  }
  for (const key of merged.unmatched) {
    const at = (ext["remove"] as string[]).indexOf(key);
    warn(origin.lineOf(["remove", at]), `remove: "${key}" matches nothing in ${ext.extends}; nothing removed for it`, "kept");
  }
  const issue = checkMerged(registry, merged.value);
  if (issue) {
    const path = issue.path as TomlPath;
    return warn(
      origin.lineOf(path.slice(0, 1)),
      `${path.length ? `${showPath(path)}: ` : ""}${describeIssue(issue)} once extended; ${LOST}`,
      "said",
    );
  }
  entries.set(ext.extends, { value: merged.value, origin, replaced: target, layer: "extension", merge: merged });
  state.notes.push(`${ext.extends} extended by ${origin.file}:${origin.line}: ${describeChange(merged.change)}`);
}
