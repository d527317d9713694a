import { basename, join } from "node:path";
import { firstLine } from "../lib/errors.js";
import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES } from "../content/schemas/index.js";
import { checkConsistency } from "./checks.js";
import { dependencyClosure, reportConflicts } from "./conflicts.js";
import { assessDependencies, checkDependencies, type DependencyReport } from "./depends.js";
import { discoverMods, type SearchPath } from "./discover.js";
import { freezeRegistries } from "./freeze.js";
import { healLoadOrder, type LoadOrder } from "./load-order.js";
import { probeCache, selectionName, type CacheProbe, type CacheScope, type CacheSettings } from "./content-cache.js";
import type { ModFolder } from "./manifest.js";
import { Provenance } from "./provenance.js";
import { emptyReadState, readMod, type ReadState } from "./read.js";
import { resolveReferences } from "./resolve.js";
import { compileScripts, type ScriptCompiler } from "./scripts.js";
import type { ScriptHost } from "../content/script-port.js";
import { aboutFolders, selectionSearchDir, selectMods, type ModSelection } from "./select.js";
import { WarningSink, type HardError, type Notice, type Warning } from "./warnings.js";

/** The named phases, in order; `onPhase` reports each as it starts (for progress display). */
const PHASES = ["discover", "order", "cached", "read", "scripts", "resolve", "check", "freeze"] as const;
type Phase = (typeof PHASES)[number];

export interface PipelineOptions {
  /** Profile folder (holds `mods/` and `load_order.toml`). */
  readonly home: string;
  /** Built-in mods folder beside the program. */
  readonly builtinMods: string;
  readonly onPhase?: (phase: Phase, detail?: string) => void;
  /** Chosen mods instead of the profile's (safe mode, `check --mod`): its mods folder and load order go unread and unwritten. */
  readonly select?: ModSelection;
  /** `load_order.toml` is read and healed for this load but neither written nor moved aside (another rustkeep plays in the profile). */
  readonly keepLoadOrder?: boolean;
  /** Compiles and later runs `[[scripts]]` (without it a script entry is lost with a warning). */
  readonly scripts?: ScriptCompiler & ScriptHost;
  /** Keep and reuse the loaded content in `<home>/cache/` (see content-cache.ts); absent: every load reads everything. */
  readonly cache?: CacheSettings;
}

/** A mod as it was loaded, for summaries and the log. */
interface LoadedMod {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly dir: string;
  readonly source: ModFolder["source"];
  readonly enabled: boolean;
  readonly depends: readonly string[];
  /** Each `depends` string: what it asked and what this load found for it. */
  readonly dependencies: readonly DependencyReport[];
}

interface Common {
  readonly warnings: readonly Warning[];
  /** What the loader did for the player that is no mistake (a new mod in the load order). */
  readonly notices: readonly Notice[];
  /** Every known mod in load order (disabled ones too). */
  readonly mods: readonly LoadedMod[];
  /** Informational log lines: overrides, balance fields. */
  readonly notes: readonly string[];
}

export type PipelineResult =
  | (Common & {
      readonly ok: true;
      readonly registries: Registries;
      /** Runs the `[[scripts]]` entries' compiled code: handed to each Game beside the floor builder (absent when no mod has scripts). */
      readonly scripts?: ScriptHost;
      readonly files: number;
      /**
       * Where each entry was defined, overridden and extended (for tools; the game does not see it).
       * Absent when the load came from the content cache: a tool that needs it loads without one.
       */
      readonly provenance?: Provenance;
      /** Set when the registries came from the content cache. */
      readonly fromCache?: true;
      /** One line when a cache file was there but could not be used (it is replaced). */
      readonly cacheNotice?: string;
    })
  | (Common & { readonly ok: false; readonly errors: readonly HardError[] });

/**
 * Runs manifests → read → resolve. Bad data never throws: it becomes warnings, and
 * only the three hard errors stop the load.
 */
export function runPipeline(options: PipelineOptions): PipelineResult {
  const begun = beginLoad(options);
  return "result" in begun ? begun.result : stored(begun, finishPhases(begun.read, options.scripts));
}

