/** Edit distance (Levenshtein) between two short strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * The known word closest to `word`, if it is close enough to be a plausible typo
 * (at most a third of the word's length in edits, at least one).
 */
export function closest(word: string, known: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const d = editDistance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** ` (did you mean "x"?)` or the empty string. */
export function didYouMean(word: string, known: Iterable<string>): string {
  const hit = closest(word, known);
  return hit === undefined ? "" : ` (did you mean "${hit}"?)`;
}
