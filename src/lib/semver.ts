/**
 * Semver 2.0 versions, only as far as manifests need them: `MAJOR.MINOR.PATCH`, an optional
 * `-prerelease` and an ignored `+build`, ordered by semver precedence. Our own rather than the
 * `semver` package: see `.scratch/2026-12-01-mod-versions.md`.
 */
export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Dot-separated identifiers after `-`; empty for a release. */
  readonly prerelease: readonly string[];
}

const NUMBER = "0|[1-9]\\d*";
const IDENT = "[0-9A-Za-z-]+";
const VERSION = new RegExp(`^(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${IDENT}(?:\\.${IDENT})*))?(?:\\+${IDENT}(?:\\.${IDENT})*)?$`);

/** The version in `text`, or undefined when it is not semver (a numeric identifier has no leading zero). */
export function parseVersion(text: string): Version | undefined {
  const m = VERSION.exec(text);
  if (!m) return undefined;
  const prerelease = m[4] === undefined ? [] : m[4].split(".");
  if (prerelease.some((p) => /^0\d+$/.test(p))) return undefined;
  const [major, minor, patch] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  if (![major, minor, patch].every(Number.isSafeInteger)) return undefined;
  return { major, minor, patch, prerelease };
}

/** Negative, zero or positive as `a` precedes, equals or follows `b` (semver 2.0 §11). */
export function compareVersions(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return Math.sign(core);
  // A prerelease comes before its release.
  if (!a.prerelease.length || !b.prerelease.length) return Math.sign(b.prerelease.length - a.prerelease.length);
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const x = a.prerelease[i]!;
    const y = b.prerelease[i]!;
    if (x === y) continue;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn) return Math.sign(Number(x) - Number(y));
    // Numeric identifiers sort before alphanumeric ones; alphanumeric ones in ASCII order.
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return Math.sign(a.prerelease.length - b.prerelease.length);
}

/** What a version that is no semver was most likely meant to be (`0.2` → `0.2.0`, `v1.2.3` → `1.2.3`), if anything. */
export function versionGuess(text: string): string | undefined {
  const m = /^\s*[vV]?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[0-9A-Za-z.-]+)?\s*$/.exec(text);
  if (!m) return undefined;
  const guess = `${[m[1], m[2] ?? "0", m[3] ?? "0"].map((n) => String(Number(n))).join(".")}${m[4] ?? ""}`;
  return guess !== text && parseVersion(guess) ? guess : undefined;
}

export function showVersion(v: Version): string {
  return `${v.major}.${v.minor}.${v.patch}${v.prerelease.length ? `-${v.prerelease.join(".")}` : ""}`;
}