/**
 * The pipeline for the program: as {@link runPipeline}, but the script engine is loaded
 * (by `loadEngine`) only when a loaded mod has `[[scripts]]`: start-up without them never pays for it.
 */
export async function runPipelineLoadingScripts(
  options: PipelineOptions,
  loadEngine: () => Promise<ScriptCompiler & ScriptHost>,
): Promise<PipelineResult> {
  const begun = beginLoad(options);
  if ("result" in begun) return begun.result;
  const { read } = begun;
  if (options.scripts || read.state.entries.scripts.size === 0) return stored(begun, finishPhases(read, options.scripts));
  let engine: (ScriptCompiler & ScriptHost) | undefined;
  let lost: string | undefined;
  try {
    engine = await loadEngine();
  } catch (err) {
    // A broken install (the .wasm missing) costs the scripts, not the game.
    lost = `the script engine could not be loaded (${firstLine(err)})`;
  }
  // Through `stored` too: a load with scripts is not kept, but a cache file it could not use is said.
  return stored(begun, finishPhases(read, engine, lost));
}

/** What the phases after ordering work on: the mods found, the order and the warnings so far. */
interface Ordered {
  readonly sink: WarningSink;
  readonly mods: readonly LoadedMod[];
  readonly found: ReadonlyMap<string, ModFolder>;
  readonly order: LoadOrder;
  readonly searchPaths: readonly SearchPath[];
  readonly phase: NonNullable<PipelineOptions["onPhase"]>;
}

interface Read {
  readonly state: ReadState;
  readonly sink: WarningSink;
  readonly mods: readonly LoadedMod[];
  readonly found: ReadonlyMap<string, ModFolder>;
  readonly phase: NonNullable<PipelineOptions["onPhase"]>;
}

/** A load under way after the read phase, with the cache that may keep its result. */
interface Begun {
  readonly read: Read;
  readonly probe?: CacheProbe;
  /** How many warnings and notices the sink held when the read began: what came after is the cached part. */
  readonly mark: { readonly warnings: number; readonly notices: number };
  /** The mods read have `[[scripts]]` (counted before phase 3 can lose them): such a load is not cached. */
  readonly scripted: boolean;
}

/**
 * Discover and order, then the content cache: when every key matches, its registries,
 * warnings and notes stand in for read → freeze (the ordering's own warnings and the load
 * order's healing happen on every load, so both are the same either way). Else the read phase.
 */
function beginLoad(options: PipelineOptions): Begun | { readonly result: PipelineResult } {
  const ordered = orderPhases(options);
  if (!("sink" in ordered)) return { result: ordered };
  const { sink } = ordered;
  const mark = { warnings: sink.list.length, notices: sink.notices.length };
  const probe = options.cache ? probeCache(options.cache, cacheScope(options, ordered)) : undefined;
  const notice = probe?.notice ? { cacheNotice: probe.notice } : {};
  if (probe?.hit) {
    ordered.phase("cached");
    const hit = probe.hit;
    for (const w of hit.warnings) sink.add(w);
    for (const n of hit.notices) sink.notice(n);
    const common = { warnings: sink.list, notices: sink.notices, mods: ordered.mods, notes: hit.notes };
    return { result: { ok: true, registries: hit.registries, ...common, files: hit.files, fromCache: true, ...notice } };
  }
  const read = readPhase(probe ? { ...ordered, found: probe.found } : ordered);
  return { read, mark, scripted: read.state.entries.scripts.size > 0, ...(probe ? { probe } : {}) };
}

/** Every key the cache is valid for: the selection, the search paths, the load order and the mods found. */
function cacheScope(options: PipelineOptions, o: Ordered): CacheScope {
  return {
    home: options.home,
    selection: selectionName(options.select),
    searchPaths: o.searchPaths,
    order: o.order,
    found: o.found,
  };
}

/** Hands a finished load to the cache (a load with scripts is not kept: compiled code is not data). */
function stored(begun: Begun, result: PipelineResult): PipelineResult {
  const { probe, mark } = begun;
  const notice = probe?.notice ? { cacheNotice: probe.notice } : {};
  if (!probe || !result.ok || begun.scripted) return { ...result, ...notice };
  probe.store({
    registries: result.registries,
    warnings: result.warnings.slice(mark.warnings),
    notices: result.notices.slice(mark.notices),
    notes: result.notes,
    files: result.files,
  });
  return { ...result, ...notice };
}

