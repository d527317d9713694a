import { join } from "node:path";
import { listTomlFiles } from "../profile/safe-fs.js";
import { readTextFile, type TextRead } from "../profile/safe-read.js";

/** A file of a mod that is not read, and why; `file` when the warning cannot name it inside the mod. */
export interface ContentRefusal {
  readonly rel: string;
  readonly reason: string;
  readonly file?: string;
}

/**
 * What a mod's files are read through, whether it is a folder or a zip: the loader reads
 * TOML and scripts the same way from both, with the same caps and the same text rules.
 */
export interface ModContents {
  /** Every `*.toml` file by its path inside the mod (`/` between folders), sorted; and the refused ones. */
  tomlFiles(): { files: string[]; refused: ContentRefusal[] };
  /** A file's text by its path inside the mod (already known to stay inside), at most `cap` bytes. */
  read(rel: string, cap?: number): TextRead;
}

/** A mod folder: links are followed only while they stay inside it. */
export function folderContents(dir: string): ModContents {
  const within = { dir, where: "mod folder" };
  return {
    tomlFiles() {
      const { files, refused } = listTomlFiles(dir);
      return { files: files.map((f) => f.rel), refused };
    },
    read: (rel, cap) => readTextFile(join(dir, rel), cap === undefined ? { within } : { within, cap }),
  };
}
