import { variantsOf, type Variant } from "../gen/variants.js";
import { didYouMean } from "../lib/did-you-mean.js";
import { printable } from "../lib/safe-text.js";
import type { Context } from "./context.js";
import { loadOrReport } from "./load-or-report.js";

const LABELS = ["as drawn", "turned 90°", "turned 180°", "turned 270°", "mirrored", "mirrored 90°", "mirrored 180°", "mirrored 270°"];

/** `rustkeep prefab ID`: every orientation a floor may place, side by side, so a modder sees the room. */
export function runPrefab(ctx: Context, id: string | undefined, width = 100): number {
  if (!id) {
    ctx.err("usage: rustkeep prefab ID   (e.g. rustkeep prefab core:stairwell)");
    return 2;
  }
  const load = loadOrReport(ctx);
  if (!load) return 1;
  const prefab = load.registries.prefabs.tryGet(id);
  if (!prefab) {
    ctx.err(`no prefab "${printable(id)}"${didYouMean(id, load.registries.prefabs.ids())}`);
    return 2;
  }
  const variants = variantsOf(prefab);
  ctx.out(`${id}: ${variants.length} variant(s)${prefab.rotate ? "" : " (rotate = false)"}; tags ${prefab.tags.join(", ") || "none"}`);
  // Lay the variants out in bands that fit the terminal width.
  let band: Variant[] = [];
  let used = 0;
  const flush = () => {
    if (!band.length) return;
    const colWidth = (v: (typeof variants)[number]) => Math.max(v.w, LABELS[v.index]!.length) + 3;
    const height = Math.max(...band.map((v) => v.h));
    ctx.out("");
    ctx.out(band.map((v) => `${v.index} ${LABELS[v.index]}`.padEnd(colWidth(v))).join("").trimEnd());
    for (let y = 0; y < height; y++) ctx.out(band.map((v) => (v.rows[y] ?? "").padEnd(colWidth(v))).join("").trimEnd());
    band = [];
    used = 0;
  };
  for (const v of variants) {
    const w = Math.max(v.w, LABELS[v.index]!.length + 2) + 3;
    if (used + w > width) flush();
    band.push(v);
    used += w;
  }
  flush();
  return 0;
}
