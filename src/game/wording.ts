/**
 * Game text about groups of creatures, in one place so every line that names a crowd
 * (the doorway's "Inside: …", a run's refusal) counts it the same way.
 */

/**
 * A proper name has a comma or a capital after its first word ("Grisklaw, the Rat King"):
 * it is kept as written and takes no article; a common one is lower-cased ("Giant rat",
 * "Sharp iron sword").
 */
export function isProper(name: string): boolean {
  return (
    name.includes(",") ||
    name
      .split(" ")
      .slice(1)
      .some((w) => /^\p{Lu}/u.test(w))
  );
}

function plural(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/**
 * A name that is already plural takes no article and no extra "s": its head word (the last
 * one before any "of …") ends in a plural "s" — "Shadow slippers", "Hobnailed boots of the
 * Fox", "Smelling salts" — but not "Plate harness", "Staff of embers", "Cactus".
 */
export function isPlural(name: string): boolean {
  const head = name.split(/ of /i)[0]!.trim().split(" ").at(-1)!.toLowerCase();
  return /[^su]s$/.test(head) && !/(is|ss)$/.test(head);
}

/** "a giant rat", "an iron sword", "2 giant rats", "shadow slippers"; a proper name as written. */
export function counted(name: string, count: number): string {
  if (isProper(name)) return count === 1 ? name : `${count} × ${name}`;
  const noun = name.charAt(0).toLowerCase() + name.slice(1);
  if (isPlural(noun)) return count === 1 ? noun : `${count} × ${noun}`;
  if (count > 1) return `${count} ${plural(noun)}`;
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}

/**
 * Whose something is, for any name: "Mira's", and "Sister Maud's" for "Sister Maud, warden
 * of the crypts" (a title after a comma is left out: "the crypts's goods" would belong to
 * the crypts).
 */
export function possessiveOf(name: string): string {
  const short = name.includes(",") ? name.slice(0, name.indexOf(",")).trim() : name;
  return `${short}'s`;
}

/**
 * Names as a counted list, in the order they first appear: "a giant rat", "2 giant
 * rats", "a giant rat and a cave spider", "2 giant rats, a cave bat and an ogre".
 */
export function countedNames(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const parts = [...counts].map(([name, count]) => counted(name, count));
  return parts.length <= 1 ? (parts[0] ?? "nobody") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** A thing named with its article: "the iron sword", but "Grisklaw, the Rat King" as written. */
export function theName(name: string): string {
  return isProper(name) ? name : `the ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

/** A verb that agrees with a thing's name: "the soft boots go", "the iron sword goes" (`isPlural` reads the name as the mod wrote it). */
export function agreeing(name: string, singular: string, plural: string): string {
  return isPlural(name) ? plural : singular;
}

/** "a, b and c": parts joined as a sentence lists them. */
export function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