/** Phase 1 (discover, order, dependencies); a hard error ends the load here. */
function orderPhases(options: PipelineOptions): Ordered | PipelineResult {
  const sink = new WarningSink();
  const phase = options.onPhase ?? (() => {});
  const { select } = options;
  const extra = select ? selectionSearchDir(select) : join(options.home, "mods");
  const searchPaths: SearchPath[] = [
    { dir: options.builtinMods, source: "builtin" },
    ...(extra === undefined ? [] : [{ dir: extra, source: "profile" as const }]),
  ];

  phase("discover");
  // A selection hears only about the mods it loads: a broken sibling is not the checked mod's warning.
  const discovered = select ? new WarningSink() : sink;
  const broken = new Set<string>();
  const found = discoverMods(searchPaths, discovered, select?.modDir, broken);
  phase("order");
  const selected = select ? selectMods(found, select) : undefined;
  const order = selected
    ? selected.order
    : healLoadOrder(options.home, found, sink, { broken, ...(options.keepLoadOrder ? { keep: true } : {}) });
  if (select) {
    const folders = new Set([...order.order.map((id) => found.get(id)!.folder), ...(select.modDir ? [basename(select.modDir)] : [])]);
    for (const w of discovered.list) if (aboutFolders(w, folders)) sink.add(w);
  }
  // A listed mod whose manifest is broken keeps its place in the file, not in this load.
  const mods = order.order
    .filter((id) => found.has(id))
    .map((id): LoadedMod => {
      const m = found.get(id)!;
      return {
        ...m.manifest,
        dir: m.dir,
        source: m.source,
        enabled: order.enabled.includes(id),
        dependencies: assessDependencies(id, found, order),
      };
    });
  const errors = selected?.errors.length
    ? selected.errors
    : checkDependencies(
        found,
        order,
        searchPaths.map((p) => p.dir),
      );
  if (errors.length > 0) return { ok: false, errors, warnings: sink.list, notices: sink.notices, mods, notes: [] };
  return { sink, mods, found, order, searchPaths, phase };
}

/** Phase 2 (read): every enabled mod's files, in load order. */
function readPhase({ sink, mods, found, order, phase }: Ordered): Read {
  const state: ReadState = emptyReadState();
  state.depends = dependencyClosure(found);
  for (const id of order.enabled) {
    phase("read", id);
    const mod = found.get(id)!;
    try {
      readMod(mod, state, sink);
    } catch (err) {
      // Each file is guarded inside readMod; this catches a bug in walking the mod itself.
      sink.add({
        file: mod.folder,
        line: 1,
        subject: id,
        message: `internal error while reading the mod: ${firstLine(err)}; rest of the mod skipped`,
        lost: "mod",
      });
    }
  }
  reportConflicts(state, sink);
  return { state, sink, mods, found, phase };
}

/** Scripts compiled (before resolve, so a lost one cascades), then resolve, check, freeze. */
function finishPhases(
  { state, sink, mods, found, phase }: Read,
  engine: (ScriptCompiler & ScriptHost) | undefined,
  noEngine?: string,
): PipelineResult {
  phase("scripts");
  compileScripts(state, found, sink, engine, noEngine);
  phase("resolve");
  resolveReferences(state, sink);
  phase("check");
  checkConsistency(state, sink);
  phase("freeze");
  const registries = freezeRegistries(state);
  const provenance = new Provenance(state.entries, state.balanceFrom);
  const scripts = state.entries.scripts.size > 0 ? engine : undefined;
  const common = { warnings: sink.list, notices: sink.notices, mods, notes: state.notes };
  return { ok: true, registries, ...(scripts ? { scripts } : {}), ...common, files: state.files, provenance };
}

/** Entries per registry, in the guide's order. */
export function entryCounts(registries: Registries): [string, number][] {
  return REGISTRY_NAMES.map((n) => [n, registries[n].size]);
}
