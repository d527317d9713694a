import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./cli.js";

/**
 * The code examples of the README and the guides, and what the docs-examples test does with
 * each. An example is a fenced block; an HTML comment on the line before its fence says what
 * it is (`.scratch/2026-12-01-docs-examples.md` has the conventions):
 *
 *   <!-- example: WORD WORD "quoted text" … -->
 *
 * Without a comment a ```toml fence is one file of a mod `frost` (depending on core), checked
 * with `rustkeep check --mod`, and a ```js fence is a script of such a mod. Other fences
 * (output, shell lines, JSON) are no examples, except a plain fence holding a `create` line,
 * which is a run script and must be marked `run`.
 */
export interface Example {
  /** `README.md:218`: where its fence opens. */
  readonly where: string;
  readonly lang: string;
  readonly body: string;
  readonly marks: Marks;
}

export interface Marks {
  /** Not runnable alone (the test counts these). */
  fragment?: true;
  /** Its lines are quoted from this file or folder of the repository: checked line by line against it, not loaded. */
  excerpt?: string;
  /** One more file of the example before it (the same mod or profile). */
  continues?: true;
  /** Its path inside the mod (`manifest.toml`, `scripts/frost-nova.js`). */
  file?: string;
  /** A file of the profile (`load_order.toml`, `keys.toml`, `mods/.taplo.toml`), checked with `rustkeep check --home`. */
  profile?: string;
  /** The fields of one entry of this registry: the test writes the `[[table]]` line, an id and the required fields it leaves out. */
  entry?: string;
  /** Put the docs' example mod (`docs/example-mod/frost`) in: the example's files join a copy of it. */
  withFrost?: true;
  /** A `rustkeep run` script; its arguments are the `# NAME — rustkeep run …` line that opens it. */
  run?: true;
  /** Check (or run) exits 1, and its output holds this text. */
  warns?: string;
  /** The output holds this text (exit 0). */
  shows?: string;
}

export const DOCUMENTS = ["README.md", ...["cli.md", "keys.md", "modding.md", "playing.md"].map((f) => `docs/${f}`)];

const FENCE = /^(\s*)```(\w*)\s*$/;
const MARK = /^\s*<!-- example: (.*) -->\s*$/;

/** Every example of one document, in order. */
export function examplesOf(document: string, text = readFileSync(join(REPO, document), "utf8")): Example[] {
  const lines = text.split("\n");
  const found: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    let end = i + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end]!)) end++;
    const body = lines
      .slice(i + 1, end)
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join("\n");
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === "") before--;
    const mark = before >= 0 ? MARK.exec(lines[before]!) : null;
    const lang = open[2]!;
    const isRunScript = lang === "" && /^create /m.test(body);
    if (mark || lang === "toml" || lang === "js" || isRunScript) {
      found.push({ where: `${document}:${i + 1}`, lang, body, marks: mark ? parseMarks(mark[1]!, `${document}:${before + 1}`) : {} });
    }
    i = end;
  }
  return found;
}

const WORDS: Record<string, "flag" | "value"> = {
  fragment: "flag",
  excerpt: "value",
  continues: "flag",
  file: "value",
  profile: "value",
  entry: "value",
  with: "value",
  run: "flag",
  warns: "value",
  shows: "value",
};

/** `excerpt mods/core/quests.toml`, `warns "unknown key"`: words and their values; an unknown word throws, naming its line. */
export function parseMarks(text: string, where: string): Marks {
  const tokens = [...text.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : m[2]!.replace(/,$/, ""),
  );
  const marks: Record<string, unknown> = {};
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    const kind = WORDS[word];
    if (!kind) throw new Error(`${where}: "${word}" is no example mark (one of: ${Object.keys(WORDS).join(", ")})`);
    if (kind === "flag") {
      marks[word] = true;
      continue;
    }
    const value = tokens[++i];
    if (value === undefined) throw new Error(`${where}: "${word}" needs a value`);
    if (word === "with") {
      if (value !== "frost") throw new Error(`${where}: "with" takes only frost (the docs' example mod)`);
      marks["withFrost"] = true;
    } else marks[word] = value;
  }
  return marks as Marks;
}

