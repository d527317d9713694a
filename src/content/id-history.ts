import type { RegistryName } from "./schemas/refs.js";
import { compareVersions as compare, parseVersion } from "../lib/semver.js";

/**
 * What the loaded mods say about ids they once had: renamed (an entry's `renamed_from`)
 * or removed (a mod's `[removed]` table). Not a registry: nothing is defined here, old
 * ids are only read as the new ones (or refused naming what replaced them).
 */
export interface Renamed {
  /** The id in force now. */
  readonly to: string;
  /** The renaming mod's version that made the change (`0.2.0`). */
  readonly version: string;
  readonly mod: string;
}

export interface Removed {
  readonly version: string;
  readonly mod: string;
  /** Full ids to use instead (may be empty: nothing replaces it). */
  readonly replacedBy: readonly string[];
}

/** How far a chain of renames is followed (a → b in one version, b → c in the next). */
const MAX_CHAIN = 16;

export class IdHistory {
  constructor(
    readonly renamed: ReadonlyMap<RegistryName, ReadonlyMap<string, Renamed>> = new Map(),
    readonly removed: ReadonlyMap<RegistryName, ReadonlyMap<string, Removed>> = new Map(),
  ) {}

  /** Where an old id went, following chains; undefined for an id never renamed. */
  rename(registry: RegistryName, id: string): Renamed | undefined {
    const map = this.renamed.get(registry);
    let hit = map?.get(id);
    if (!hit) return undefined;
    for (let i = 0; i < MAX_CHAIN; i++) {
      const next = map!.get(hit.to);
      if (!next) break;
      hit = next;
    }
    return hit;
  }

  /**
   * An id a person typed that names no loaded entry, read as an old id: a full `mod:name`,
   * or a bare name when exactly one mod renamed that name away. `known` says what is loaded.
   */
  typed(registries: readonly RegistryName[], word: string): { readonly old: string; readonly renamed: Renamed } | undefined {
    for (const registry of registries) {
      const map = this.renamed.get(registry);
      if (!map) continue;
      const old = word.includes(":") ? word : only([...map.keys()].filter((k) => k.slice(k.indexOf(":") + 1) === word));
      const renamed = old === undefined ? undefined : this.rename(registry, old);
      if (old !== undefined && renamed) return { old, renamed };
    }
    return undefined;
  }

  removal(registry: RegistryName, id: string): Removed | undefined {
    return this.removed.get(registry)?.get(id);
  }

  get empty(): boolean {
    return this.renamed.size === 0 && this.removed.size === 0;
  }
}

/** `core:x is now core:y (renamed in core 0.2.0)`. */
export function renamedLine(old: string, r: Renamed): string {
  return `${old} is now ${r.to} (renamed in ${r.mod} ${r.version})`;
}

/** `core:x was removed in core 0.2.0; use core:a or core:b instead`. */
export function removedLine(old: string, r: Removed): string {
  const use = r.replacedBy.length ? `; use ${orList(r.replacedBy)} instead` : "; nothing replaces it";
  return `${old} was removed in ${r.mod} ${r.version}${use}`;
}

function only<T>(list: readonly T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}

function orList(ids: readonly string[]): string {
  if (ids.length <= 1) return ids.join("");
  return `${ids.slice(0, -1).join(", ")} or ${ids[ids.length - 1]}`;
}

/** Orders two semver versions (negative, zero or positive, by semver precedence); undefined when either cannot be read. */
export function compareVersions(a: string, b: string): number | undefined {
  const pa = parseVersion(a.trim());
  const pb = parseVersion(b.trim());
  return pa && pb ? compare(pa, pb) : undefined;
}

/**
 * For `resolveTypedId`: reads a typed old id as its new one in `registries`, with the
 * notice to show (`notice: core:gear is now core:gear_1 (renamed in core 0.2.0)`).
 */
export function typedRenames(
  history: IdHistory | undefined,
  registries: readonly RegistryName[],
): ((word: string) => { id: string; notice: string } | undefined) | undefined {
  if (!history || history.renamed.size === 0) return undefined;
  return (word) => {
    const hit = history.typed(registries, word);
    return hit && { id: hit.renamed.to, notice: `notice: ${renamedLine(hit.old, hit.renamed)}; read as ${hit.renamed.to}` };
  };
}
