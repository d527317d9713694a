import { tomlValue } from "../lib/toml-value.js";
import { parse, TomlError } from "smol-toml";
import { BALANCE_FIELDS } from "../content/schemas/balance.js";
import { REGISTRY_NAMES, REGISTRY_NOUN, REGISTRY_SCHEMAS, type RegistryName } from "../content/schemas/index.js";
import { didYouMean } from "../lib/did-you-mean.js";
import { firstLine } from "../lib/errors.js";
import { allowedHint } from "./closed-sets.js";
import { readExtension } from "./extend-entry.js";
import { qualifyNested, type Merged } from "./extend.js";
import { findHostileKey, inspectDoc } from "./hostile.js";
import type { ModFolder } from "./manifest.js";
import { EntryOrigin, SourceFile } from "./source-file.js";
import { explainSyntaxError } from "./toml-slips.js";
import { describeIssue, showPath, validate, withCost } from "./validate.js";
import { emptyHistory, followTarget, readRemoved, recordRenames, type HistoryDraft } from "./renames.js";
import { entryKey, type WarningSink } from "./warnings.js";

/** A validated entry waiting for phase 3, with its full id and where it was written. */
export interface PendingEntry {
  readonly value: Record<string, unknown> & { id: string };
  readonly origin: EntryOrigin;
  /** For an override or an extension: the entry it replaced, put back if it is lost in phase 3. */
  readonly replaced?: PendingEntry;
  /** Undefined for the entry that defined the id; else what this layer over `replaced` is. */
  readonly layer?: "override" | "extension";
  /** For an extension: what it changed and where its own elements sit in the merged lists. */
  readonly merge?: Pick<Merged, "change" | "offsets" | "kept">;
}

/** Phase 2's result: entries by registry (insertion order = load order) and the merged balance. */
export interface ReadState {
  readonly entries: Record<RegistryName, Map<string, PendingEntry>>;
  readonly balance: Record<string, unknown>;
  /** The file that set each balance field last. */
  readonly balanceFrom: Map<string, SourceFile>;
  /** Info lines for the log: overrides, extensions and balance fields set. */
  readonly notes: string[];
  /** Each enabled mod's dependencies, transitively (for the override conflict warning). */
  depends: ReadonlyMap<string, ReadonlySet<string>>;
  files: number;
  /** Entries phase 3 lost by `entryKey`, with the root cause's key: what later checks say a floor lost with them. */
  readonly lostInResolve: Map<string, { readonly value: Record<string, unknown>; readonly root: string }>;
  /** Renamed and removed ids the mods declared, and the old ids read so far. */
  readonly history: HistoryDraft;
}

const LOST = "entry not loaded";

const REGISTRY_SET = new Set<string>(REGISTRY_NAMES);
const TOP_LEVEL = [...REGISTRY_NAMES, "balance", "removed"];

export function emptyReadState(): ReadState {
  const entries = Object.fromEntries(REGISTRY_NAMES.map((n) => [n, new Map()])) as ReadState["entries"];
  return {
    entries,
    balance: {},
    balanceFrom: new Map(),
    notes: [],
    depends: new Map(),
    files: 0,
    lostInResolve: new Map(),
    history: emptyHistory(),
  };
}

/** Phase 2 for one mod: every `*.toml` in sorted order, entry by entry. */
export function readMod(mod: ModFolder, state: ReadState, sink: WarningSink): void {
  const { files, refused } = mod.contents.tomlFiles();
  for (const r of refused) sink.add({ file: r.file ?? `${mod.folder}/${r.rel}`, line: 1, subject: r.rel, message: r.reason, lost: "file" });
  for (const rel of files) {
    if (rel === "manifest.toml") continue;
    const display = `${mod.folder}/${rel}`;
    try {
      readFile(mod, rel, display, state, sink);
    } catch (err) {
      // Our own bug must not take the game down with it: report it like bad data.
      sink.add({ file: display, line: 1, subject: rel, message: `internal error while reading: ${firstLine(err)}`, lost: "file" });
    }
  }
}

