import { lstatSync, readdirSync, realpathSync, statSync, type Stats } from "node:fs";
import { join, relative, sep } from "node:path";

/** Largest TOML file a mod may ship; anything bigger is refused rather than parsed. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** True when `child` lies inside (or is) `parent`; both are real paths. */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep) && rel !== "..");
}

export interface FoundFile {
  /** Absolute path. */
  readonly path: string;
  /** Path inside the mod folder with `/` separators. */
  readonly rel: string;
}

export interface Refusal {
  readonly rel: string;
  readonly reason: string;
}

/**
 * Every `*.toml` under `root` (recursively), sorted by relative path so loading is the
 * same on every machine. Symlinks are followed only while they stay inside the mod
 * folder; oversized files and links leading out are refused.
 */
export function listTomlFiles(root: string): { files: FoundFile[]; refused: Refusal[] } {
  return listModFiles(root, (name) => name.endsWith(".toml"));
}

/** As {@link listTomlFiles}, for the files whose name `wanted` accepts (`mods pack` takes scripts too). */
export function listModFiles(root: string, wanted: (name: string) => boolean): { files: FoundFile[]; refused: Refusal[] } {
  const files: FoundFile[] = [];
  const refused: Refusal[] = [];
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return { files, refused: [{ rel: ".", reason: "mod folder cannot be read" }] };
  }
  const visited = new Set<string>([realRoot]);
  const walk = (dir: string, relDir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort(compareCodeUnits);
    } catch {
      refused.push({ rel: relDir || ".", reason: "folder cannot be read" });
      return;
    }
    for (const name of names) {
      const abs = join(dir, name);
      const rel = relDir ? `${relDir}/${name}` : name;
      let info;
      try {
        info = lstatSync(abs);
        if (info.isSymbolicLink()) {
          const target = realpathSync(abs);
          if (!isInside(realRoot, target)) {
            refused.push({ rel, reason: "symlink leads out of the mod folder; refused" });
            continue;
          }
          info = statSync(abs);
        }
      } catch {
        refused.push({ rel, reason: "cannot be read (broken link or no permission)" });
        continue;
      }
      if (info.isDirectory()) {
        const real = realpathSync(abs);
        if (visited.has(real)) continue;
        visited.add(real);
        walk(abs, rel);
      } else if (info.isFile() && wanted(name)) {
        if (info.size > MAX_FILE_BYTES) {
          refused.push({ rel, reason: `file is ${info.size} bytes, over the ${MAX_FILE_BYTES}-byte limit; skipped` });
          continue;
        }
        files.push({ path: abs, rel });
      } else if (!info.isFile() && wanted(name)) {
        // Opening a pipe would wait for a writer; a device may never end.
        refused.push({ rel, reason: `not a regular file (${kindOf(info)}); skipped` });
      }
    }
  };
  walk(root, "");
  files.sort((a, b) => compareCodeUnits(a.rel, b.rel));
  return { files, refused };
}

/** Plain code-unit order: the same on every machine and locale. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What a file that is not a regular file is, for a refusal. */
export function kindOf(info: Stats): string {
  if (info.isFIFO()) return "a named pipe";
  if (info.isCharacterDevice() || info.isBlockDevice()) return "a device";
  if (info.isSocket()) return "a socket";
  if (info.isDirectory()) return "a folder";
  return "not a file";
}

/** True when something (a file, folder, link, even a broken one) is at `path`. */
export function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
