import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { fsProblem } from "../profile/fs-problem.js";
import { kindOf, MAX_FILE_BYTES } from "../profile/safe-fs.js";

/** Most entries an archive may list: a mod is tens of files; 10,000 is a bomb or a mistake. */
const MAX_ZIP_ENTRIES = 4096;
/** Most bytes all of an archive's files may unpack to, by their declared sizes (each also within its own cap). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** The central directory is read whole: 4,096 entries with long names fit well inside. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const STORED = 0;
const DEFLATED = 8;
const UNIX_HOST = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** One file or folder the central directory lists, as declared (nothing is trusted until read). */
export interface ZipEntry {
  readonly name: string;
  readonly folder: boolean;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly crc: number;
  readonly localOffset: number;
  /** Why the entry alone cannot be used (a link, a path out of the archive), if so. */
  readonly refused?: string;
}

/** Why a whole archive cannot be used: one line, and the archive is lost. */
export type ZipListing =
  | { readonly ok: true; readonly entries: readonly ZipEntry[]; readonly directoryStart: number }
  | { readonly ok: false; readonly reason: string };

/**
 * Reads an archive's central directory only (nothing is inflated): what every entry
 * declares, checked against the caps before any byte of content is read. ZIP64, several
 * disks, encryption and methods other than stored and deflate are refused outright.
 */
