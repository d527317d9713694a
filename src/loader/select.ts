import { realpathSync } from "node:fs";
import { basename, dirname } from "node:path";
import { dependenciesOf } from "./dependency.js";
import { dependenciesFirst, type LoadOrder } from "./load-order.js";
import type { ModFolder } from "./manifest.js";
import type { HardError, Warning } from "./warnings.js";

/**
 * A load of chosen mods instead of the profile's: its `mods/` and `load_order.toml` are
 * neither read nor written. Safe mode is `{}` (core alone); `check --mod DIR` is
 * `{ modDir: DIR }` (that mod with what it depends on, found among the built-in mods and
 * the folders beside DIR).
 */
export interface ModSelection {
  /** The mod folder to load with its dependencies; absent: `core` alone. */
  readonly modDir?: string;
}

/** The folder whose mods a selection may draw on besides the built-in ones (DIR's parent), if any. */
export function selectionSearchDir(selection: ModSelection): string | undefined {
  return selection.modDir === undefined ? undefined : dirname(realOr(selection.modDir));
}

/**
 * The load order of a selection: `core`, then the chosen mod's dependencies (each after
 * what it depends on; optional ones when found), then the mod. A dependency neither built in nor beside the mod, or
 * a chosen folder that is no mod (its manifest is broken), is a hard error.
 */
export function selectMods(found: ReadonlyMap<string, ModFolder>, selection: ModSelection): { order: LoadOrder; errors: HardError[] } {
  const wanted = new Set<string>(found.has("core") ? ["core"] : []);
  const errors: HardError[] = [];
  if (selection.modDir !== undefined) {
    const dir = realOr(selection.modDir);
    const target = [...found.values()].find((m) => realOr(m.dir) === dir);
    if (!target) {
      errors.push({
        kind: "mod_unusable",
        message: `${selection.modDir} is not a mod rustkeep can load (its manifest.toml is missing or broken; see the warning above)`,
        fix: "give --mod a mod folder: one holding a valid manifest.toml",
      });
    } else {
      const parent = dirname(dir);
      const missing = new Set<string>();
      const visited = new Set<ModFolder>();
      const visit = (mod: ModFolder) => {
        if (visited.has(mod)) return;
        visited.add(mod);
        wanted.add(mod.manifest.id);
        for (const { id: dep, kind } of dependenciesOf(mod.manifest)) {
          const next = found.get(dep);
          // An optional dependency found is loaded with the mod, so the check covers it too.
          if (next && kind !== "incompatible") visit(next);
          else if (kind === "required" && !missing.has(dep)) {
            missing.add(dep);
            errors.push({
              kind: "dependency_missing",
              message: `mod "${mod.manifest.id}" depends on "${dep}", which is neither built in nor a folder beside ${basename(dir)} in ${parent}`,
              fix: `put the "${dep}" mod folder into ${parent}, next to the mod being checked`,
            });
          }
        }
      };
      visit(target);
    }
  }
  const ids = [...wanted].sort((a, b) => (a === "core" ? -1 : b === "core" ? 1 : 0));
  const order = dependenciesFirst(ids, found);
  return { order: { order, disabled: [], enabled: order }, errors };
}

/** Whether a discovery warning is about one of `folders` (warnings about mods left out of a selection are not its business). */
export function aboutFolders(w: Warning, folders: ReadonlySet<string>): boolean {
  return folders.has(w.file.split("/")[0]!);
}

function realOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
