import type { ContentRefusal, ModContents } from "./mod-contents.js";
import { compareCodeUnits, MAX_FILE_BYTES } from "../profile/safe-fs.js";
import { decode, refuse } from "../profile/safe-read.js";
import { listZip, readZipEntry, type ZipEntry } from "./zip-archive.js";

/** A zip that holds a mod: its one top folder and its files, read in place. */
export type ZipMod =
  { readonly ok: true; readonly top: string; readonly contents: ModContents } | { readonly ok: false; readonly reason: string };

/**
 * Opens `path` (shown as `name`) as a packed mod: exactly one top folder holding
 * `manifest.toml`, no name twice (nor twice but for case). Anything else about the
 * layout loses the archive; a bad entry alone (a link, a path out) loses that entry.
 */
export function openZipMod(path: string, name: string): ZipMod {
  const listing = listZip(path);
  if (!listing.ok) return listing;
  const { entries, directoryStart } = listing;
  const layout = layoutProblem(entries);
  if (typeof layout === "string") return { ok: false, reason: layout };
  const top = layout.top;
  const files = new Map<string, ZipEntry>();
  const refused: ContentRefusal[] = [];
  for (const e of entries) {
    if (e.refused) refused.push({ rel: e.name, reason: e.refused, file: `${name}:${e.name}` });
    else if (!e.folder) files.set(e.name.slice(top.length + 1), e);
  }
  if (!files.has("manifest.toml")) return { ok: false, reason: `has no ${top}/manifest.toml: its one folder is not a mod` };
  const contents: ModContents = {
    tomlFiles() {
      const out: string[] = [];
      const refusedHere = [...refused];
      for (const [rel, e] of files) {
        if (rel.toLowerCase().endsWith(".zip")) refusedHere.push({ rel, reason: "a zip inside a zip is not read; skipped" });
        else if (!rel.endsWith(".toml")) continue;
        else if (e.size > MAX_FILE_BYTES)
          refusedHere.push({ rel, reason: `file is ${e.size} bytes, over the ${MAX_FILE_BYTES}-byte limit; skipped` });
        else out.push(rel);
      }
      return { files: out.sort(compareCodeUnits), refused: refusedHere };
    },
    read(rel, cap = MAX_FILE_BYTES) {
      const e = files.get(rel);
      if (!e)
        return refuse(
          entries.some((x) => x.folder && x.name.replace(/\/$/, "") === `${top}/${rel}`)
            ? "not a regular file (a folder)"
            : "no such file in the archive",
        );
      if (e.size > cap) return refuse(`file is ${e.size} bytes, over the ${cap}-byte limit`);
      const read = readZipEntry(path, e, directoryStart);
      return read.ok ? decode(read.bytes) : refuse(read.reason);
    },
  };
  return { ok: true, top, contents };
}

/** The one top folder, or why the layout is not a mod's. */
function layoutProblem(entries: readonly ZipEntry[]): { top: string } | string {
  const seen = new Map<string, string>();
  const tops = new Set<string>();
  const atRoot: string[] = [];
  for (const e of entries) {
    if (e.refused) continue;
    const plain = e.name.replace(/\/$/, "");
    const folded = plain.toLowerCase();
    const earlier = seen.get(folded);
    if (earlier === plain) return `holds "${plain}" twice`;
    if (earlier !== undefined)
      return `holds "${earlier}" and "${plain}", names that differ only in case (one would hide the other on Windows and macOS)`;
    seen.set(folded, plain);
    const slash = plain.indexOf("/");
    if (slash === -1 && !e.folder) atRoot.push(plain);
    else tops.add(slash === -1 ? plain : plain.slice(0, slash));
  }
  const fix = "a mod archive holds exactly one folder, with manifest.toml inside (rustkeep mods pack DIR makes one)";
  if (atRoot.length) return `keeps files at its root (${atRoot.slice(0, 3).join(", ")}${atRoot.length > 3 ? ", …" : ""}): ${fix}`;
  if (tops.size === 0) return `is empty: ${fix}`;
  if (tops.size > 1)
    return `holds ${tops.size} top folders (${[...tops].sort(compareCodeUnits).slice(0, 3).join(", ")}${tops.size > 3 ? ", …" : ""}): ${fix}`;
  return { top: [...tops][0]! };
}
