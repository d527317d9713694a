import type { Manifest } from "./manifest.js";
import { compareVersions, parseVersion, showVersion, versionGuess, type Version } from "../lib/semver.js";

/**
 * One `depends` string, Factorio's style: `"core >= 0.2.0"` required (the range optional),
 * `"? frost"` optional (when present it must load earlier), `"! oldmod"` incompatible.
 */
export type DependencyKind = "required" | "optional" | "incompatible";

const OPERATORS = ["=", ">=", ">", "<=", "<"] as const;
type Operator = (typeof OPERATORS)[number];

export interface Range {
  readonly op: Operator;
  readonly version: Version;
}

export interface Dependency {
  /** The string as the manifest wrote it. */
  readonly text: string;
  readonly id: string;
  readonly kind: DependencyKind;
  /** Absent: any version (none was written, or it could not be read: see `problem`). */
  readonly range?: Range;
  /** Why the range could not be read, with a did-you-mean; the dependency still counts, without the range. */
  readonly problem?: string;
}

const PREFIX: Record<string, DependencyKind> = { "?": "optional", "!": "incompatible" };
/** Operators of other tools, and what to write instead. */
const SLIPS: Record<string, Operator> = { "=>": ">=", "=<": "<=", "==": "=" };

/** The dependency in `text`, or (when it names no mod) why not. */
export function parseDependency(text: string): Dependency | { readonly unusable: string } {
  // Trimmed first: a lazy match before trailing spaces would cost time squared on a long run of them.
  const m = /^([?!]?)\s*([^\s<>=!?~^]*)\s*(.*)$/s.exec(text.trim())!;
  const [, prefix = "", id = "", rest = ""] = m;
  if (id === "") return { unusable: `"${text}" names no mod (write "ID", "ID >= 1.0.0", "? ID" or "! ID")` };
  const kind = PREFIX[prefix] ?? "required";
  if (rest === "") return { text, id, kind };
  const head = `${prefix ? `${prefix} ` : ""}${id}`;
  const read = readRange(rest, head);
  if ("range" in read) return { text, id, kind, range: read.range };
  const hint = read.better === undefined ? read.why : `${read.why} (did you mean "${head} ${read.better}"?)`;
  return { text, id, kind, problem: hint };
}

function readRange(rest: string, head: string): { range: Range } | { why: string; better?: string } {
  const m = /^([<>=~^!]*)\s*(.*)$/s.exec(rest)!;
  const [, op = "", versionText = ""] = m;
  const version = parseVersion(versionText);
  const shown = versionText === "" ? "1.0.0" : (versionGuess(versionText) ?? versionText);
  if (op === "") return { why: `no operator before "${versionText}"`, better: `>= ${shown}` };
  if (op in SLIPS) return { why: `unknown operator "${op}"`, better: `${SLIPS[op]} ${shown}` };
  if (op === "~" || op === "^") return { why: upperBoundHint(op, version, head) };
  if (!(OPERATORS as readonly string[]).includes(op)) return { why: `unknown operator "${op}"; the operators are ${OPERATORS.join(" ")}` };
  if (versionText === "") return { why: `no version after "${op}"`, better: `${op} 1.0.0` };
  if (!version)
    return {
      why: `"${versionText}" is not a MAJOR.MINOR.PATCH version`,
      ...(versionGuess(versionText) ? { better: `${op} ${versionGuess(versionText)}` } : {}),
    };
  return { range: { op: op as Operator, version } };
}

/** `~` and `^` are npm's; two strings for one mod say the same (`"core >= 0.2.0", "core < 0.3.0"`). */
function upperBoundHint(op: "~" | "^", v: Version | undefined, head: string): string {
  const base = `"${op}" ranges are not supported (the operators are ${OPERATORS.join(" ")})`;
  if (!v) return base;
  const upper =
    op === "~" || v.major === 0 ? (op === "^" && v.minor === 0 ? [0, 0, v.patch + 1] : [v.major, v.minor + 1, 0]) : [v.major + 1, 0, 0];
  return `${base}; for ${op}${showVersion(v)} list two strings, "${head} >= ${showVersion(v)}" and "${head} < ${upper.join(".")}"`;
}

/** A manifest's usable dependencies, in the order written (a string naming no mod is left out: it was warned about). */
export function dependenciesOf(manifest: Pick<Manifest, "depends">): Dependency[] {
  return manifest.depends.map(parseDependency).filter((d): d is Dependency => "id" in d);
}

/** The mods that must load before this one when present: required and optional ones. */
export function loadsAfter(manifest: Pick<Manifest, "depends">): string[] {
  return dependenciesOf(manifest)
    .filter((d) => d.kind !== "incompatible")
    .map((d) => d.id);
}

export function inRange(version: Version, range: Range): boolean {
  const c = compareVersions(version, range.version);
  switch (range.op) {
    case "=":
      return c === 0;
    case ">=":
      return c >= 0;
    case ">":
      return c > 0;
    case "<=":
      return c <= 0;
    case "<":
      return c < 0;
  }
}

export function showRange(range: Range): string {
  return `${range.op} ${showVersion(range.version)}`;
}
