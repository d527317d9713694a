import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from "node:fs";
import { fsProblem } from "./fs-problem.js";
import { isInside, kindOf, MAX_FILE_BYTES } from "./safe-fs.js";

/** A file that could not be read as text: why, and the line to point at (1 unless known). */
export interface ReadRefusal {
  readonly ok: false;
  readonly reason: string;
  readonly line: number;
  /** The file is a symlink leading out of `within` (callers word that one differently). */
  readonly linkOut: boolean;
}

export type TextRead = { readonly ok: true; readonly text: string } | ReadRefusal;

export interface ReadOptions {
  /** A folder the file must stay inside after following links; `where` names it in the refusal. */
  readonly within?: { readonly dir: string; readonly where: string };
  /** Most bytes accepted (default {@link MAX_FILE_BYTES}). */
  readonly cap?: number;
}

export const refuse = (reason: string, line = 1, linkOut = false): ReadRefusal => ({ ok: false, reason, line, linkOut });
const UTF8 = new TextDecoder("utf-8", { fatal: true });
const CHUNK = 64 * 1024;
// O_NONBLOCK: opening a named pipe with no writer would otherwise wait forever.
const OPEN = constants.O_RDONLY | constants.O_NONBLOCK;
/** 0 where the system has none (Windows): links are then found by lstat. */
const NO_FOLLOW: number = constants.O_NOFOLLOW ?? 0;

/**
 * The one way the loader reads a file: only a regular file (a pipe or device is refused,
 * never waited on), at most `cap` bytes actually read (whatever `stat` says), valid UTF-8
 * only, and with `within`, never through a symlink that leads out of that folder.
 */
export function readTextFile(path: string, options: ReadOptions = {}): TextRead {
  const cap = options.cap ?? MAX_FILE_BYTES;
  let fd: number | undefined;
  try {
    const opened = options.within ? openInside(path, options.within) : openSync(path, OPEN);
    if (typeof opened !== "number") return opened;
    fd = opened;
    const info = fstatSync(fd);
    if (!info.isFile()) return refuse(`not a regular file (${kindOf(info)})`);
    if (info.size > cap) return refuse(`file is ${info.size} bytes, over the ${cap}-byte limit`);
    const bytes = readAtMost(fd, cap + 1, info.size);
    if (bytes.length > cap) return refuse(`file is over the ${cap}-byte limit`);
    return decode(bytes);
  } catch (err) {
    return refuse(fsProblem(err).reason);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Opens `path` for reading without leaving `within`. A file that is no symlink (nearly every
 * one) is opened at once with O_NOFOLLOW, which refuses a link itself (ELOOP): one syscall, not
 * lstat + open. A link, or a system without O_NOFOLLOW, takes the checked way.
 */
function openInside(path: string, within: NonNullable<ReadOptions["within"]>): number | ReadRefusal {
  if (NO_FOLLOW !== 0) {
    try {
      return openSync(path, OPEN | NO_FOLLOW);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ELOOP") throw err;
    }
  }
  let target = path;
  if (lstatSync(path).isSymbolicLink()) {
    target = realpathSync(path);
    if (!isInside(realpathSync(within.dir), target)) return refuse(`symlink leads out of the ${within.where}`, 1, true);
  }
  return openSync(target, OPEN | NO_FOLLOW);
}

/**
 * Up to `limit` bytes from `fd`, into one buffer; `sizeHint` only sizes it (stat may say 0 or
 * lie), and it grows by doubling if the file holds more. The buffer is a scratch one shared by
 * every read up to {@link SCRATCH_MAX} bytes: the caller decodes the bytes before the next read.
 */
function readAtMost(fd: number, limit: number, sizeHint: number): Buffer {
  // One byte over the hint, so a file that grew since fstat is seen without a second buffer.
  let buf = scratchFor(Math.min(limit, sizeHint > 0 ? sizeHint + 1 : CHUNK));
  let room = Math.min(buf.length, limit);
  let total = 0;
  while (total < limit) {
    if (total === room) {
      room = Math.min(limit, room * 2);
      const bigger = Buffer.allocUnsafe(room);
      buf.copy(bigger, 0, 0, total);
      buf = bigger;
    }
    const n = readSync(fd, buf, total, room - total, null);
    if (n === 0) break;
    total += n;
  }
  return buf.subarray(0, total);
}

/** Largest read that goes through the shared scratch buffer (kept for the process). */
const SCRATCH_MAX = 1024 * 1024;
let scratch = Buffer.alloc(0);

/** A buffer of at least `size` bytes: the scratch one when it may be, else a fresh one of exactly `size`. */
function scratchFor(size: number): Buffer {
  if (size > SCRATCH_MAX) return Buffer.allocUnsafe(size);
  if (scratch.length < size) scratch = Buffer.allocUnsafe(Math.max(size, CHUNK));
  return scratch;
}

/** Bytes as text when they are valid UTF-8 (a file read from anywhere: a folder, an archive). */
export function decode(bytes: Buffer): TextRead {
  try {
    return { ok: true, text: UTF8.decode(bytes) };
  } catch {
    return refuse("not valid UTF-8 text", badLine(bytes));
  }
}

/** The line of the first byte that is not UTF-8 (1 when the file also holds a real U+FFFD). */
function badLine(bytes: Buffer): number {
  const lossy = bytes.toString("utf8");
  if (bytes.includes(Buffer.from([0xef, 0xbf, 0xbd]))) return 1;
  const at = lossy.indexOf("\uFFFD");
  let line = 1;
  for (let i = lossy.indexOf("\n"); i !== -1 && i < at; i = lossy.indexOf("\n", i + 1)) line++;
  return line;
}
