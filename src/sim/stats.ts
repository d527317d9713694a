/** A share with its 95% Wilson interval (good at small counts and near 0 or 1, unlike ±1.96σ). */
export interface Share {
  readonly count: number;
  readonly of: number;
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

const Z = 1.96;

/** `count` of `of`, with its 95% Wilson score interval. */
export function wilson(count: number, of: number): Share {
  if (of === 0) return { count, of, share: 0, low: 0, high: 0 };
  const p = count / of;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (Z * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of))) / (1 + z2 / of);
  return { count, of, share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The median (the mean of the middle two for an even count); undefined for none. */
export function median(xs: readonly number[]): number | undefined {
  if (xs.length === 0) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** `37.5% [29.1–46.7]` */
export function shareWords(s: Share): string {
  const pc = (x: number) => `${(x * 100).toFixed(1)}`;
  return `${pc(s.share)}% [${pc(s.low)}–${pc(s.high)}]`;
}
