import { parse } from "smol-toml";
import { pushAll } from "../lib/arrays.js";

/**
 * Edits the text of a player's `load_order.toml` to a healed list, keeping every comment,
 * blank line and layout: a vanished mod's line goes (with its comment), a new mod gets a
 * line of its own, written like its neighbours. Only the two lists are touched.
 */

interface Element {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * `text` with `order` and `disabled` set to the given lists, or undefined when a list is not
 * written as a plain array of strings (the caller writes the file anew then).
 */
export function editLoadOrder(text: string, lists: { order: readonly string[]; disabled: readonly string[] }): string | undefined {
  let out = text;
  for (const key of ["disabled", "order"] as const) {
    const next = editList(out, key, lists[key]);
    if (next === undefined) return undefined;
    out = next;
  }
  // An edit that does not read back as the lists asked for is not written: the file is written anew.
  try {
    const back = parse(out) as { order?: unknown; disabled?: unknown };
    const same = (a: unknown, b: readonly string[]) => JSON.stringify(a ?? []) === JSON.stringify(b);
    return same(back.order, lists.order) && same(back.disabled, lists.disabled) ? out : undefined;
  } catch {
    return undefined;
  }
}

const render = (ids: readonly string[]) => ids.map((id) => JSON.stringify(id)).join(", ");

function editList(text: string, key: string, ids: readonly string[]): string | undefined {
  const at = new RegExp(`^[ \\t]*(?:${key}|"${key}"|'${key}')[ \\t]*=[ \\t]*`, "m").exec(text);
  if (!at) {
    if (ids.length === 0) return text;
    return `${text}${text === "" || text.endsWith("\n") ? "" : "\n"}${key} = [${render(ids)}]\n`;
  }
  const open = at.index + at[0].length;
  if (text[open] !== "[") return undefined;
  const scanned = scanArray(text, open);
  if (!scanned) return undefined;
  const { elements, close } = scanned;
  // One line: no comments can be inside, so the list is simply written out again.
  if (!text.slice(open, close).includes("\n")) return text.slice(0, open) + `[${render(ids)}]` + text.slice(close + 1);
  const keep = new Set<Element>();
  const wanted = new Set(ids);
  for (const e of elements) if (wanted.has(e.id) && ![...keep].some((k) => k.id === e.id)) keep.add(e);
  const edits: Edit[] = [];
  // Elements line by line: a line whose every element goes is deleted whole, else rewritten.
  const byLine = new Map<number, Element[]>();
  for (const e of elements) {
    const start = lineStart(text, e.start);
    byLine.set(start, [...(byLine.get(start) ?? []), e]);
  }
  for (const [start, on] of byLine) {
    const kept = on.filter((e) => keep.has(e));
    if (kept.length === on.length) continue;
    const first = on[0]!;
    const last = on[on.length - 1]!;
    const alone =
      text.slice(start, first.start).trim() === "" &&
      text.slice(last.end, lineEnd(text, last.end)).replace(/#.*/, "").trim().replace(/^,$/, "") === "";
    if (kept.length === 0 && alone) edits.push({ start, end: Math.min(lineEnd(text, start) + 1, text.length), text: "" });
    else edits.push({ start: first.start, end: last.end, text: render(kept.map((e) => e.id)) });
  }
  pushAll(edits, insertions(text, open, elements, [...keep], ids));
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** New ids, each on a line of its own before the kept mod it precedes, or after the last one. */
function insertions(text: string, open: number, all: readonly Element[], kept: readonly Element[], ids: readonly string[]): Edit[] {
  const known = new Set(kept.map((e) => e.id));
  const edits: Edit[] = [];
  const sample = kept[kept.length - 1] ?? all[all.length - 1];
  const indent = sample ? /^[ \t]*/.exec(text.slice(lineStart(text, sample.start)))![0] : "  ";
  let pending: string[] = [];
  for (const id of ids) {
    if (!known.has(id)) {
      pending.push(id);
      continue;
    }
    if (pending.length) {
      const anchor = kept.find((e) => e.id === id)!;
      const at = lineStart(text, anchor.start);
      edits.push({ start: at, end: at, text: pending.map((p) => `${indent}${JSON.stringify(p)},\n`).join("") });
      pending = [];
    }
  }
  if (!pending.length) return edits;
  const last = kept[kept.length - 1];
  if (!last) {
    edits.push({ start: open + 1, end: open + 1, text: pending.map((p) => `\n${indent}${JSON.stringify(p)},`).join("") });
    return edits;
  }
  // Elements after the last kept one on its line are going: the comma that counts follows the line's last.
  const end = lineEnd(text, last.end);
  const onLine = all.filter((e) => e.start >= last.start && e.end <= end);
  const after = onLine[onLine.length - 1]!.end;
  const comma = /^[ \t]*,/.test(text.slice(after));
  const lines = pending.map((p, i) => `\n${indent}${JSON.stringify(p)}${comma || i < pending.length - 1 ? "," : ""}`).join("");
  if (!comma && after === end) return [...edits, { start: end, end, text: `,${lines}` }];
  if (!comma) edits.push({ start: after, end: after, text: "," });
  edits.push({ start: end, end, text: lines });
  return edits;
}

/** The string elements of the array opened at `open`, and where it closes; undefined if anything else is in it. */
function scanArray(text: string, open: number): { elements: Element[]; close: number } | undefined {
  const elements: Element[] = [];
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === "]") return { elements, close: i };
    if (c === "#") i = lineEnd(text, i) - 1;
    else if (c === '"' || c === "'") {
      const end = stringEnd(text, i);
      if (end === -1) return undefined;
      const id = unquote(text.slice(i, end));
      if (id === undefined) return undefined;
      elements.push({ id, start: i, end });
      i = end - 1;
    } else if (!/[\s,]/.test(c)) return undefined;
  }
  return undefined;
}

function stringEnd(text: string, start: number): number {
  const q = text[start]!;
  if (text.startsWith(q.repeat(3), start)) return -1;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\" && q === '"') i++;
    else if (text[i] === q) return i + 1;
    else if (text[i] === "\n") return -1;
  }
  return -1;
}

function lineStart(text: string, pos: number): number {
  return text.lastIndexOf("\n", pos - 1) + 1;
}

function lineEnd(text: string, pos: number): number {
  const i = text.indexOf("\n", pos);
  return i === -1 ? text.length : i;
}

function unquote(raw: string): string | undefined {
  if (raw.startsWith("'")) return raw.slice(1, -1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    // A TOML escape JSON lacks (`\U0001F600`): let the caller write the file anew.
    return undefined;
  }
}
