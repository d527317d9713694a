import { printable } from "../lib/safe-text.js";
import { profileToml } from "../profile/profile-toml.js";
import { BINDINGS, keyLabel, type Binding, type KeySpec, type NamedInput } from "./keymap.js";

/** The key map a `keys.toml` made, and one line per thing in it that could not be used. */
export interface KeysFileResult {
  readonly bindings: readonly Binding[];
  readonly problems: readonly string[];
}

/** Most keys one input may have: a file binding hundreds is a mistake, not a layout. */
const MAX_KEYS_PER_INPUT = 8;

const SPECIAL_BY_NAME = new Map<string, KeySpec>(
  (
    [
      "upArrow",
      "downArrow",
      "leftArrow",
      "rightArrow",
      "pageUp",
      "pageDown",
      "home",
      "end",
      "return",
      "escape",
      "tab",
      "backspace",
      "delete",
    ] as const
  ).map((key) => [keyLabel({ key }).toLowerCase(), { key }]),
);
SPECIAL_BY_NAME.set("space", { char: " " });

/** A key as written in keys.toml (`k`, `Up`, `PgDn`, `Space`, `Ctrl+X`) → the key, or why not. */
export function parseKeyName(name: string): KeySpec | string {
  const special = SPECIAL_BY_NAME.get(name.toLowerCase());
  if (special) return special;
  const ctrl = /^ctrl\+([a-z])$/i.exec(name);
  if (ctrl) return { ctrl: ctrl[1]!.toLowerCase() };
  const chars = [...name];
  if (chars.length === 1 && name >= "!" && name !== "\u007f" && !/\p{C}/u.test(name)) return { char: name };
  return `"${printable(name)}" is not a key (one character, a name like Up, PgDn, Enter, Esc, Space, or Ctrl+letter)`;
}

const sameKey = (a: KeySpec, b: KeySpec) => keyLabel(a) === keyLabel(b) && "ctrl" in a === "ctrl" in b;

/**
 * Merges a `keys.toml` over the default key map. Each `input = "key"` or `input = ["k", "Up"]`
 * replaces that input's keys; a key the file gives to one input is taken from the input that
 * had it by default. What cannot be used (an unknown input, a bad key, a key bound twice in
 * the file) is said in one line and left at the default, so the game always starts.
 */
export function mergeKeysFile(text: string, defaults: readonly Binding[] = BINDINGS): KeysFileResult {
  const doc = profileToml(text, "keys.toml");
  if (typeof doc === "string") return { bindings: defaults, problems: [`${doc}; default keys used`] };
  const problems: string[] = [];
  const chosen = new Map<NamedInput, KeySpec[]>();
  const owner: { spec: KeySpec; input: NamedInput }[] = [];
  const known = new Set<string>(defaults.map((b) => b.input));
  for (const [name, value] of Object.entries(doc)) {
    const shown = printable(name);
    if (!known.has(name)) {
      problems.push(`keys.toml: "${shown}" is not an input; ignored`);
      continue;
    }
    const input = name as NamedInput;
    const list =
      typeof value === "string"
        ? [value]
        : Array.isArray(value) && value.every((v) => typeof v === "string")
          ? (value as string[])
          : undefined;
    if (!list || list.length === 0 || list.length > MAX_KEYS_PER_INPUT) {
      problems.push(`keys.toml: ${shown} must be a key or a list of 1–${MAX_KEYS_PER_INPUT} keys; default kept`);
      continue;
    }
    const specs: KeySpec[] = [];
    for (const keyName of list) {
      const spec = parseKeyName(keyName);
      if (typeof spec === "string") {
        problems.push(`keys.toml: ${shown}: ${spec}; ignored`);
        continue;
      }
      const taken = owner.find((o) => sameKey(o.spec, spec));
      if (taken) {
        if (taken.input !== input)
          problems.push(`keys.toml: ${keyLabel(spec)} is bound to both ${taken.input} and ${shown}; kept for ${taken.input}`);
        continue;
      }
      owner.push({ spec, input });
      specs.push(spec);
    }
    if (specs.length) chosen.set(input, specs);
    else problems.push(`keys.toml: ${shown} has no usable key; default kept`);
  }
  const claimed = (spec: KeySpec) => owner.some((o) => sameKey(o.spec, spec));
  const bindings = defaults.map((b): Binding => {
    const keys = chosen.get(b.input) ?? b.keys.filter((spec) => !claimed(spec));
    if (keys.length === 0)
      problems.push(`keys.toml: ${b.input} lost its only key (${b.keys.map(keyLabel).join(" ")}) to another input; it has none now`);
    return { ...b, keys };
  });
  return { bindings, problems };
}

/** The default key map with the lines saying why `keys.toml` was not used (none when there is no file). */
export function defaultKeys(problems: readonly string[]): KeysFileResult {
  return { bindings: BINDINGS, problems };
}

/** The one title line about keys.toml: its first problem and how many more, or undefined when clean. */
export function keysLine(problems: readonly string[]): string | undefined {
  if (problems.length === 0) return undefined;
  return problems.length === 1 ? problems[0] : `${problems[0]} (+${problems.length - 1} more: rustkeep check)`;
}
