import type { LoadOrder } from "./load-order.js";
import type { ModFolder } from "./manifest.js";
import type { HardError } from "./warnings.js";

/** Missing dependencies named one by one for each mod; the rest are counted. */
const SHOWN_MISSING = 3;

/**
 * Phase 1c: `depends` is checked, never used to sort. Returns the hard errors: a
 * missing (or disabled) dependency, a dependency loading after its dependant, no core.
 */
export function checkDependencies(mods: ReadonlyMap<string, ModFolder>, order: LoadOrder, searched: readonly string[]): HardError[] {
  const errors: HardError[] = [];
  if (!mods.has("core")) {
    errors.push({
      kind: "core_missing",
      message: `mod "core" not found (looked in ${searched.join(" and ")})`,
      fix: "reinstall rustkeep, or put the core mod folder into one of those mods folders",
    });
  } else if (!order.enabled.includes("core")) {
    errors.push({
      kind: "core_missing",
      message: `mod "core" is disabled in load_order.toml`,
      fix: `remove "core" from disabled in load_order.toml`,
    });
  }
  order.enabled.forEach((id, position) => {
    let missing = 0;
    for (const dep of mods.get(id)?.manifest.depends ?? []) {
      const at = order.enabled.indexOf(dep);
      // A manifest may list any number of ids: name a few, then count the rest in one line.
      if (at === -1 && ++missing > SHOWN_MISSING) continue;
      if (at === -1 && order.broken?.includes(dep)) {
        errors.push({
          kind: "dependency_missing",
          message: `mod "${id}" depends on "${dep}", whose manifest.toml is broken (see the warning)`,
          fix: `fix the manifest.toml of "${dep}", or add "${id}" to disabled in load_order.toml`,
        });
      } else if (at === -1) {
        const disabled = order.disabled.includes(dep);
        errors.push({
          kind: "dependency_missing",
          message: `mod "${id}" depends on "${dep}", which is ${disabled ? "disabled" : "not installed"}`,
          fix: disabled
            ? `remove "${dep}" from disabled in load_order.toml, or disable "${id}"`
            : `install "${dep}" into your profile's mods folder, or add "${id}" to disabled in load_order.toml`,
        });
      } else if (at > position) {
        errors.push({
          kind: "dependency_order",
          message: `mod "${id}" depends on "${dep}", but "${dep}" loads later`,
          fix: `move "${dep}" before "${id}" in the order list of load_order.toml`,
        });
      }
    }
    if (missing > SHOWN_MISSING) {
      errors.push({
        kind: "dependency_missing",
        message: `mod "${id}" depends on ${missing - SHOWN_MISSING} more mods that are missing (not installed or disabled)`,
        fix: `install them, or add "${id}" to disabled in load_order.toml (its manifest.toml lists them all)`,
      });
    }
  });
  return errors;
}
