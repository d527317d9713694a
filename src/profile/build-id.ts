import { join } from "node:path";
import { readTextFile } from "./safe-read.js";

/** Written by scripts/build-id.mjs beside the bundle: the hash of every `.js` file under dist/. */
export const BUILD_ID_FILE = join("dist", "build-id.json");

/**
 * The id of the running build: the bundle's hash from `<programDir>/dist/build-id.json`, read
 * once. Undefined when running from source (tsx, vitest: `version` is "dev"), where the code
 * changes under a developer without any build to name it; also when the file is missing or
 * unreadable. No id, no content cache: every load reads everything.
 */
export function buildId(version: string, programDir: string): string | undefined {
  if (version === "dev") return undefined;
  if (!known.has(programDir)) known.set(programDir, readBuildId(join(programDir, BUILD_ID_FILE)));
  return known.get(programDir);
}

const known = new Map<string, string | undefined>();

/** The id in a build-id.json, or undefined when the file is not one. */
export function readBuildId(path: string): string | undefined {
  const read = readTextFile(path, { cap: 4096 });
  if (!read.ok) return undefined;
  try {
    const id: unknown = (JSON.parse(read.text) as { id?: unknown } | null)?.id;
    return typeof id === "string" && /^[0-9a-f]{16,128}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
