import { dependenciesOf, inRange, showRange, type Dependency, type DependencyKind } from "./dependency.js";
import type { LoadOrder } from "./load-order.js";
import type { ModFolder } from "./manifest.js";
import { parseVersion } from "../lib/semver.js";
import type { HardError } from "./warnings.js";

/** Dependency problems named one by one for each mod; the rest are counted. */
const SHOWN_PROBLEMS = 3;

/** What the load found for one dependency string. */
type Verdict = "ok" | "not_installed" | "disabled" | "loads_later" | "out_of_range" | "version_unknown" | "incompatible_present";

/** One `depends` string of a mod: what it asked and what it got (for `rustkeep mods`, the load log and the hard errors). */
export interface DependencyReport {
  /** The string as the manifest wrote it. */
  readonly asked: string;
  readonly id: string;
  readonly kind: DependencyKind;
  /** The range that was read (`>= 0.2.0`); null: any version. */
  readonly range: string | null;
  /** Why the range written could not be read (it was warned about); null when it was read or none was written. */
  readonly rangeProblem: string | null;
  /** The version of the mod found under that id in this load, null when none is. */
  readonly found: string | null;
  readonly verdict: Verdict;
  /** False when the verdict is a hard error. */
  readonly ok: boolean;
}

/** Each dependency of mod `id` against the mods of this load. */
export function assessDependencies(id: string, mods: ReadonlyMap<string, ModFolder>, order: LoadOrder): DependencyReport[] {
  const mod = mods.get(id);
  if (!mod) return [];
  const position = order.order.indexOf(id);
  return dependenciesOf(mod.manifest).map((dep): DependencyReport => {
    const other = order.order.includes(dep.id) ? mods.get(dep.id) : undefined;
    const verdict = judge(dep, other, order, position);
    const ok =
      verdict === "ok" ||
      (dep.kind !== "required" && (verdict === "not_installed" || verdict === "disabled")) ||
      (dep.kind === "incompatible" && verdict === "out_of_range");
    return {
      asked: dep.text,
      id: dep.id,
      kind: dep.kind,
      range: dep.range ? showRange(dep.range) : null,
      rangeProblem: dep.problem ?? null,
      found: other?.manifest.version ?? null,
      verdict,
      ok,
    };
  });
}

function judge(dep: Dependency, other: ModFolder | undefined, order: LoadOrder, position: number): Verdict {
  if (!other) return "not_installed";
  if (!order.enabled.includes(dep.id)) return "disabled";
  if (dep.range) {
    const version = parseVersion(other.manifest.version);
    if (!version) return "version_unknown";
    if (!inRange(version, dep.range)) return "out_of_range";
  }
  if (dep.kind === "incompatible") return "incompatible_present";
  return order.order.indexOf(dep.id) > position ? "loads_later" : "ok";
}

