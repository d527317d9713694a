import type { RegistryName } from "../content/schemas/index.js";
import type { Change } from "./extend.js";
import type { PendingEntry, ReadState } from "./read.js";
import type { SourceFile } from "./source-file.js";
import type { TomlPath } from "./toml-lines.js";

/** One step of an entry's history: where it was defined, overridden or extended. */
export interface Step {
  readonly kind: "defined" | "overridden" | "extended";
  readonly mod: string;
  readonly file: string;
  readonly line: number;
  /** For an extension: what it added and removed. */
  readonly change?: Change;
  /** An extension a later override replaced (with everything before it). */
  readonly undone: boolean;
}

/** A place in a mod file. */
export interface Place {
  readonly file: string;
  readonly line: number;
}

const KIND = { override: "overridden", extension: "extended" } as const;

/**
 * Where every loaded entry comes from, kept beside the frozen registries (the game never
 * sees it). Nothing is copied at load: the layers the reader stacked are walked when asked.
 */
export class Provenance {
  constructor(
    readonly entries: ReadState["entries"],
    readonly balanceFrom: ReadonlyMap<string, SourceFile>,
  ) {}

  /** The entry's steps, oldest first; empty for an id not loaded. */
  history(registry: RegistryName, id: string): Step[] {
    const layers: PendingEntry[] = [];
    for (let e = this.entries[registry].get(id); e; e = e.replaced) layers.unshift(e);
    let overriddenLater = false;
    const steps: Step[] = [];
    for (let i = layers.length - 1; i >= 0; i--) {
      const e = layers[i]!;
      const o = e.origin;
      steps.unshift({
        kind: e.layer ? KIND[e.layer] : "defined",
        mod: o.mod,
        file: o.file,
        line: o.line,
        change: e.merge?.change,
        undone: e.layer === "extension" && overriddenLater,
      });
      if (e.layer === "override") overriddenLater = true;
    }
    return steps;
  }

  /** The file and line that wrote the value at `path` of the entry in force. */
  locate(registry: RegistryName, id: string, path: TomlPath): Place | undefined {
    const entry = this.entries[registry].get(id);
    return entry && locate(entry, path);
  }

  /** The file and line of a `[balance]` value (`["common_abilities", 0]`), from the file that set the field last. */
  balancePlace(path: TomlPath): Place | undefined {
    const source = this.balanceFrom.get(String(path[0]));
    return source && { file: source.display, line: source.lineOf(["balance", ...path]) };
  }
}

/**
 * The file and line of the value at `path` of a (possibly extended) entry: an element an
 * extension appended is found in the extension's file, anything else in the layer below.
 */
export function locate(entry: PendingEntry, path: TomlPath): Place {
  let e: PendingEntry | undefined = entry;
  let p = path;
  while (e?.merge && e.replaced) {
    const [field, index, ...rest] = p;
    const start = typeof field === "string" ? e.merge.offsets.get(field) : undefined;
    if (typeof index !== "number" || start === undefined || index < start) {
      const kept = typeof field === "string" && typeof index === "number" ? e.merge.kept.get(field) : undefined;
      if (kept) p = [field!, kept[index as number] ?? index!, ...rest];
      e = e.replaced;
      continue;
    }
    return { file: e.origin.file, line: e.origin.lineOf([field!, index - start, ...rest]) };
  }
  const at = e ?? entry;
  return { file: at.origin.file, line: at.origin.lineOf(p) };
}

/** The layer that defined or last overrode the entry (the one whose fields are in force, extensions aside). */
export function baseLayer(entry: PendingEntry): PendingEntry {
  let e = entry;
  while (e.layer === "extension" && e.replaced) e = e.replaced;
  return e;
}
