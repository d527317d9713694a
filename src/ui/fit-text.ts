/** Characters that end a phrase: a line never starts with one, and a cut name does not end on one before its "…". */
const PUNCTUATION = /[,.;:]/u;

/**
 * `text` in at most `width` cells: as it is when it fits, else cut after its last whole
 * word that fits, with "…" ("Grisklaw, the Rat…" — never "Grisklaw, the Rat Ki"). A
 * first word longer than the width is cut inside it, as nothing else would show.
 */
export function cutAtWord(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  if (width <= 1) return width === 1 ? "…" : "";
  const room = chars.slice(0, width - 1);
  // A space right after the room means its last word is whole.
  const end = chars[width - 1] === " " ? width - 1 : room.lastIndexOf(" ");
  const lead = room.findIndex((c) => c !== " ");
  const kept = end > lead && lead >= 0 ? room.slice(0, end) : room;
  let out = kept.join("").trimEnd();
  while (out.length > 0 && PUNCTUATION.test(out.at(-1)!)) out = out.slice(0, -1).trimEnd();
  return `${out}…`;
}

/** Whether a row of wrapped text starts with punctuation (after its indent): what wrapping must never do. */
export function startsWithPunctuation(row: string): boolean {
  return PUNCTUATION.test(row.trimStart().charAt(0));
}
