import { join } from "node:path";
import { firstLine } from "../lib/errors.js";
import { CACHE_DIR, readCacheFile, writeCacheFile } from "../profile/cache-file.js";
import { decodeLoad, encodeLoad, type CachedLoad, type TextOf } from "./cache-codec.js";
import { contentKey } from "./cache-key.js";
import type { SearchPath } from "./discover.js";
import type { LoadOrder } from "./load-order.js";
import type { ModFolder } from "./manifest.js";
import type { ModSelection } from "./select.js";

export type { CachedLoad } from "./cache-codec.js";

/**
 * The content cache: the validated, resolved registries of a load (with its warnings, notices
 * and notes) kept in `<profile>/cache/content-<selection>.json`, and used by the next load of the
 * same selection when every key matches (see cache-key.ts). Anything else — a key that differs,
 * a file of another build, a missing or unreadable file — is a full load; a file that is there
 * but is not a cache (garbage, a folder, a link out of the profile) says so in one notice and is
 * replaced. Scripts are not cached (compiled code is not data), nor provenance.
 */

/** What a load needs to know to use the cache: without a build id (a run from source) there is none. */
export interface CacheSettings {
  /** The bundle's hash: a cache from another build is never read. */
  readonly buildId: string;
  readonly version: string;
}

/** The keys of one load besides the build: the profile, the selection, the search paths, the order and the mods found. */
export interface CacheScope {
  readonly home: string;
  readonly selection: string;
  readonly searchPaths: readonly SearchPath[];
  readonly order: LoadOrder;
  readonly found: ReadonlyMap<string, ModFolder>;
}

/** The cache as a load sees it. */
export interface CacheProbe {
  /** Set when every key matched: the load's content, ready. */
  readonly hit?: CachedLoad;
  /** The mods, each enabled one reading its files from what the key was made of. */
  readonly found: ReadonlyMap<string, ModFolder>;
  /** One line when a file was there that could not be used. */
  readonly notice?: string;
  /** Keeps a finished load (silently nothing when it cannot be written or is not exactly representable). */
  store(load: CachedLoad): void;
}

/** The file format; a change makes every older cache a stale one (read in full, replaced). */
const FORMAT = 1;
const MAGIC = "rustkeep content cache";
/** Larger than any cache a real set of mods makes (10,000 entries: ~6 MB); a bigger file is not read. */
export const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** The cache file's name part for a selection: one file each, so switching `--no-mods` on and off keeps both. */
export function selectionName(select: ModSelection | undefined): string {
  if (!select) return "profile";
  return select.modDir === undefined ? "core-only" : "mod";
}

export function cacheFileName(selection: string): string {
  return `content-${selection}.json`;
}

/** Looks the load up in the cache: its key is made of every mod's files (read once, kept for the read phase). */
export function probeCache(settings: CacheSettings, scope: CacheScope): CacheProbe {
  const { digest, found } = contentKey({ ...settings, ...scope });
  const name = cacheFileName(scope.selection);
  const shown = join(scope.home, CACHE_DIR, name);
  const store = (load: CachedLoad) => {
    const body = encodeLoad(load);
    if (body === undefined) return;
    const text = `${JSON.stringify({ cache: MAGIC, format: FORMAT, build: settings.buildId, key: digest, bytes: body.length })}\n${body}`;
    if (Buffer.byteLength(text) <= MAX_CACHE_BYTES) writeCacheFile(scope.home, name, text);
  };
  const file = readCacheFile(scope.home, name, MAX_CACHE_BYTES);
  if (file.kind === "none") return { found, store };
  const read = file.kind === "text" ? readCache(file.text, digest, textsOf(found, scope.order.enabled)) : { problem: file.reason };
  if ("hit" in read) return { hit: read.hit, found, store };
  if ("stale" in read) return { found, store };
  return { found, store, notice: `notice: the content cache ${shown} could not be used (${read.problem}); the mods were read in full` };
}

/** The cached load when the file is a cache of this key; stale for one of another key or build; else what is wrong. */
function readCache(text: string, digest: string, textOf: TextOf): { hit: CachedLoad } | { stale: true } | { problem: string } {
  const nl = text.indexOf("\n");
  const header = headerOf(nl > 0 && nl < 4096 ? text.slice(0, nl) : "");
  if (header?.cache !== MAGIC) return { problem: "not a rustkeep content cache" };
  if (header.format !== FORMAT || header.key !== digest) return { stale: true };
  const body = text.slice(nl + 1);
  if (header.bytes !== body.length) return { problem: "cut short or added to" };
  try {
    return { hit: decodeLoad(body, textOf) };
  } catch (err) {
    return { problem: `damaged: ${firstLine(err)}` };
  }
}

function headerOf(line: string): { cache?: unknown; format?: unknown; key?: unknown; bytes?: unknown } | undefined {
  try {
    const h: unknown = JSON.parse(line);
    return typeof h === "object" && h !== null ? h : undefined;
  } catch {
    return undefined;
  }
}

/** The enabled mods' files by the name warnings show them (`frost/items.toml`), from what the key read. */
function textsOf(found: ReadonlyMap<string, ModFolder>, enabled: readonly string[]): TextOf {
  let texts: Map<string, string> | undefined;
  // By mod and name: two mods' folders may share a name (one built in, one in the profile).
  return (mod, file) => {
    if (!texts) {
      texts = new Map();
      for (const id of enabled) {
        const mod = found.get(id);
        if (!mod) continue;
        for (const rel of mod.contents.tomlFiles().files) {
          const read = mod.contents.read(rel);
          if (read.ok) texts.set(`${id}\0${mod.folder}/${rel}`, read.text);
        }
      }
    }
    return texts.get(`${mod}\0${file}`);
  };
}
