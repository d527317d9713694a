/** Edit distance (Levenshtein) between two short strings. */
function editDistance(a: string, b: string): number {
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

/** How many edits still count as a typo of `word`: a third of its length, at least one. */
function typoLimit(word: string): number {
  return Math.max(1, Math.floor(word.length / 3));
}

/** The known words close enough to `word` to be a plausible typo, nearest first (ties keep `known`'s order). */
export function nearest(word: string, known: Iterable<string>, max = 3): string[] {
  const limit = typoLimit(word);
  const hits: { candidate: string; d: number }[] = [];
  for (const candidate of new Set(known)) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const d = editDistance(word, candidate);
    if (d <= limit) hits.push({ candidate, d });
  }
  return hits
    .sort((a, b) => a.d - b.d)
    .slice(0, max)
    .map((h) => h.candidate);
}

/** The known word closest to `word`, if it is close enough to be a plausible typo. */
export function closest(word: string, known: Iterable<string>): string | undefined {
  return nearest(word, known, 1)[0];
}

/** ` (did you mean "x"?)` or the empty string. */
export function didYouMean(word: string, known: Iterable<string>): string {
  return suggestion(nearest(word, known, 1));
}

/** ` (did you mean "a", "b" or "c"?)` for the given candidates, or the empty string. */
function suggestion(candidates: readonly string[]): string {
  const quoted = candidates.map((c) => `"${c}"`);
  if (!quoted.length) return "";
  const last = quoted.pop()!;
  return ` (did you mean ${quoted.length ? `${quoted.join(", ")} or ${last}` : last}?)`;
}

const nameOf = (id: string) => id.slice(id.indexOf(":") + 1);

/**
 * An id a person typed (on the command line, in a script) → the full id it names. A full
 * `mod:name` must exist; a bare `name` is taken when exactly one loaded mod defines it;
 * else an id a mod renamed (`renamed`, from the loaded mods' history) is read as its new one.
 * Otherwise the error says which mods define it, or suggests the nearest ids.
 */
export function resolveTypedId(
  word: string,
  known: readonly string[],
  noun: string,
  renamed?: (word: string) => { readonly id: string; readonly notice: string } | undefined,
): { id: string; notice?: string } | { error: string } {
  if (known.includes(word)) return { id: word };
  const bare = !word.includes(":");
  const sameName = known.filter((id) => nameOf(id) === nameOf(word));
  if (bare && sameName.length === 1) return { id: sameName[0]! };
  // An id a mod renamed since: read as the new one, with a notice naming both.
  const old = renamed?.(word);
  if (old && known.includes(old.id)) return old;
  if (bare && sameName.length > 1) return { error: `"${word}" names a ${noun} in several mods: write one of ${sameName.join(", ")}` };
  const typos = bare
    ? nearest(word, known.map(nameOf), 3).flatMap((name) => known.filter((id) => nameOf(id) === name))
    : [...sameName, ...nearest(word, known, 3)];
  // Nothing within typo distance: the start of a name (`spiral` for `core:spiral_descent`).
  const near = typos.length ? typos : known.filter((id) => nameOf(id).startsWith(nameOf(word)) && nameOf(word).length >= 3);
  return { error: `no ${noun} "${word}"${suggestion([...new Set(near)].slice(0, 3))}` };
}
