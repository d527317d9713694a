import { REGISTRY_NAMES, type RegistryName } from "../content/schemas/index.js";
import type { PendingEntry, ReadState } from "./read.js";
import { forEachRef, REF_TREES } from "./ref-tree.js";
import { entryKey } from "./warnings.js";

/**
 * Which entries phase 3 must check again, and in what order. Phase 3 used to sweep every
 * entry until a sweep changed nothing: a chain of E entries broken at its far end took E
 * sweeps of E entries. Only an entry that refers to one that changed (lost, or an override
 * or extension undone) can change its verdict, and a floor whose number another floor had.
 * So the first sweep visits everything and each later one only those, in the same order a
 * full sweep would (registry, then load order), and an entry after the one that changed
 * joins the sweep under way, as it did when every sweep visited all: the warnings, their
 * order and what is lost stay as they were.
 */
export class Recheck {
  /** Every entry in force when phase 3 began, as (registry, id) and that entry, by its place in a sweep. */
  readonly #slots: { readonly registry: RegistryName; readonly id: string; readonly entry: PendingEntry }[] = [];
  /**
   * `entryKey` of a target → the places of the entries that refer to it; floor number →
   * the places of floors that had it (the floor check compares numbers). Built at the
   * first change, from the entries as phase 3 found them: a load that loses nothing in
   * phase 3 (the usual one) never walks its references for it.
   */
  #index: RefIndex | undefined;
  /** The first sweep visits every place in order: it is a cursor, not a heap (nothing can join it, all are in it). */
  #first = true;
  #sweep = new MinHeap([]);
  #queued = new Set<number>();
  #next = new Set<number>();
  #at = -1;

  constructor(state: ReadState) {
    for (const registry of REGISTRY_NAMES) {
      for (const [id, entry] of state.entries[registry]) this.#slots.push({ registry, id, entry });
    }
  }

  /** The next entry to check, or undefined when a sweep changed nothing. */
  next(): { readonly registry: RegistryName; readonly id: string } | undefined {
    if (this.#first) {
      if (this.#at + 1 < this.#slots.length) return this.#slots[++this.#at];
      this.#first = false;
    }
    if (this.#sweep.size === 0 && this.#next.size > 0) {
      this.#sweep = new MinHeap([...this.#next]);
      this.#queued = this.#next;
      this.#next = new Set();
      this.#at = -1;
    }
    const place = this.#sweep.pop();
    if (place === undefined) return undefined;
    this.#queued.delete(place);
    this.#at = place;
    return this.#slots[place];
  }

  /**
   * The entry just checked was lost (`now` undefined) or had a layer undone (`now` is the
   * layer below, checked in the next sweep). What refers to it is checked again.
   */
  changed(registry: RegistryName, id: string, was: PendingEntry, now: PendingEntry | undefined): void {
    const place = this.#at;
    const index = this.#built();
    // Looked up before `now` is indexed: the layer below is checked in the next sweep anyway.
    const touched = [index.referrers.get(entryKey(registry, id))];
    if (registry === "floors") touched.push(index.floorsAt.get(was.value["number"]), now && index.floorsAt.get(now.value["number"]));
    for (const list of touched) for (const other of list ?? []) this.#touch(other, place);
    if (now) {
      indexEntry(index, registry, place, now);
      this.#next.add(place);
    }
  }

  /** `other` is checked again: in the sweep under way when a full sweep would still reach it, else in the next. */
  #touch(other: number, place: number): void {
    if (other <= place) this.#next.add(other);
    else if (!this.#first && !this.#queued.has(other)) {
      this.#sweep.push(other);
      this.#queued.add(other);
    }
  }

  #built(): RefIndex {
    if (this.#index) return this.#index;
    const index = { referrers: new Map<string, number[]>(), floorsAt: new Map<unknown, number[]>() };
    this.#slots.forEach(({ registry, entry }, place) => indexEntry(index, registry, place, entry));
    return (this.#index = index);
  }
}

/** Who refers to what, by place: see `Recheck`. */
interface RefIndex {
  readonly referrers: Map<string, number[]>;
  readonly floorsAt: Map<unknown, number[]>;
}

function indexEntry(index: RefIndex, registry: RegistryName, place: number, entry: PendingEntry): void {
  const tree = REF_TREES[registry];
  if (tree) {
    forEachRef(entry.value, tree, (_path, id, target) => {
      const key = entryKey(target, id);
      const list = index.referrers.get(key);
      if (list) list.push(place);
      else index.referrers.set(key, [place]);
    });
  }
  if (registry === "floors") {
    const n = entry.value["number"];
    const list = index.floorsAt.get(n);
    if (list) list.push(place);
    else index.floorsAt.set(n, [place]);
  }
}

/** A binary min-heap of places. */
class MinHeap {
  readonly #items: number[];

  constructor(items: number[]) {
    this.#items = items.sort((a, b) => a - b); // a sorted array is a heap
  }

  get size(): number {
    return this.#items.length;
  }

  push(n: number): void {
    const a = this.#items;
    a.push(n);
    for (let i = a.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (a[up]! <= a[i]!) break;
      [a[up], a[i]] = [a[i]!, a[up]!];
      i = up;
    }
  }

  pop(): number | undefined {
    const a = this.#items;
    if (a.length === 0) return undefined;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length === 0) return top;
    a[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < a.length && a[l]! < a[m]!) m = l;
      if (r < a.length && a[r]! < a[m]!) m = r;
      if (m === i) break;
      [a[m], a[i]] = [a[i]!, a[m]!];
      i = m;
    }
    return top;
  }
}
