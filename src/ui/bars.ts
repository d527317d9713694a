import type { ThemeColor } from "./theme.js";

/** How many cells a bar has between its brackets. */
const BAR_WIDTH = 10;

/**
 * A glyph bar, `[#######---]`: the fill is the cue, so it reads without colour. A
 * creature with any health left shows at least one `#`, and only a full one shows all.
 */
export function bar(now: number, max: number, width: number = BAR_WIDTH): string {
  const fraction = max > 0 ? Math.min(1, Math.max(0, now / max)) : 0;
  let filled = Math.round(fraction * width);
  if (now > 0 && filled === 0) filled = 1;
  if (now < max && filled === width) filled = width - 1;
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
}

/** `[#######---] 14/20`, the numbers padded to `numbers` columns so bars in a list line up. */
export function barWithNumbers(now: number, max: number, numbers = 0): string {
  return `${bar(now, max)} ${`${now}/${max}`.padStart(numbers)}`;
}

/** Health colour by fraction left; the bar and numbers beside it carry the same news. */
export function healthColor(now: number, max: number): ThemeColor {
  if (now <= max / 4) return "danger";
  if (now <= max / 2) return "warning";
  return "good";
}
