import { parseDependency, type DependencyKind } from "./dependency.js";
import type { TomlPath } from "./toml-lines.js";
import type { Manifest } from "./manifest.js";
import { parseVersion, versionGuess } from "../lib/semver.js";

/** What an unreadable range leaves of a dependency. */
const STILL: Record<DependencyKind, string> = {
  required: "still required, checked without the range",
  optional: "still optional, checked without the range",
  incompatible: "still incompatible, with every version",
};

/**
 * Phase 1a, after the manifest's shape is valid: its version and `depends` strings read as
 * semver and ranges. Each mistake is one warning and the mod still loads: a version that is no
 * semver makes every range asking for it fail as "version unknown"; an unreadable range leaves
 * the dependency without its range; a string naming no mod, or the mod itself, is dropped.
 */
export function checkManifest(manifest: Manifest, lineOf: (path: TomlPath) => number, warn: (line: number, message: string) => void): void {
  if (!parseVersion(manifest.version)) {
    const guess = versionGuess(manifest.version);
    warn(
      lineOf(["version"]),
      `version: "${manifest.version}" is not a semver MAJOR.MINOR.PATCH version${guess ? ` (did you mean "${guess}"?)` : ""}; ` +
        `the mod loads, but a mod asking for a range of its versions fails as "version unknown"`,
    );
  }
  const kept: string[] = [];
  manifest.depends.forEach((text, i) => {
    const dep = parseDependency(text);
    // The line only for a warning: finding it costs a walk of the file.
    const line = () => lineOf(["depends", i]);
    if (!("id" in dep)) return warn(line(), `depends: ${dep.unusable}; ignored`);
    if (dep.id === manifest.id) return warn(line(), "depends: a mod cannot depend on itself; ignored");
    if (dep.problem) warn(line(), `depends: "${text}": ${dep.problem}; ${dep.id} is ${STILL[dep.kind]}`);
    kept.push(text);
  });
  manifest.depends = kept;
}
