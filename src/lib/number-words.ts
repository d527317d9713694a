/**
 * Every number the game shows a player is written here, so none prints float noise
 * (25.299999999999997, 13.650000000000002) or "-0": attribute values are sums and products
 * of decimal factors, and only this function decides how they read.
 */

/** At most `decimals` places, trailing zeros dropped: 25.299999999999997 → "25.3", 3 → "3", -0.001 → "0". */
export function numberWords(n: number, decimals = 2): string {
  if (!Number.isFinite(n)) return String(n);
  const scale = 10 ** decimals;
  const rounded = Math.round(n * scale) / scale;
  // Math.round(-0.4) is -0, which String() prints as "0" but a sign test reads as negative.
  return String(rounded === 0 ? 0 : rounded);
}

/** With a sign, as a part of a sum or a change reads: "+2", "-1.5", "+5%" (zero reads "+0"). */
export function signedWords(n: number, suffix = "", decimals = 2): string {
  const text = numberWords(n, decimals);
  return `${text.startsWith("-") ? "" : "+"}${text}${suffix}`;
}
