/** Zips for tests, made by fflate (a writer that is not ours), and the byte surgery hostile ones need. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { zipSync, type Zippable, type ZipAttributes } from "fflate";

/** An entry's text or bytes, or bytes with zip attributes (a link's mode bits). */
export type ZipFile = string | Uint8Array | [Uint8Array, ZipAttributes];

/** A zip of `files` (path in the archive → content), each path as given, in the order given. */
export function zipOf(files: Record<string, ZipFile>, level: 0 | 6 = 6): Uint8Array {
  const zippable: Zippable = {};
  for (const [path, file] of Object.entries(files)) {
    zippable[path] = typeof file === "string" ? new TextEncoder().encode(file) : file;
  }
  return zipSync(zippable, { level, mtime: new Date(2026, 0, 1) });
}

/** A zip of a mod's files under one top folder `top`. */
export function modZip(top: string, files: Record<string, ZipFile>): Uint8Array {
  return zipOf(Object.fromEntries(Object.entries(files).map(([rel, f]) => [`${top}/${rel}`, f])));
}

/** Every file under `dir` as `top/<path>` → bytes (what `mods pack` would put in). */
export function folderFiles(dir: string, top: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path, `${rel}${name}/`);
      else out[`${top}/${rel}${name}`] = readFileSync(path);
    }
  };
  walk(dir, "");
  return out;
}

/** External attributes that make an entry a symlink on unix. */
export const LINK: ZipAttributes = { os: 3, attrs: (0o120777 << 16) >>> 0 };

/** Rewrites fields of `name`'s central directory record in place (offsets as in the zip spec, from the record's start). */
export function patchCentral(zip: Uint8Array, name: string, patch: (record: DataView) => void): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const wanted = new TextEncoder().encode(name);
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    const got = zip.subarray(at + 46, at + 46 + length);
    if (length === wanted.length && got.every((b, i) => b === wanted[i])) {
      patch(new DataView(zip.buffer, zip.byteOffset + at, 46));
      return zip;
    }
  }
  throw new Error(`no central record for ${name}`);
}

/** The central record's size fields, for a declared size that is a lie. */
export const declareSize = (size: number) => (r: DataView) => r.setUint32(24, size, true);
