import { REGISTRY_NOUN, type RegistryName } from "../content/schemas/index.js";
import { closest } from "../lib/did-you-mean.js";
import type { PendingEntry, ReadState } from "./read.js";
import { ENTRY_CHECKS } from "./entry-checks.js";
import { locate } from "./provenance.js";
import { Recheck } from "./recheck.js";
import { firstBroken, REF_TREES, type RefTree } from "./ref-tree.js";
import type { TomlPath } from "./toml-lines.js";
import { applyRenames, removedReference } from "./renames.js";
import { showPath } from "./validate.js";
import { entryKey, type WarningSink } from "./warnings.js";

/**
 * Phase 3: every reference is checked against the finished registries. A broken one
 * loses the referring entry; entries that referred to a lost entry are lost in turn,
 * until nothing changes. Only what refers to a change is checked again (`Recheck`), so a
 * cascade costs its length, not its length times the registries.
 */
export function resolveReferences(state: ReadState, sink: WarningSink): void {
  applyRenames(state, sink);
  const lost = lostInPhase2(state, sink);
  const known = (target: RegistryName, id: string) => state.entries[target].has(id);
  const recheck = new Recheck(state);
  for (let at = recheck.next(); at; at = recheck.next()) {
    const { registry, id } = at;
    const entry = state.entries[registry].get(id);
    if (!entry) continue;
    const broken = brokenReference(entry.value, REF_TREES[registry], state, lost, known);
    const problem = broken ?? ENTRY_CHECKS[registry]?.(entry.value, state);
    if (!problem) continue;
    const [path, why] = problem;
    const back = entry.replaced;
    const cost = undoLayer(state, registry, id, entry);
    const key = entryKey(registry, id);
    const place = locate(entry, path);
    const line = place.line;
    const cause = broken?.[2];
    sink.add({
      file: place.file,
      line,
      subject: id,
      message: `${showPath(path)}: ${why}; ${cost}`,
      lost: "entry",
      entry: back ? undefined : key,
      cause,
      undone: back ? (entry.layer ?? "override") : undefined,
    });
    recheck.changed(registry, id, entry, back);
    if (back) continue;
    lost.set(key, { at: `${place.file}:${line}`, root: cause ?? key });
    state.lostInResolve.set(key, { value: entry.value, root: cause ?? key });
  }
}

/**
 * Takes a lost entry out, or a lost override or extension off its entry: the layer below
 * comes back (noted in the log), since a broken layer must not take down the content it
 * meant to change. Returns what the warning says it cost.
 */
export function undoLayer(state: ReadState, registry: RegistryName, id: string, entry: PendingEntry): string {
  const back = entry.replaced;
  const entries = state.entries[registry];
  if (!back) {
    entries.delete(id);
    return "entry not loaded";
  }
  const layer = entry.layer ?? "override";
  entries.set(id, back);
  state.notes.push(`${id}: the ${layer} in ${entry.origin.file}:${entry.origin.line} was not applied (see warnings)`);
  return `${layer} not applied; ${id} stays as in ${back.origin.file}:${back.origin.line}`;
}

/** Where a lost entry's warning is (`file:line`) and the entry whose own mistake began it. */
interface Loss {
  readonly at: string;
  readonly root: string;
}

/** Entries phase 2 dropped for their own mistake, by `entryKey`: what refers to them names the warning. */
function lostInPhase2(state: ReadState, sink: WarningSink): Map<string, Loss> {
  const lost = new Map<string, Loss>();
  for (const w of sink.list) {
    if (!w.entry || lost.has(w.entry)) continue;
    const space = w.entry.indexOf(" ");
    const registry = w.entry.slice(0, space) as RegistryName;
    // A skipped duplicate or a lost override leaves an entry of that id loaded.
    if (state.entries[registry]?.has(w.entry.slice(space + 1))) continue;
    lost.set(w.entry, { at: `${w.file}:${w.line}`, root: w.entry });
  }
  return lost;
}

/** The broken reference: its path, the message and, when it names a lost entry, the root cause. */
function brokenReference(
  value: unknown,
  tree: RefTree | undefined,
  state: ReadState,
  lost: ReadonlyMap<string, Loss>,
  known: (target: RegistryName, id: string) => boolean,
): [TomlPath, string, string?] | undefined {
  const bad = tree && firstBroken(value, tree, known);
  if (!bad) return undefined;
  const noun = REGISTRY_NOUN[bad.target];
  const loss = lost.get(entryKey(bad.target, bad.id));
  if (loss) return [bad.path, `${noun} "${bad.id}" was not loaded (see ${loss.at})`, loss.root];
  const removed = removedReference(state, bad.target, bad.id);
  if (removed) return [bad.path, `${noun} ${removed}`];
  return [bad.path, `unknown ${noun} "${bad.id}"${suggest(bad.id, state.entries[bad.target].keys())}`];
}

/** The closest known id, else a known id with the same or a close name under another prefix. */
function suggest(id: string, known: Iterable<string>): string {
  const ids = [...known];
  const local = (k: string) => k.slice(k.indexOf(":") + 1);
  const near = closest(local(id), ids.map(local));
  const hit = closest(id, ids) ?? (near === undefined ? undefined : ids.find((k) => local(k) === near));
  return hit ? ` (did you mean "${hit}"?)` : "";
}
