import seedrandom from "seedrandom";

/** The serialisable state of an {@link Rng}: it lives in the save, so reloading never rerolls. */
export interface RngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

/** A seeded random source (alea: a few ns a number, and its state is four numbers). */
export class Rng {
  readonly #next: seedrandom.StatefulPRNG<RngState>;

  private constructor(next: seedrandom.StatefulPRNG<RngState>) {
    this.#next = next;
  }

  static fromSeed(seed: string): Rng {
    return new Rng(seedrandom.alea(seed, { state: true }) as seedrandom.StatefulPRNG<RngState>);
  }

  static fromState(state: RngState): Rng {
    return new Rng(seedrandom.alea("", { state: { ...state } }) as seedrandom.StatefulPRNG<RngState>);
  }

  state(): RngState {
    return this.#next.state();
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** A whole number in [low, high], both included. */
  int(low: number, high: number): number {
    return low + Math.floor(this.#next() * (high - low + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.#next() < p;
  }

  /** One item, chosen by weight (weights > 0); undefined for an empty list. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | undefined {
    let total = 0;
    for (const item of items) total += weight(item);
    let roll = this.#next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1];
  }
}
