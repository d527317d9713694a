import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { REPO } from "./cli.js";

/** The headings of a markdown file (outside code fences), as written, without the #s. */
export function headings(markdown: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) out.push(m[1]!);
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; a repeat gets -1, -2… */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const h of headings(markdown)) {
    const base = h
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every source file under `src/`, with its path from the repository. */
export function sourceFiles(dir = join(REPO, "src")): { path: string; text: string }[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(name) ? [{ path: relative(REPO, full), text: readFileSync(full, "utf8") }] : [];
    });
}

export interface Pointer {
  /** `src/cli/schema.ts:74` */
  readonly where: string;
  /** `README.md`, `docs/modding.md` */
  readonly file: string;
  /** What it names: a heading's text, a section number (`9.1`) or an anchor (`#16-testing-your-mod`). */
  readonly names: string;
}

const DOC = String.raw`(README(?:\.md)?|docs/[a-z-]+\.md|the modding guide|modding guide|the guide)`;
const FORMS: [RegExp, (m: RegExpExecArray) => string][] = [
  // see README, "Editor completion" · the modding guide, "Scripts" · README's "Editor completion"
  [new RegExp(`${DOC}(?:,|'s)\\s+\\\\?"([^"\\\\]+)\\\\?"`, "g"), (m) => m[2]!],
  // docs/modding.md#16-testing-your-mod
  [new RegExp(`${DOC}(#[a-z0-9_-]+)`, "g"), (m) => m[2]!],
  // docs/modding.md §9.1 · the modding guide, §9.1 · the guide (§9.1)
  [new RegExp(`${DOC}[,\\s(]+§\\s?(\\d+(?:\\.\\d+)?)`, "g"), (m) => m[2]!],
];

const fileOf = (doc: string) => (doc.startsWith("README") ? "README.md" : doc.startsWith("docs/") ? doc : "docs/modding.md");

/** Every place in `src/` that points a reader into the README or the docs, and what it names there. */
export function pointersIn(files: { path: string; text: string }[]): Pointer[] {
  const out: Pointer[] = [];
  for (const { path, text } of files) {
    for (const [form, names] of FORMS) {
      for (const m of text.matchAll(form)) {
        const line = text.slice(0, m.index).split("\n").length;
        out.push({ where: `${path}:${line}`, file: fileOf(m[1]!), names: names(m as RegExpExecArray) });
      }
    }
  }
  return out;
}

/** Whether `markdown` has what a pointer names: that heading, a heading numbered so, or that anchor. */
export function resolves(markdown: string, names: string): boolean {
  if (names.startsWith("#")) return anchors(markdown).has(names.slice(1));
  const hs = headings(markdown);
  if (/^\d+(\.\d+)?$/.test(names)) return hs.some((h) => h.startsWith(`${names} `) || h.startsWith(`${names}. `));
  // A heading is named with or without its number: "Limits" is "3.7 Limits".
  const plain = (s: string) =>
    s
      .replace(/`/g, "")
      .replace(/^\d+(\.\d+)*\.?\s+/, "")
      .toLowerCase();
  return hs.some((h) => plain(h) === plain(names));
}