function readFile(mod: ModFolder, rel: string, display: string, state: ReadState, sink: WarningSink): void {
  const subject = display.slice(mod.folder.length + 1);
  const skip = (line: number, message: string, column?: number) =>
    sink.add({ file: display, line, column, subject, message: `${message}; file skipped`, lost: "file" });
  const read = mod.contents.read(rel);
  if (!read.ok) return skip(read.line, read.reason);
  const text = read.text;
  let doc: Record<string, unknown>;
  try {
    doc = parse(text) as Record<string, unknown>;
  } catch (err) {
    if (!(err instanceof TomlError)) return skip(1, `cannot read file: ${firstLine(err)}`);
    const problem = explainSyntaxError(text, err);
    return skip(problem.line, `TOML syntax error at ${problem.message}`, problem.column);
  }
  const source = new SourceFile(mod.manifest.id, display, text);
  // Before anything walks the values: a path too deep would overflow the stack of every recursive step after this.
  const { tooBig, hostile } = inspectDoc(doc);
  if (tooBig) return skip(source.lineOf(tooBig.path), tooBig.message);
  state.files++;
  for (const table of Object.keys(doc)) {
    const value = doc[table];
    if (REGISTRY_SET.has(table)) {
      const name = table as RegistryName;
      if (!Array.isArray(value)) {
        sink.add({
          file: display,
          line: source.lineOf([table]),
          subject: table,
          message: `must be an array of tables: write [[${table}]] above each entry; skipped`,
          lost: "table",
        });
        continue;
      }
      for (let i = 0; i < value.length; i++) readEntry(mod, name, value[i], new EntryOrigin(source, table, i), hostile, state, sink);
    } else if (table === "balance") {
      readBalance(value, source, state, sink);
    } else if (table === "removed") {
      readRemoved(value, source, state.history, sink);
    } else {
      const count = !Array.isArray(value) ? "it is" : value.length === 1 ? "its 1 entry is" : `its ${value.length} entries are`;
      sink.add({
        file: display,
        line: source.lineOf([table]),
        subject: table,
        message: `unknown table${allowedHint(table, TOP_LEVEL)}; ${count} skipped`,
        lost: "table",
      });
    }
  }
}

function readEntry(
  mod: ModFolder,
  registry: RegistryName,
  raw: unknown,
  origin: EntryOrigin,
  hostile: boolean,
  state: ReadState,
  sink: WarningSink,
): void {
  // No closures here: this runs once per entry of every mod.
  const modId = mod.manifest.id;
  if (!isTable(raw)) {
    return warnEntry(
      sink,
      modId,
      registry,
      raw,
      origin,
      origin.line,
      `an entry must be a table, got ${Array.isArray(raw) ? "an array" : typeof raw}`,
    );
  }
  if (hostile) {
    const bad = findHostileKey(raw);
    if (bad)
      return warnEntry(
        sink,
        modId,
        registry,
        raw,
        origin,
        origin.lineOf(bad),
        `${showPath(bad)}: key "${String(bad[bad.length - 1])}" is not allowed`,
      );
  }
  if (raw["extends"] !== undefined) {
    const warn = (line: number, message: string, cost?: "lost" | "said" | "kept") =>
      warnEntry(sink, modId, registry, raw, origin, line, message, cost);
    return readExtension(registry, raw, origin, state, warn);
  }
  const result = validate(REGISTRY_SCHEMAS[registry], raw, origin.source.lazyLines);
  for (const w of result.warnings) {
    warnEntry(sink, modId, registry, raw, origin, origin.lineOf(w.linePath), withCost(w, result.ok, LOST), result.ok ? "kept" : "said");
  }
  if (!result.ok) return;

  // The validated value is a fresh object of our own: give it its full id in place.
  const value = result.value as Record<string, unknown> & { id: string; overrides?: string };
  qualifyNested(value, modId);
  if (value["remove"] !== undefined) {
    warnEntry(
      sink,
      modId,
      registry,
      raw,
      origin,
      origin.lineOf(["remove"]),
      "remove applies only in an entry with extends; ignored",
      "kept",
    );
    delete value["remove"];
  }
  const { id: localId } = value;
  let { overrides } = value;
  const entries = state.entries[registry];
  if (overrides !== undefined) {
    if (value["renamed_from"] !== undefined) {
      warnEntry(
        sink,
        modId,
        registry,
        raw,
        origin,
        origin.lineOf(["renamed_from"]),
        "renamed_from applies only in the entry that defines the id (a mod renames its own ids); ignored",
        "kept",
      );
      delete value["renamed_from"];
    }
    const followed = entries.has(overrides) ? undefined : followTarget(state, registry, overrides, origin, "overrides");
    if (followed && "id" in followed) overrides = followed.id;
    const target = entries.get(overrides);
    if (!target) {
      const why =
        followed && "removed" in followed
          ? followed.removed
          : `no ${REGISTRY_NOUN[registry]} "${overrides}" is loaded before this one${didYouMean(overrides, entries.keys())}`;
      return warnEntry(sink, modId, registry, raw, origin, origin.lineOf(["overrides"]), `overrides: ${why}`);
    }
    if (localId !== undefined) {
      warnEntry(
        sink,
        modId,
        registry,
        raw,
        origin,
        origin.lineOf(["id"]),
        `id is ignored: an override is stored as "${overrides}"`,
        "kept",
      );
    }
    delete value.overrides;
    value.id = overrides;
    entries.set(overrides, { value, origin, replaced: target, layer: "override" });
    state.notes.push(`${overrides} overridden by ${origin.file}:${origin.line} (was ${target.origin.file}:${target.origin.line})`);
    return;
  }
  if (localId === undefined) {
    return warnEntry(sink, modId, registry, raw, origin, origin.line, "needs an id (or overrides naming the entry it replaces)");
  }
  const full = `${modId}:${localId}`;
  const earlier = entries.get(full);
  if (earlier) {
    const message = `duplicate id: already defined at ${earlier.origin.file}:${earlier.origin.line}; this later copy is skipped`;
    return warnEntry(sink, modId, registry, raw, origin, origin.lineOf(["id"]), message);
  }
  value.id = full;
  recordRenames(state.history, registry, value, origin, (line, message) =>
    warnEntry(sink, modId, registry, raw, origin, line, message, "kept"),
  );
  entries.set(full, { value, origin });
}

