import { closest } from "../lib/did-you-mean.js";
import type { Rng } from "../lib/rng.js";

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

/** What `choose` draws from: entries carrying `tag` (absent: all), each as likely as its `weight` (absent: equally). */
export interface Choice<T> {
  readonly tag?: string;
  readonly weight?: (entry: T) => number;
}

const EVENLY = () => 1;

/**
 * One generic, frozen registry of definitions, keyed by full id (`core:gold`).
 * Iteration order is load order (later mods' new entries after earlier ones; an
 * override keeps the place of the entry it replaced).
 */
export class Registry<T extends Identified> {
  readonly #entries: ReadonlyMap<string, T>;
  readonly #origins: ReadonlyMap<string, Origin>;
  // The tag index is built on first use, once (the entries never change), in a holder of its own:
  // the registry itself is frozen and never written after.
  readonly #index: { byTag?: Map<string, readonly T[]> } = {};

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

  /** The entries carrying `tag`, in load order; indexed once, so a generator may ask on every pick. */
  withTag(tag: string): readonly T[] {
    let byTag = this.#index.byTag;
    if (!byTag) {
      const index = new Map<string, T[]>();
      for (const entry of this.#entries.values()) {
        for (const t of entry.tags ?? []) {
          const list = index.get(t);
          if (list) list.push(entry);
          else index.set(t, [entry]);
        }
      }
      this.#index.byTag = byTag = index;
    }
    return byTag.get(tag) ?? [];
  }

  /**
   * One weighted draw among the entries (those with `tag`, in load order) by `rng`. Undefined
   * when none qualifies; the draw is made even then, as every weighted draw does, so what is
   * drawn after it does not depend on whether a tag had entries.
   */
  choose(rng: Rng, by: Choice<T> = {}): T | undefined {
    return rng.weighted(by.tag === undefined ? this.all() : this.withTag(by.tag), by.weight ?? EVENLY);
  }

  /** Mod, file and line of the entry that is in force for `id`. */
  origin(id: string): Origin | undefined {
    return this.#origins.get(id);
  }
}
