/**
 * Colour-vision simulation for the palette tests: Machado, Oliveira & Fernandes (2009),
 * severity 1 (full protanopia / deuteranopia), applied in linear sRGB; distance is CIE76 ΔE in CIELAB.
 */
type Rgb = readonly [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

export const PROTANOPIA: Matrix = [
  [0.152286, 1.052583, -0.204868],
  [0.114503, 0.786281, 0.099216],
  [-0.003882, -0.048116, 1.051998],
];
export const DEUTERANOPIA: Matrix = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** `#rrggbb` → linear sRGB. */
export function linearRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [toLinear(parseInt(m[1]!, 16) / 255), toLinear(parseInt(m[2]!, 16) / 255), toLinear(parseInt(m[3]!, 16) / 255)];
}

/** How a colour looks to someone with the deficiency `m` (identity when `m` is undefined). */
export function seenAs(rgb: Rgb, m?: Matrix): Rgb {
  if (!m) return rgb;
  const row = (r: Rgb) => clamp(r[0] * rgb[0] + r[1] * rgb[1] + r[2] * rgb[2]);
  return [row(m[0]), row(m[1]), row(m[2])];
}

function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 ΔE between two linear-sRGB colours. */
export function deltaE(a: Rgb, b: Rgb): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