/**
 * Adds a warning about an entry. `cost`: "lost" appends "entry not loaded"; "said" means
 * the entry is lost and the message already says so; "kept" means the entry still loads.
 */
function warnEntry(
  sink: WarningSink,
  modId: string,
  registry: RegistryName,
  raw: unknown,
  origin: EntryOrigin,
  line: number,
  message: string,
  cost: "lost" | "said" | "kept" = "lost",
): void {
  const subject = subjectOf(modId, registry, raw, origin);
  // An override lost here leaves the entry it meant to replace loaded: nothing refers to a loss.
  const own = cost !== "kept" && isTable(raw) && raw["overrides"] === undefined && typeof raw["id"] === "string";
  sink.add({
    file: origin.file,
    line,
    subject,
    message: cost === "lost" ? `${message}; ${LOST}` : message,
    lost: cost === "kept" ? undefined : "entry",
    entry: own ? entryKey(registry, subject) : undefined,
  });
}

/** How a warning names an entry: its full id, the id it overrides or extends, or `items[3]`. */
function subjectOf(modId: string, registry: RegistryName, raw: unknown, origin: EntryOrigin): string {
  const id = isTable(raw) ? raw["id"] : undefined;
  const overrides = isTable(raw) ? (raw["overrides"] ?? raw["extends"]) : undefined;
  if (typeof overrides === "string") return overrides;
  if (typeof id === "string") return `${modId}:${id}`;
  return `${registry}[${origin.index}]`;
}

function readBalance(value: unknown, source: SourceFile, state: ReadState, sink: WarningSink): void {
  const warn = (path: (string | number)[], message: string, lost?: "field" | "table") =>
    sink.add({ file: source.display, line: source.lineOf(path), subject: "balance", message, lost });
  if (!isTable(value)) return warn(["balance"], "must be a table: write [balance] above its fields; skipped", "table");
  const known = Object.keys(BALANCE_FIELDS);
  for (const key of Object.keys(value)) {
    // Own keys only: "constructor" must not find Object.prototype's.
    const schema = Object.hasOwn(BALANCE_FIELDS, key) ? BALANCE_FIELDS[key as keyof typeof BALANCE_FIELDS] : undefined;
    if (!schema) {
      warn(["balance", key], `${key}: unknown balance field${allowedHint(key, known, false)}; ignored`, "field");
      continue;
    }
    const result = schema.safeParse(value[key]);
    if (!result.success) {
      const issue = result.error.issues[0];
      warn(["balance", key], `${key}: ${issue ? describeIssue(issue) : "invalid"}; ignored`, "field");
      continue;
    }
    state.balance[key] = result.data;
    state.balanceFrom.set(key, source);
    state.notes.push(`balance.${key} = ${tomlValue(result.data)} from ${source.display}:${source.lineOf(["balance", key])}`);
  }
}

function isTable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
}
