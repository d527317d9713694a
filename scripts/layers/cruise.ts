// The layering check run in-process: `npm run layers` prints it, test/layering/ asserts it.
import { join, resolve } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

/** The repository root, where `.dependency-cruiser.cjs` and `tsconfig.json` are. */
export const REPO = resolve(import.meta.dirname, "..", "..");

/** One broken rule: the rule's name, the importing module, the imported one and, for a cycle, its path. */
export interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
  readonly cycle?: readonly string[];
}

/**
 * Every violation of the repository's rules in `base`'s `src/` (the repository by default; a test
 * passes a planted tree). Paths are relative to `base`.
 */
export async function layerViolations(base: string = REPO): Promise<Violation[]> {
  const options = await extractDepcruiseOptions(join(REPO, ".dependency-cruiser.cjs"));
  const tsConfig = extractTSConfig(join(REPO, "tsconfig.json"));
  const { output } = await cruise(["src"], { ...options, baseDir: base }, {}, { tsConfig });
  return (output as ICruiseResult).summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    ...(v.cycle ? { cycle: v.cycle.map((c) => c.name) } : {}),
  }));
}

/** One line for a violation: `rule: from → to`, a cycle written out in full. */
export function violationLine(v: Violation): string {
  return `${v.rule}: ${v.from} → ${v.cycle ? v.cycle.join(" → ") : v.to}`;
}
