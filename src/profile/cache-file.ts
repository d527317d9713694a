import { lstatSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import { fsProblem, showProblem } from "./fs-problem.js";
import { isInside } from "./safe-fs.js";
import { readTextFile } from "./safe-read.js";
import { writeInProfile } from "./safe-write.js";

/** The profile's cache folder, relative to the profile: what it holds can always be deleted. */
export const CACHE_DIR = "cache";

/** A cache file as read: none there, its text, or why it cannot be used (a link out, a folder, too big, not text). */
export type CacheRead =
  { readonly kind: "none" } | { readonly kind: "text"; readonly text: string } | { readonly kind: "unusable"; readonly reason: string };

/**
 * Reads `<home>/cache/<name>`, never from outside the profile: a cache folder or file that is
 * a link leading out is refused, as is anything but a regular file of at most `cap` bytes.
 */
export function readCacheFile(home: string, name: string, cap: number): CacheRead {
  const dir = join(home, CACHE_DIR);
  try {
    const info = lstatOrUndefined(dir);
    if (!info) return { kind: "none" };
    if (info.isSymbolicLink() && !isInside(realpathSync(home), realpathSync(dir)))
      return { kind: "unusable", reason: `${dir} is a symlink leading out of the profile; remove it` };
    if (!statSync(dir).isDirectory()) return { kind: "unusable", reason: `${dir} is a file, not a folder; move it away` };
    const path = join(dir, name);
    if (!lstatOrUndefined(path)) return { kind: "none" };
    const read = readTextFile(path, { within: { dir: home, where: "profile" }, cap });
    return read.ok ? { kind: "text", text: read.text } : { kind: "unusable", reason: `${path}: ${read.reason}` };
  } catch (err) {
    return { kind: "unusable", reason: `${dir}: ${showProblem(fsProblem(err))}` };
  }
}

/**
 * Writes `<home>/cache/<name>` through a temp file and a rename (never through a link out of
 * the profile). A cache that cannot be written is no failure of the load: false, and nothing said.
 */
export function writeCacheFile(home: string, name: string, text: string): boolean {
  try {
    writeInProfile(home, `${CACHE_DIR}/${name}`, text);
    return true;
  } catch {
    return false;
  }
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}
