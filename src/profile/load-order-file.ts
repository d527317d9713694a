import { existsSync, renameSync } from "node:fs";
import { basename, dirname } from "node:path";
import { readTextFile, type TextRead } from "./safe-read.js";
import { writeInProfile } from "./safe-write.js";

/** The player's mod list in the profile. What it means (healing it against the mods found) is the loader's. */
export const LOAD_ORDER_FILE = "load_order.toml";

/** The file's text, read the profile's way: never through a link out of the profile, a pipe or a device. */
export function readLoadOrderText(path: string): TextRead {
  return readTextFile(path, { within: { dir: dirname(path), where: "profile" } });
}

/**
 * Moves a file that cannot be read aside as `load_order.toml.broken` (`.broken-2`, … when taken)
 * and returns the name it now has; throws what the rename threw. A rename moves a link or a
 * pipe itself, never what it points to.
 */
export function moveAside(path: string): string {
  let backup = `${path}.broken`;
  for (let n = 2; existsSync(backup); n++) backup = `${path}.broken-${n}`;
  renameSync(path, backup);
  return basename(backup);
}

/**
 * Writes the file: `edited` (the player's text with the lists changed), else rustkeep's own
 * layout of `order` and `disabled`. Through a temp file and a rename: a linked
 * load_order.toml is replaced, its target never written. Throws a WriteProblem.
 */
export function writeLoadOrderFile(
  path: string,
  lists: { readonly order: readonly string[]; readonly disabled: readonly string[] },
  edited?: string,
): void {
  const list = (ids: readonly string[]) => `[${ids.map((id) => JSON.stringify(id)).join(", ")}]`;
  const text =
    edited ??
    "# rustkeep load order: mods load from first to last; a later mod wins.\n" +
      "# Move a mod id to `disabled` to turn it off. rustkeep keeps this file in step with your mods folder.\n" +
      `order = ${list(lists.order)}\n` +
      `disabled = ${list(lists.disabled)}\n`;
  writeInProfile(dirname(path), basename(path), text);
}
