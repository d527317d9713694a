import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  type Stats,
} from "node:fs";
import { join } from "node:path";
import { fsProblem, WriteProblem } from "./fs-problem.js";
import { isInside } from "./safe-fs.js";
import { processAlive } from "./process-alive.js";

/**
 * Writes in the player's profile. Nothing is ever written or deleted through a symlink
 * that leads out of the profile: each folder below the profile root is checked with
 * lstat, and a file is written to a temp file beside it and renamed into place (a
 * rename replaces a link, it never writes to its target). Failures throw a
 * {@link WriteProblem}: one line with what to do.
 */

/** `rel` (a folder path inside `home`, `/`-separated) as a real folder inside the profile, made if missing. */
export function profileFolder(home: string, rel: string): string {
  try {
    mkdirSync(home, { recursive: true });
    const realHome = realpathSync(home);
    let dir = home;
    for (const part of rel.split("/").filter(Boolean)) {
      dir = join(dir, part);
      let info = lstatOrUndefined(dir);
      if (!info) {
        mkdirSync(dir);
        continue;
      }
      if (info.isSymbolicLink()) {
        const real = realOrUndefined(dir);
        if (real === undefined) throw new WriteProblem("it is a broken symlink", "remove it");
        if (!isInside(realHome, real)) throw new WriteProblem("it is a symlink leading out of the profile", "remove it");
        info = statSync(dir);
      }
      if (!info.isDirectory()) throw new WriteProblem("it is a file, not a folder", "move it away");
    }
    return dir;
  } catch (err) {
    throw asProblem(err);
  }
}

/** Writes `text` as `<home>/<rel>` through a temp file and a rename; returns the path. */
export function writeInProfile(home: string, rel: string, text: string): string {
  const parts = rel.split("/");
  const name = parts.pop()!;
  const dir = profileFolder(home, parts.join("/"));
  removeDeadTemps(dir, name);
  return writeBeside(dir, name, text);
}

/** Writes `dir/name` through a temp file in `dir` (already checked) and a rename. */
export function writeBeside(dir: string, name: string, text: string | Uint8Array): string {
  // "wx": a fresh file only, so a link planted under the temp name is not followed.
  return replaceVia(dir, name, tempName(name), (temp) => writeFileSync(temp, text, { flag: "wx" }));
}

let tempCount = 0;

/**
 * `.<name>.<pid>.<n>.tmp`: a temp name no other write uses, in this process or another, so
 * two processes writing one file at once each rename a whole file of their own into place.
 */
export function tempName(name: string): string {
  return `.${name}.${process.pid}.${tempCount++}.tmp`;
}

/** Temp files of `name` that a process which is gone left in `dir` (a crash mid-write): taken away. */
function removeDeadTemps(dir: string, name: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const prefix = `.${name}.`;
  for (const file of names) {
    if (!file.startsWith(prefix) || !file.endsWith(".tmp")) continue;
    const match = /^(\d+)\.\d+\.tmp$/.exec(file.slice(prefix.length));
    // Ours are never left behind (a failed write takes its temp away); a live process's may be mid-write.
    if (match && Number(match[1]) !== process.pid && !processAlive(Number(match[1]))) deleteFiles(dir, [file]);
  }
}

/**
 * Writes `dir/name` so that a crash at any moment leaves the old file or the new one, never
 * a torn one: the text goes to a temp file of its own beside it (a crash leaves it, and the
 * next write takes away those of processes that are gone), is fsynced, renamed over the old,
 * and the folder is fsynced so the rename itself survives a power cut.
 */
export function writeDurable(dir: string, name: string, text: string): string {
  removeDeadTemps(dir, name);
  const temp = tempName(name);
  const path = replaceVia(dir, name, temp, (tempPath) => {
    // A link planted under the temp name is never followed: "wx" insists on a fresh file.
    const fd = openSync(tempPath, "wx", 0o644);
    try {
      const bytes = Buffer.from(text, "utf8");
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  });
  syncFolder(dir);
  return path;
}

/** Writes the temp file `dir/temp` with `write`, then renames it over `dir/name`; a failure takes the temp away. */
function replaceVia(dir: string, name: string, temp: string, write: (tempPath: string) => void): string {
  const path = join(dir, name);
  if (lstatOrUndefined(path)?.isDirectory()) throw new WriteProblem(`${name} is a folder, not a file`, "move it away");
  const tempPath = join(dir, temp);
  try {
    write(tempPath);
    renameSync(tempPath, path);
  } catch (err) {
    // A full disk leaves an empty temp file: take it away, it is ours.
    try {
      unlinkSync(tempPath);
    } catch {
      // Never created, or already renamed.
    }
    throw asProblem(err);
  }
  return path;
}

/** fsyncs a folder so a rename in it is on disk (some systems cannot open a folder for it: that is no error). */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Windows cannot fsync a folder; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Deletes the files `dir/<name>` (a checked folder); a link is removed itself, never its target; folders are left. */
export function deleteFiles(dir: string, names: readonly string[]): void {
  for (const name of names) {
    const path = join(dir, name);
    try {
      // unlink never follows a link; lstat keeps folders out.
      if (!lstatSync(path).isDirectory()) unlinkSync(path);
    } catch {
      // Another process may have removed it already.
    }
  }
}

function asProblem(err: unknown): WriteProblem {
  if (err instanceof WriteProblem) return err;
  const p = fsProblem(err);
  return new WriteProblem(p.reason, p.hint);
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
