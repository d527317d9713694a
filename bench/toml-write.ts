/**
 * A tiny TOML writer for the generated mods. It writes the same shapes modders write in
 * mods/core (inline tables, arrays of inline tables spread over lines, `'''` layouts), so
 * the parser and the line mapper see realistic text rather than one long line per entry.
 */

export type TomlValue = string | number | boolean | readonly TomlValue[] | TomlTable;
export interface TomlTable {
  readonly [key: string]: TomlValue | undefined;
}

/** One value in inline syntax: `"x"`, `3`, `0.25`, `[1, 2]`, `{ a = 1, b = "c" }`. */
function inline(value: TomlValue): string {
  if (typeof value === "string") return JSON.stringify(value); // JSON escapes are valid TOML basic-string escapes
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as TOML`);
    return String(value);
  }
  if (typeof value === "boolean") return String(value);
  if (isArray(value)) return `[${value.map(inline).join(", ")}]`;
  const parts = Object.entries(value)
    .filter((kv): kv is [string, TomlValue] => kv[1] !== undefined)
    .map(([k, v]) => `${k} = ${inline(v)}`);
  return parts.length ? `{ ${parts.join(", ")} }` : "{}";
}

/**
 * One `[[table]]` entry. An array holding two or more tables is written one element per
 * line, and a string with newlines as a `'''` literal, as in mods/core.
 */
export function entryBlock(table: string, entry: TomlTable): string {
  let out = `[[${table}]]\n`;
  for (const [key, value] of Object.entries(entry)) {
    if (value === undefined) continue;
    if (typeof value === "string" && value.includes("\n")) {
      out += `${key} = '''\n${value}'''\n`;
    } else if (isArray(value) && value.length > 1 && value.every((v) => typeof v === "object" && !isArray(v))) {
      out += `${key} = [\n${value.map((v) => `  ${inline(v)},\n`).join("")}]\n`;
    } else {
      out += `${key} = ${inline(value)}\n`;
    }
  }
  return out;
}

/** A whole file: a comment header, then the entries separated by blank lines. */
export function tomlFile(comment: string, blocks: readonly string[]): string {
  return `# ${comment}\n\n${blocks.join("\n")}`;
}

function isArray(value: TomlValue): value is readonly TomlValue[] {
  return Array.isArray(value);
}
