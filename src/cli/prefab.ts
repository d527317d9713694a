import { variantsOf, type Variant } from "../gen/variants.js";
import { resolveTypedId } from "../lib/did-you-mean.js";
import { typedRenames } from "../content/id-history.js";
import type { Context } from "./context.js";
import { loadOrReport } from "./load-or-report.js";
import { maxOf } from "../lib/arrays.js";

/** Spaces between two columns (and so between two headings). */
const GAP = 3;

const LABELS = ["as drawn", "turned 90°", "turned 180°", "turned 270°", "mirrored", "mirrored 90°", "mirrored 180°", "mirrored 270°"];

/** `rustkeep prefab ID`: every orientation a floor may place, side by side, so a modder sees the room. */
export async function runPrefab(ctx: Context, typed: string, width = 100): Promise<number> {
  const load = await loadOrReport(ctx);
  if (!load) return 1;
  const found = resolveTypedId(typed, load.registries.prefabs.ids(), "prefab", typedRenames(load.registries.history, ["prefabs"]));
  if ("error" in found) {
    ctx.err(found.error);
    return 2;
  }
  if (found.notice) ctx.err(found.notice);
  const { id } = found;
  const prefab = load.registries.prefabs.get(id);
  const variants = variantsOf(prefab);
  ctx.out(`${id}: ${variants.length} variant(s)${prefab.rotate ? "" : " (rotate = false)"}; tags ${prefab.tags.join(", ") || "none"}`);
  // Lay the variants out in bands that fit the terminal width, each column as wide as
  // its room or its heading, whichever is wider, plus a gap.
  const heading = (v: Variant) => `${v.index} ${LABELS[v.index]}`;
  const colWidth = (v: Variant) => Math.max(v.w, heading(v).length) + GAP;
  let band: Variant[] = [];
  let used = 0;
  const flush = () => {
    if (!band.length) return;
    const height = maxOf(band.map((v) => v.h));
    ctx.out("");
    ctx.out(
      band
        .map((v) => heading(v).padEnd(colWidth(v)))
        .join("")
        .trimEnd(),
    );
    for (let y = 0; y < height; y++)
      ctx.out(
        band
          .map((v) => (v.rows[y] ?? "").padEnd(colWidth(v)))
          .join("")
          .trimEnd(),
      );
    band = [];
    used = 0;
  };
  for (const v of variants) {
    if (used + colWidth(v) - GAP > width) flush();
    band.push(v);
    used += colWidth(v);
  }
  flush();
  return 0;
}