/**
 * Phase 1c: `depends` is checked, never used to sort. Returns the hard errors: a missing
 * (or disabled) required dependency, one outside its range or of no readable version, an
 * incompatible mod enabled, a dependency loading after its dependant, no core.
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
  for (const id of order.enabled) {
    // A manifest may list any number of strings: name a few problems, then count the rest.
    let shown = 0;
    let moreMissing = 0;
    let moreOther = 0;
    for (const report of assessDependencies(id, mods, order)) {
      if (report.ok) continue;
      if (++shown <= SHOWN_PROBLEMS)
        errors.push(dependencyError(id, report, mods.get(report.id), order.broken?.includes(report.id) ?? false));
      else if (report.verdict === "not_installed" || report.verdict === "disabled") moreMissing++;
      else moreOther++;
    }
    if (moreMissing > 0) {
      errors.push({
        kind: "dependency_missing",
        message: `mod "${id}" depends on ${moreMissing} more mods that are missing (not installed or disabled)`,
        fix: `install them, or add "${id}" to disabled in load_order.toml (its manifest.toml lists them all)`,
      });
    }
    if (moreOther > 0) {
      errors.push({
        kind: "dependency_missing",
        message: `mod "${id}" has ${moreOther} more dependencies out of range, incompatible or loading later`,
        fix: `see each with rustkeep mods, or add "${id}" to disabled in load_order.toml`,
      });
    }
  }
  return errors;
}

function dependencyError(id: string, r: DependencyReport, other: ModFolder | undefined, broken: boolean): HardError {
  const asks = `mod "${id}" depends on "${r.asked}"`;
  const orDisable = `or add "${id}" to disabled in load_order.toml`;
  switch (r.verdict) {
    case "disabled":
      return {
        kind: "dependency_missing",
        message: `${asks}, which is disabled`,
        fix: `remove "${r.id}" from disabled in load_order.toml, or disable "${id}"`,
      };
    case "loads_later":
      return {
        kind: "dependency_order",
        message: `${asks}, but "${r.id}" loads later`,
        fix: `move "${r.id}" before "${id}" in the order list of load_order.toml`,
      };
    case "out_of_range": {
      const wanted =
        other?.source === "builtin"
          ? `update rustkeep to one whose ${r.id} is ${r.range}`
          : `install a version of "${r.id}" that is ${r.range}`;
      return {
        kind: "dependency_missing",
        message: `${asks}, but ${r.id} ${r.found} is installed (asked: ${r.range})`,
        fix: `${wanted}, or a version of "${id}" made for ${r.id} ${r.found}, ${orDisable}`,
      };
    }
    case "version_unknown":
      return {
        kind: "dependency_missing",
        message: `${asks}, but ${r.id}'s version "${r.found}" is not semver (version unknown)`,
        fix: `give ${r.id} a MAJOR.MINOR.PATCH version in ${other ? `${other.dir}/` : ""}manifest.toml, or drop the range from ${id}'s depends, ${orDisable}`,
      };
    case "incompatible_present":
      return {
        kind: "dependency_missing",
        message: `mod "${id}" is incompatible with "${r.id}" (it says "${r.asked}"), and ${r.id} ${r.found} is enabled`,
        fix: `add "${r.id}" or "${id}" to disabled in load_order.toml`,
      };
    default:
      // A folder whose manifest is broken is there, only not a mod until it is fixed.
      if (broken) {
        return {
          kind: "dependency_missing",
          message: `${asks}, whose manifest.toml is broken (see the warning)`,
          fix: `fix the manifest.toml of "${r.id}", ${orDisable}`,
        };
      }
      return {
        kind: "dependency_missing",
        message: `${asks}, which is not installed`,
        fix: `install "${r.id}"${r.range ? ` (a version ${r.range})` : ""} into your profile's mods folder, ${orDisable}`,
      };
  }
}

/** One line: the string asked, then what the load found and whether that is fine (`core >= 0.1.0 → core 0.1.0: ok`). */
function showReport(r: DependencyReport): string {
  const got = r.found === null ? "not installed" : `${r.id} ${r.found}`;
  const fine = r.kind === "optional" ? "fine (optional)" : "fine";
  const outcome: Record<Verdict, string> = {
    ok: `${got}: ok`,
    not_installed: `not installed: ${r.kind === "required" ? "missing" : fine}`,
    disabled: `${got}, disabled: ${r.kind === "required" ? "missing" : fine}`,
    loads_later: `${got}, loads later: wrong order`,
    out_of_range: `${got}: ${r.kind === "incompatible" ? "fine (outside the range)" : "out of range"}`,
    version_unknown: `${r.id} "${r.found}": version unknown`,
    incompatible_present: `${got}, enabled: incompatible`,
  };
  return `${r.asked} → ${outcome[r.verdict]}${r.rangeProblem ? " (its range was not read: see the warning)" : ""}`;
}

/** Dependency lines a listing shows per mod; a manifest may list thousands, and the rest are counted. */
const SHOWN_REPORTS = 12;

/** Each report's line (`showReport`), the ones not ok first once there are more than fit, then a count of the rest. */
export function showReports(reports: readonly DependencyReport[]): string[] {
  if (reports.length <= SHOWN_REPORTS) return reports.map(showReport);
  const bad = reports.filter((r) => !r.ok);
  const shown = [...bad, ...reports.filter((r) => r.ok)].slice(0, SHOWN_REPORTS);
  const rest = reports.length - shown.length;
  const restBad = bad.length - shown.filter((r) => !r.ok).length;
  return [...shown.map(showReport), `… and ${rest} more${restBad ? ` (${restBad} of them not ok)` : ""}: see manifest.toml`];
}
