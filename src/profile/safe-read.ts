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

/**
 * The one way the loader reads a file: only a regular file (a pipe or device is refused,
 * never waited on), at most `cap` bytes actually read (whatever `stat` says), valid UTF-8
 * only, and with `within`, never through a symlink that leads out of that folder.
 */
export function readTextFile(path: string, options: ReadOptions = {}): TextRead {
  const cap = options.cap ?? MAX_FILE_BYTES;
  let fd: number | undefined;
  try {
    let target = path;
    if (options.within && lstatSync(path).isSymbolicLink()) {
      target = realpathSync(path);
      if (!isInside(realpathSync(options.within.dir), target)) return refuse(`symlink leads out of the ${options.within.where}`, 1, true);
    }
    // O_NONBLOCK: opening a named pipe with no writer would otherwise wait forever.
    const noFollow = options.within ? constants.O_NOFOLLOW : 0;
    fd = openSync(target, constants.O_RDONLY | constants.O_NONBLOCK | noFollow);
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

/** Up to `limit` bytes from `fd`; `sizeHint` only sizes the first buffer (stat may say 0 or lie). */
function readAtMost(fd: number, limit: number, sizeHint: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  let want = Math.min(limit, Math.max(sizeHint + 1, CHUNK));
  while (total < limit) {
    const buf = Buffer.allocUnsafe(Math.min(want, limit - total));
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    chunks.push(n === buf.length ? buf : buf.subarray(0, n));
    total += n;
    want = CHUNK;
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
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
