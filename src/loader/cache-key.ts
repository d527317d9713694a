import { createHash, type Hash } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import type { TextRead } from "../profile/safe-read.js";
import type { SearchPath } from "./discover.js";
import type { LoadOrder } from "./load-order.js";
import type { ModFolder } from "./manifest.js";
import type { ModContents } from "./mod-contents.js";

/** What the key of one load is made of, besides the files. */
export interface KeyParts {
  /** The bundle's hash (build-id.json): another build may read or check data differently. */
  readonly buildId: string;
  readonly version: string;
  /** `profile`, `core-only` or `mod` (`--no-mods`, `check --mod`). */
  readonly selection: string;
  readonly searchPaths: readonly SearchPath[];
  readonly order: LoadOrder;
  readonly found: ReadonlyMap<string, ModFolder>;
}

/**
 * The digest of everything a load's content depends on: build, version, Node, selection,
 * search paths, load order and disabled list, every mod found (manifest, folder, source), and
 * for every enabled mod every file it lists: path, size, mtime and text (a zip also as a whole).
 * `found` comes back with each enabled mod's files remembered as they were hashed: the read
 * phase then parses exactly the bytes the key was made of, and reads nothing twice.
 */
export function contentKey(parts: KeyParts): { digest: string; found: Map<string, ModFolder> } {
  const h = createHash("sha256");
  const line = (value: unknown) => h.update(`${JSON.stringify(value)}\n`);
  line(["rustkeep content", parts.buildId, parts.version, process.version, parts.selection]);
  line(parts.searchPaths);
  line([parts.order.order, parts.order.enabled, parts.order.disabled, parts.order.broken ?? []]);
  for (const [id, m] of parts.found) line([id, m.manifest, m.dir, m.folder, m.source, m.archive ?? null]);
  const found = new Map(parts.found);
  for (const id of parts.order.enabled) {
    const mod = parts.found.get(id);
    if (!mod) continue;
    const contents = remembered(mod.contents);
    found.set(id, { ...mod, contents });
    line(["mod", id]);
    if (mod.archive !== undefined) hashFile(h, mod.dir);
    const listing = contents.tomlFiles();
    line(listing.refused);
    for (const rel of listing.files) {
      line([rel, ...(mod.archive === undefined ? statOf(join(mod.dir, rel)) : [])]);
      hashRead(h, contents.read(rel));
    }
  }
  return { digest: h.digest("hex"), found };
}

/** A mod's contents with its listing and its TOML files kept once read (a script, read with a cap, is not kept). */
function remembered(contents: ModContents): ModContents {
  let listing: ReturnType<ModContents["tomlFiles"]> | undefined;
  const texts = new Map<string, TextRead>();
  return {
    tomlFiles: () => (listing ??= contents.tomlFiles()),
    read(rel, cap) {
      if (cap !== undefined) return contents.read(rel, cap);
      let read = texts.get(rel);
      if (!read) texts.set(rel, (read = contents.read(rel)));
      return read;
    },
  };
}

function statOf(path: string): (number | string)[] {
  try {
    const s = statSync(path);
    return [s.size, s.mtimeMs];
  } catch (err) {
    return [(err as NodeJS.ErrnoException).code ?? "unreadable"];
  }
}

function hashRead(h: Hash, read: TextRead): void {
  if (!read.ok) {
    h.update(`refused ${JSON.stringify([read.reason, read.line])}\n`);
    return;
  }
  h.update(`text ${read.text.length}\n`);
  h.update(read.text);
  h.update("\n");
}

/** A zip's size, mtime and bytes, read in chunks (a zip mod's size is not capped here; the archive reader caps its entries). */
function hashFile(h: Hash, path: string): void {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: a pipe put in the zip's place since discovery is never waited on.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const s = fstatSync(fd);
    h.update(`zip ${s.size} ${s.mtimeMs}\n`);
    const buf = Buffer.allocUnsafe(1 << 20);
    for (let n = readSync(fd, buf); n > 0; n = readSync(fd, buf)) h.update(n === buf.length ? buf : buf.subarray(0, n));
  } catch (err) {
    h.update(`zip unreadable ${(err as NodeJS.ErrnoException).code ?? ""}\n`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