export function listZip(path: string): ZipListing {
  const fail = (reason: string): ZipListing => ({ ok: false, reason });
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const info = fstatSync(fd);
    if (!info.isFile()) return fail(`not a regular file (${kindOf(info)})`);
    const tailSize = Math.min(info.size, EOCD_SIZE + 0xffff);
    const tail = readAt(fd, info.size - tailSize, tailSize);
    const at = findEnd(tail);
    if (at === undefined) return fail("not a complete zip archive (no end record: truncated, or not a zip)");
    const disk = tail.readUInt16LE(at + 4);
    const count = tail.readUInt16LE(at + 10);
    const dirSize = tail.readUInt32LE(at + 12);
    const dirStart = tail.readUInt32LE(at + 16);
    if (count === 0xffff || dirSize === 0xffffffff || dirStart === 0xffffffff)
      return fail("uses ZIP64, which no mod needs; pack it again as a plain zip");
    if (disk !== 0 || tail.readUInt16LE(at + 6) !== 0 || tail.readUInt16LE(at + 8) !== count)
      return fail("is split over several disks; pack it as one file");
    if (count > MAX_ZIP_ENTRIES) return fail(`holds ${count} entries, over the ${MAX_ZIP_ENTRIES}-entry limit`);
    const endAt = info.size - tailSize + at;
    if (dirSize > MAX_DIRECTORY_BYTES || dirStart + dirSize > endAt)
      return fail("is damaged (its directory lies outside the file: truncated?)");
    const dir = readAt(fd, dirStart, dirSize);
    const entries: ZipEntry[] = [];
    let unpacked = 0;
    for (let pos = 0, i = 0; i < count; i++) {
      if (pos + 46 > dir.length || dir.readUInt32LE(pos) !== CENTRAL) return fail("is damaged (its directory ends early: truncated?)");
      const nameLength = dir.readUInt16LE(pos + 28);
      const next = pos + 46 + nameLength + dir.readUInt16LE(pos + 30) + dir.readUInt16LE(pos + 32);
      if (next > dir.length) return fail("is damaged (its directory ends early: truncated?)");
      const flags = dir.readUInt16LE(pos + 8);
      const method = dir.readUInt16LE(pos + 10);
      const raw = dir.subarray(pos + 46, pos + 46 + nameLength);
      const shown = raw.toString("utf8");
      if (flags & 0x41) return fail(`is encrypted (${shown}): a mod archive must be readable as it is`);
      if (method !== STORED && method !== DEFLATED)
        return fail(`uses compression method ${method} (${shown}); only stored and deflate are read`);
      const compressedSize = dir.readUInt32LE(pos + 20);
      const size = dir.readUInt32LE(pos + 24);
      const localOffset = dir.readUInt32LE(pos + 42);
      if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff)
        return fail("uses ZIP64, which no mod needs; pack it again as a plain zip");
      const mode = dir.readUInt8(pos + 5) === UNIX_HOST ? dir.readUInt32LE(pos + 38) >>> 16 : 0;
      const name = utf8(raw);
      const folder = name?.endsWith("/") === true || (mode & S_IFMT) === S_IFDIR;
      const refused = name === undefined ? "its name is not UTF-8" : (pathProblem(name) ?? modeProblem(mode));
      entries.push({
        name: name ?? shown,
        folder,
        method,
        compressedSize,
        size,
        crc: dir.readUInt32LE(pos + 16),
        localOffset,
        ...(refused ? { refused } : {}),
      });
      // A file over the per-file cap is refused by its header alone, never inflated: it costs nothing here.
      if (!refused && !folder && size <= MAX_FILE_BYTES) unpacked += size;
      pos = next;
    }
    if (unpacked > MAX_UNPACKED_BYTES) return fail(`would unpack to ${unpacked} bytes, over the ${MAX_UNPACKED_BYTES}-byte limit`);
    return { ok: true, entries, directoryStart: dirStart };
  } catch (err) {
    return fail(`cannot be read (${fsProblem(err).reason})`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** An entry's bytes: read at its local header, inflated to at most its declared size, its CRC checked. */
export function readZipEntry(
  path: string,
  entry: ZipEntry,
  directoryStart: number,
): { ok: true; bytes: Buffer } | { ok: false; reason: string } {
  const damaged = (why: string) => ({ ok: false as const, reason: `is damaged in the archive (${why})` });
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const head = readAt(fd, entry.localOffset, 30);
    if (head.length < 30 || head.readUInt32LE(0) !== LOCAL) return damaged("no local header where the directory says");
    const start = entry.localOffset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
    // An entry's data lies before the directory: overlapping entries are a known bomb.
    if (start + entry.compressedSize > directoryStart) return damaged("its data runs into the directory");
    const packed = readAt(fd, start, entry.compressedSize);
    if (packed.length < entry.compressedSize) return damaged("truncated");
    const bytes = entry.method === STORED ? packed : inflateAtMost(packed, entry.size);
    if (bytes === undefined) return damaged("its compressed data is broken or bigger than its header says");
    if (bytes.length !== entry.size) return damaged(`unpacks to ${bytes.length} bytes, its header says ${entry.size}`);
    if (crc32(bytes) !== entry.crc) return damaged("its checksum does not match");
    return { ok: true, bytes };
  } catch (err) {
    return { ok: false, reason: `cannot be read (${fsProblem(err).reason})` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

// Loaded at the first deflated entry: a profile without zips does not pay zlib's start-up.
const nodeRequire = createRequire(import.meta.url);
let zlib: typeof import("node:zlib") | undefined;

/** Inflates, stopping at `size` bytes: a lying header cannot make it write more. */
function inflateAtMost(packed: Buffer, size: number): Buffer | undefined {
  zlib ??= nodeRequire("node:zlib") as typeof import("node:zlib");
  try {
    return zlib.inflateRawSync(packed, { maxOutputLength: Math.max(1, size) });
  } catch {
    return undefined;
  }
}

/** The end record: the last signature whose comment reaches exactly to the end of the file. */
function findEnd(tail: Buffer): number | undefined {
  for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD && at + EOCD_SIZE + tail.readUInt16LE(at + 20) === tail.length) return at;
  }
  return undefined;
}

/** Why an entry's name is no plain path inside the archive, if it is not. */
function pathProblem(name: string): string | undefined {
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return "is an absolute path; not read";
  if (name.includes("\\") || /[\u0000-\u001f]/.test(name)) return "is no plain path (a backslash or control character); not read";
  const parts = name.replace(/\/$/, "").split("/");
  if (parts.some((p) => p === "..")) return "leads out of the archive (..); not read";
  if (parts.some((p) => p === "" || p === ".")) return "is no plain path (an empty or . part); not read";
  return undefined;
}

function modeProblem(mode: number): string | undefined {
  const type = mode & S_IFMT;
  if (type === S_IFLNK) return "is a symlink; links are not followed in an archive; not read";
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) return "is not a regular file; not read";
  return undefined;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

function utf8(bytes: Buffer): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buf, done, length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  return done === length ? buf : buf.subarray(0, done);
}

let table: Uint32Array | undefined;

/** CRC-32 as zip uses it (zlib.crc32 is newer than Node 20.0). */
function crc32(bytes: Uint8Array): number {
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
