import { closest } from "../lib/did-you-mean.js";

/** Where a definition came from, for messages long after loading. */
export interface Origin {
  readonly mod: string;
  readonly file: string;
  readonly line: number;
}

/** Anything a registry holds: an id and optionally tags. */
export interface Identified {
  readonly id: string;
  readonly tags?: readonly string[];
}

/**
 * One generic, frozen registry of definitions, keyed by full id (`core:gold`).
 * Iteration order is load order (later mods' new entries after earlier ones; an
 * override keeps the place of the entry it replaced).
 */
export class Registry<T extends Identified> {
  readonly #entries: ReadonlyMap<string, T>;
  readonly #origins: ReadonlyMap<string, Origin>;

  constructor(
    readonly name: string,
    entries: ReadonlyMap<string, T>,
    origins: ReadonlyMap<string, Origin> = new Map(),
  ) {
    this.#entries = entries;
    this.#origins = origins;
    Object.freeze(this);
  }

  get size(): number {
    return this.#entries.size;
  }

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  tryGet(id: string): T | undefined {
    return this.#entries.get(id);
  }

  /** The definition; an unknown id is a program error and names the nearest known id. */
  get(id: string): T {
    const found = this.#entries.get(id);
    if (found !== undefined) return found;
    const near = closest(id, this.#entries.keys());
    throw new Error(`${this.name}: no entry "${id}"${near ? ` (nearest: "${near}")` : ""}`);
  }

  all(): T[] {
    return [...this.#entries.values()];
  }

  ids(): string[] {
    return [...this.#entries.keys()];
  }

  withTag(tag: string): T[] {
    return this.all().filter((e) => e.tags?.includes(tag));
  }

  /** Mod, file and line of the entry that is in force for `id`. */
  origin(id: string): Origin | undefined {
    return this.#origins.get(id);
  }
}
