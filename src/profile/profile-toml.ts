import { parse, TomlError } from "smol-toml";

/**
 * A profile file's text as its TOML table, or the start of the one line saying it is not
 * TOML, with the line where it broke: `keys.toml:3: not valid TOML`.
 */
export function profileToml(text: string, file: string): Record<string, unknown> | string {
  try {
    return parse(text) as Record<string, unknown>;
  } catch (err) {
    return `${file}${err instanceof TomlError ? `:${err.line}` : ""}: not valid TOML`;
  }
}
