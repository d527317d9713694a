import { basename, join } from "node:path";
import { firstLine } from "../lib/errors.js";
import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES } from "../content/schemas/index.js";
import { checkConsistency } from "./checks.js";
import { dependencyClosure, reportConflicts } from "./conflicts.js";
import { assessDependencies, checkDependencies, type DependencyReport } from "./depends.js";
import { discoverMods, type SearchPath } from "./discover.js";
import { freezeRegistries } from "./freeze.js";
import { healLoadOrder } from "./load-order.js";
import type { ModFolder } from "./manifest.js";
import { Provenance } from "./provenance.js";
import { emptyReadState, readMod, type ReadState } from "./read.js";
import { resolveReferences } from "./resolve.js";
import { compileScripts, type ScriptCompiler } from "./scripts.js";
import type { ScriptHost } from "../content/script-port.js";
import { aboutFolders, selectionSearchDir, selectMods, type ModSelection } from "./select.js";
import { WarningSink, type HardError, type Notice, type Warning } from "./warnings.js";

/** The named phases, in order; `onPhase` reports each as it starts (for progress display). */
const PHASES = ["discover", "order", "read", "scripts", "resolve", "check", "freeze"] as const;
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
      /** Where each entry was defined, overridden and extended (for tools; the game does not see it). */
      readonly provenance: Provenance;
    })
  | (Common & { readonly ok: false; readonly errors: readonly HardError[] });

/**
 * Runs manifests → read → resolve. Bad data never throws: it becomes warnings, and
 * only the three hard errors stop the load.
 */
export function runPipeline(options: PipelineOptions): PipelineResult {
  const begun = readPhases(options);
  return "state" in begun ? finishPhases(begun, options.scripts) : begun;
}

/**
 * The pipeline for the program: as {@link runPipeline}, but the script engine is loaded
 * (by `loadEngine`) only when a loaded mod has `[[scripts]]`: start-up without them never pays for it.
 */
export async function runPipelineLoadingScripts(
  options: PipelineOptions,
  loadEngine: () => Promise<ScriptCompiler & ScriptHost>,
): Promise<PipelineResult> {
  const begun = readPhases(options);
  if (!("state" in begun)) return begun;
  if (options.scripts || begun.state.entries.scripts.size === 0) return finishPhases(begun, options.scripts);
  try {
    return finishPhases(begun, await loadEngine());
  } catch (err) {
    // A broken install (the .wasm missing) costs the scripts, not the game.
    return finishPhases(begun, undefined, `the script engine could not be loaded (${firstLine(err)})`);
  }
}

interface Read {
  readonly state: ReadState;
  readonly sink: WarningSink;
  readonly mods: readonly LoadedMod[];
  readonly found: ReadonlyMap<string, ModFolder>;
  readonly phase: NonNullable<PipelineOptions["onPhase"]>;
}

/** Phases 1 and 2 (discover, order, read); a hard error ends the load here. */
function readPhases(options: PipelineOptions): Read | PipelineResult {
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
