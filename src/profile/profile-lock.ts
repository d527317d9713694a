import { randomBytes } from "node:crypto";
import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { WriteProblem } from "./fs-problem.js";
import { processAlive } from "./process-alive.js";
import { profileFolder, tempName } from "./safe-write.js";

/**
 * One game at a time per profile: `rustkeep.lock` in the profile names the process that
 * plays (or a `run` that saves) in it. It is made whole or not at all (a temp file linked
 * under the lock's name, which fails if one is there), so no reader ever sees half a lock.
 * A lock whose process is gone (killed, crashed, the machine restarted) is stale: the next
 * game takes it over and says so in one line.
 */

const LOCK_FILE = "rustkeep.lock";
const TAKEOVER_FILE = "rustkeep.lock.takeover";

/** Who holds a profile's lock, as its file says. */
export interface LockHolder {
  readonly pid: number;
  readonly started: string;
  readonly token: string;
  /** The file as read, to take over exactly the stale lock that was seen. */
  readonly text: string;
}

export type Taken =
  { readonly ok: true; readonly release: () => void; readonly said?: string } | { readonly ok: false; readonly line: string };

/** Tokens of the locks this process holds, by lock path. */
const held = new Map<string, string>();

/** The one line for a profile another live rustkeep holds. */
function inUseLine(home: string, holder: LockHolder): string {
  return `this profile is in use by another rustkeep (pid ${holder.pid}, since ${holder.started}); one game at a time per profile: quit that one first (if none is running, delete ${join(home, LOCK_FILE)})`;
}

/** The live process other than this one that holds the profile's lock, if any (a stale lock is no holder). */
export function lockHolder(home: string): LockHolder | undefined {
  const path = join(home, LOCK_FILE);
  const holder = readLock(path);
  if (!holder || held.get(path) === holder.token) return undefined;
  return isLive(holder) ? holder : undefined;
}

/**
 * Takes the profile's lock for this process until it exits (or `release`). A profile that
 * cannot be written gets no lock and plays on: it can save nothing another game could lose.
 */
export function takeProfileLock(home: string, now: Date = new Date()): Taken {
  let dir: string;
  try {
    dir = profileFolder(home, "");
  } catch (err) {
    if (err instanceof WriteProblem) return { ok: true, release: () => {} };
    throw err;
  }
  const path = join(dir, LOCK_FILE);
  const token = randomBytes(8).toString("hex");
  const text = `pid = ${process.pid}\nstarted = "${now.toISOString().slice(0, 19).replace("T", " ")}"\ntoken = "${token}"\n`;
  let said: string | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    const made = create(dir, path, text);
    if (made === "made") {
      held.set(path, token);
      const release = () => releaseLock(path, token);
      process.once("exit", release);
      return { ok: true, release, ...(said ? { said } : {}) };
    }
    if (made === "unwritable") return { ok: true, release: () => {} };
    const holder = readLock(path);
    if (holder === undefined) continue;
    if (held.get(path) === holder.token) return { ok: true, release: () => {} };
    if (isLive(holder)) return { ok: false, line: inUseLine(home, holder) };
    const taken = takeOver(dir, path, holder);
    if (taken) said = `took over the profile lock of rustkeep pid ${holder.pid}, which is no longer running`;
    else pause(20);
  }
  return { ok: false, line: `the profile lock ${path} is being taken by another rustkeep at this moment; try again` };
}

/** Removes the lock if it is still this process's (never one another process took over since). */
function releaseLock(path: string, token: string): void {
  if (held.get(path) !== token) return;
  held.delete(path);
  if (readLock(path)?.token === token) remove(path);
}

/** "made", "exists" (someone holds it, or a stale one is there), or "unwritable" (a read-only profile). */
function create(dir: string, path: string, text: string): "made" | "exists" | "unwritable" {
  const temp = join(dir, tempName(LOCK_FILE));
  try {
    writeFileSync(temp, text, { flag: "wx" });
  } catch {
    return "unwritable";
  }
  try {
    // link() fails if the lock exists: the check and the making are one step.
    linkSync(temp, path);
    return "made";
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return "exists";
    // A file system without hard links: O_EXCL, the next best.
    return createExclusive(path, text);
  } finally {
    remove(temp);
  }
}

function createExclusive(path: string, text: string): "made" | "exists" | "unwritable" {
  let fd: number;
  try {
    fd = openSync(path, "wx", 0o644);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EEXIST" ? "exists" : "unwritable";
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return "made";
}

/**
 * Takes a stale lock away, one process at a time (a takeover file of its own, made the same
 * way): two games starting on one stale lock would otherwise each remove the other's new lock.
 */
function takeOver(dir: string, path: string, stale: LockHolder): boolean {
  const guard = join(dir, TAKEOVER_FILE);
  const mine = `pid = ${process.pid}\nstarted = "-"\ntoken = "${randomBytes(8).toString("hex")}"\n`;
  if (create(dir, guard, mine) !== "made") {
    const other = readLock(guard);
    if (!other || !isLive(other)) remove(guard);
    return false;
  }
  try {
    // Still the very lock that was seen stale: no one took it over in between.
    if (readLock(path)?.text !== stale.text) return false;
    remove(path);
    return true;
  } finally {
    remove(guard);
  }
}

/** The lock's holder; a file that does not say one (hand-edited, empty) is a holder no process has. */
function readLock(path: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8").slice(0, 1000);
  } catch {
    return undefined;
  }
  const pid = Number(/^pid = (\d+)$/m.exec(text)?.[1] ?? 0);
  const started = /^started = "([^"\n]*)"$/m.exec(text)?.[1] ?? "an unknown time";
  const token = /^token = "([0-9a-f]+)"$/m.exec(text)?.[1] ?? "";
  return { pid, started, token, text };
}

/** Alive and a rustkeep: a pid reused by another program (after a restart) holds nothing. */
function isLive(holder: LockHolder): boolean {
  // Our own pid in a lock we do not hold: an earlier process's, that had our pid (a container restarted).
  if (holder.pid === process.pid) return false;
  if (!processAlive(holder.pid)) return false;
  let cmdline: string;
  try {
    cmdline = readFileSync(`/proc/${holder.pid}/cmdline`, "utf8");
  } catch {
    // No /proc (macOS, Windows): a live pid is taken at its word.
    return true;
  }
  return cmdline.includes("rustkeep");
}

function remove(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already.
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