/** Examples in groups: one and the ones marked `continues` after it. */
export function groups(examples: readonly Example[]): Example[][] {
  const out: Example[][] = [];
  for (const e of examples) {
    if (e.marks.continues && out.length) out.at(-1)!.push(e);
    else out.push([e]);
  }
  return out;
}

/** The fields an entry needs that an `entry` example may leave out, by registry. */
const REQUIRED: Record<string, Record<string, string>> = {
  items: { name: `"Example"`, symbol: `{ char = "?" }` },
  abilities: { name: `"Example"`, actions: `[{ heal = 1 }]` },
  creatures: { name: `"Example"`, symbol: `{ char = "?" }`, ai: `[{ ability = "core:attack" }]` },
  modifiers: { name: `"Example"` },
  npcs: { name: `"Example"`, symbol: `{ char = "?" }` },
};

/** An `entry REGISTRY` example as a whole TOML entry (`balance` is the `[balance]` table). */
export function wrapEntry(registry: string, body: string): string {
  if (registry === "balance") return `[balance]\n${body}\n`;
  const required = REQUIRED[registry];
  if (!required) throw new Error(`entry ${registry}: no required fields known for this registry (add them to REQUIRED)`);
  const writes = (key: string) => new RegExp(`^\\s*${key}\\s*=`, "m").test(body);
  const missing = Object.entries(required)
    .filter(([k]) => !writes(k))
    .map(([k, v]) => `${k} = ${v}`);
  return `[[${registry}]]\nid = "example"\n${missing.join("\n")}\n${body}\n`;
}

/**
 * Which lines of an excerpt are not in its source: in a file, in order and each in the same
 * entry as the line before it unless it opens an entry itself (so `duration = 3` cannot be
 * found in the next entry down); in a folder, anywhere. Blank and comment lines of the excerpt
 * are the guide's own (`# …`) and are skipped; lines compare with their ends trimmed.
 */
export function missingLines(body: string, source: string[]): string[] {
  const quoted = body
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#") && !l.startsWith("//"));
  const have = source.flatMap((s) => s.split("\n").map((l) => l.trim()));
  if (source.length !== 1) return quoted.filter((l) => !have.includes(l));
  // A line after an `[[entry]]` header of the excerpt may be in a later entry than the one before it.
  const lines = quoted.flatMap((l, i) => (l.startsWith("[") ? [] : [{ text: l, newEntry: i > 0 && quoted[i - 1]!.startsWith("[") }]));
  // The first line may stand in several entries (`ai = [`): try each, keep the best reading.
  const starts = have.flatMap((l, i) => (l === lines[0]?.text ? [i] : []));
  const readings = (starts.length ? starts : [0]).map((start) => inOrder(lines, have, start));
  return readings.reduce((best, r) => (r.length < best.length ? r : best));
}

/** The quoted lines not found from `start` on, each in the same entry as the one before unless it follows a header. */
function inOrder(lines: { text: string; newEntry: boolean }[], have: string[], start: number): string[] {
  const missing: string[] = [];
  let at = start;
  let first = true;
  for (const { text, newEntry } of lines) {
    let found = -1;
    for (let i = at; i < have.length; i++) {
      if (have[i] === text) {
        found = i;
        break;
      }
      if (!first && !newEntry && have[i]!.startsWith("[")) break;
    }
    if (found < 0) missing.push(text);
    else {
      at = found + 1;
      first = false;
    }
  }
  return missing;
}

/** The `rustkeep run` arguments a run script's first line names (`# boss.txt — rustkeep run --wizard …`), its own file name replaced. */
export function runArguments(body: string, script: string): string[] | undefined {
  const first = /^#\s*(\S+)\s+—\s+rustkeep run\s+(.*)$/.exec(body.split("\n")[0]!);
  if (!first) return undefined;
  const name = first[1]!;
  return first[2]!
    .trim()
    .split(/\s+/)
    .map((a) => (a === name ? script : a));
}
