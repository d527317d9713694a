/**
 * One hint of a hint line: the key's label and what it does, then shorter ways to say it
 * (`talk to Sergeant Hobb, the last quartermaster`, `talk to Sergeant Hobb`, `talk`).
 */
export type Hint = readonly [key: string, word: string, ...shorter: string[]];

const GAP = "  ";
const cells = (text: string) => [...text].length;
const joined = (hints: readonly (readonly [string, string])[]) => hints.map(([k, w]) => (k ? `${k} ${w}` : w)).join(GAP);

/**
 * The hints as one line of at most `width` cells. The last hints (`? help`, `q quit`) are
 * the ones a player must always find, so room is taken from the front: first each hint
 * in turn says it shorter (its own shorter forms), then the first ones are cut with "…",
 * then dropped. A hint is never cut in the middle of its key.
 */
export function fitHints(hints: readonly Hint[], width: number): string {
  let words: [string, string][] = hints.map(([key, word]) => [key, word]);
  if (cells(joined(words)) <= width) return joined(words);
  for (let i = 0; i < hints.length; i++) {
    for (const short of hints[i]!.slice(2) as string[]) {
      words[i] = [words[i]![0], short];
      if (cells(joined(words)) <= width) return joined(words);
    }
  }
  while (words.length > 1) {
    const over = cells(joined(words)) - width;
    if (over <= 0) return joined(words);
    const [key, word] = words[0]!;
    // A cut word keeps at least three letters and the ellipsis, else the hint goes.
    const keep = cells(word) - over - 1;
    if (keep >= 3) {
      words[0] = [key, `${[...word].slice(0, keep).join("")}…`];
      return joined(words);
    }
    words = words.slice(1);
  }
  const last = joined(words);
  return cells(last) <= width ? last : `${[...last].slice(0, Math.max(0, width - 1)).join("")}…`;
}
