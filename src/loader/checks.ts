import { DEFAULT_BALANCE, priceModifierBound, type Balance } from "../content/schemas/balance.js";
import { REGISTRY_NOUN } from "../content/schemas/index.js";
import { firstBroken, REF_TREES } from "./ref-tree.js";
import { checkItemScriptAim } from "./item-aim-check.js";
import { showPath } from "./validate.js";
import { layoutRows } from "../content/prefab-layout.js";
import type { ReadState } from "./read.js";
import { noticeUnreachable } from "./unreachable.js";
import type { WarningSink } from "./warnings.js";
import { minOf } from "../lib/arrays.js";

/**
 * Checks across entries that warn but lose nothing: the content still loads, and the
 * message says what will go wrong in play.
 */
export function checkConsistency(state: ReadState, sink: WarningSink): void {
  checkCategories(state, sink);
  checkFloorTags(state, sink);
  checkFloorFit(state, sink);
  checkBalanceRanges(state, sink);
  checkTradeSpread(state, sink);
  checkBalanceRefs(state, sink);
  checkAiAbilities(state, sink);
  checkItemScriptAim(state, sink);
  noticeUnreachable(state, sink);
}

/** An ai rule naming an ability the creature does not have can never be chosen: say so. */
function checkAiAbilities(state: ReadState, sink: WarningSink): void {
  const common = (state.balance["common_abilities"] as string[] | undefined) ?? [];
  for (const [id, creature] of state.entries.creatures) {
    const own = new Set([...common, ...(creature.value["abilities"] as string[])]);
    (creature.value["ai"] as { ability: string }[]).forEach((rule, i) => {
      if (own.has(rule.ability)) return;
      sink.add({
        file: creature.origin.file,
        line: creature.origin.lineOf(["ai", i, "ability"]),
        subject: id,
        message: `ai[${i}].ability: the creature does not have "${rule.ability}" (add it to abilities), so this rule is never chosen`,
      });
    });
  }
}

/** Balance fields that name entries (`currency`, `common_abilities`): an unknown id drops that field. */
function checkBalanceRefs(state: ReadState, sink: WarningSink): void {
  const BALANCE_REFS = REF_TREES.balance;
  if (!BALANCE_REFS) return;
  for (let i = 0; i < 32; i++) {
    const bad = firstBroken(state.balance, BALANCE_REFS, (target, id) => state.entries[target].has(id));
    if (!bad) return;
    const field = String(bad.path[0]);
    const from = state.balanceFrom.get(field);
    const line = from ? from.lineOf(["balance", ...bad.path]) : 1;
    sink.add({
      file: from?.display ?? "balance",
      line,
      subject: "balance",
      message: `${showPath(bad.path)}: unknown ${REGISTRY_NOUN[bad.target]} "${bad.id}"; field ignored`,
      lost: "field",
    });
    delete state.balance[field];
  }
}

function checkCategories(state: ReadState, sink: WarningSink): void {
  const options = [...state.entries.options.values()];
  for (const [id, category] of state.entries.option_categories) {
    const pick = category.value["pick"] as number;
    const count = options.filter((o) => o.value["category"] === id).length;
    if (count < pick) {
      sink.add({
        file: category.origin.file,
        line: category.origin.lineOf(["pick"]),
        subject: id,
        message: `pick = ${pick}, but only ${count} option(s) name this category: character creation cannot finish`,
      });
    }
  }
}

/**
 * Tags are free words, so a typo in a floor's tags would otherwise pass in silence. A tag
 * whose prefabs were all lost to a mistake elsewhere is that mistake's cost: the warning joins
 * its group and says what the floor goes without.
 */
function checkFloorTags(state: ReadState, sink: WarningSink): void {
  const prefabTags = new Set<string>();
  for (const p of state.entries.prefabs.values()) for (const t of p.value["tags"] as string[]) prefabTags.add(t);
  const lostPrefabs = [...state.lostInResolve].filter(([key]) => key.startsWith("prefabs ")).map(([, lost]) => lost);
  for (const [id, floor] of state.entries.floors) {
    const required = floor.value["required"] as string[];
    const weighted = (floor.value["prefabs"] as { tag: string }[]).map((p) => p.tag);
    const check = (tags: string[], field: "required" | "prefabs") =>
      tags.forEach((tag, i) => {
        if (prefabTags.has(tag)) return;
        const path = field === "required" ? [field, i] : [field, i, "tag"];
        const at = { file: floor.origin.file, line: floor.origin.lineOf(path), subject: id };
        const gone = lostPrefabs.filter((p) => (p.value["tags"] as string[]).includes(tag));
        if (gone.length === 0) return sink.add({ ...at, message: `${field}: no loaded prefab has the tag "${tag}"` });
        sink.add({
          ...at,
          message: `${field}: ${floorLoss(
            floor.value["number"] as number,
            tag,
            field,
            gone.map((p) => p.value),
          )}`,
          cause: gone[0]!.root,
        });
      });
    check(required, "required");
    check(weighted, "prefabs");
  }
}

/** "floor 6 has no prefab left for its required tag "x" (m:crypt was not loaded); the floor is made without that room, so without m:lich". */
function floorLoss(number: number, tag: string, field: "required" | "prefabs", prefabs: Record<string, unknown>[]): string {
  const ids = prefabs.map((p) => String(p["id"]));
  const who = [...new Set(prefabs.flatMap((p) => [...(p["creatures"] as string[]), ...(p["npcs"] as string[])]))];
  const lost = `(${ids.join(", ")} ${ids.length === 1 ? "was" : "were"} not loaded)`;
  const without = who.length ? `, so without ${who.join(", ")}` : "";
  return field === "required"
    ? `floor ${number} has no prefab left for its required tag "${tag}" ${lost}; the floor is made without that room${without}`
    : `floor ${number} has no prefab left for its tag "${tag}" ${lost}; the floor never has such a room${without}`;
}

/**
 * Required rooms are placed first on an empty floor; if even the smallest prefab of each
 * required tag cannot fit (with a tile of margin and the generator's edge), no seed can
 * make the floor, and that is a data mistake to report at load.
 */
function checkFloorFit(state: ReadState, sink: WarningSink): void {
  const prefabs = [...state.entries.prefabs.values()].map((p) => {
    const rows = layoutRows(p.value["layout"] as string);
    return { tags: p.value["tags"] as string[], w: rows[0]?.length ?? 0, h: rows.length };
  });
  for (const [id, floor] of state.entries.floors) {
    const [width, height] = floor.value["size"] as [number, number];
    const room = { w: width - 4, h: height - 4 };
    let area = 0;
    for (const tag of floor.value["required"] as string[]) {
      const sizes = prefabs.filter(
        (p) => p.tags.includes(tag) && Math.min(p.w, p.h) <= Math.min(room.w, room.h) && Math.max(p.w, p.h) <= Math.max(room.w, room.h),
      );
      if (sizes.length === 0) {
        if (prefabs.some((p) => p.tags.includes(tag))) {
          sink.add({
            file: floor.origin.file,
            line: floor.origin.lineOf(["size"]),
            subject: id,
            message: `size: no prefab tagged "${tag}" fits a ${width}×${height} floor`,
          });
        }
        continue;
      }
      area += minOf(sizes.map((p) => (p.w + 1) * (p.h + 1)));
    }
    if (area > room.w * room.h) {
      sink.add({
        file: floor.origin.file,
        line: floor.origin.lineOf(["size"]),
        subject: id,
        message: `size: the required rooms need about ${area} tiles with margins; a ${width}×${height} floor has room for ${room.w * room.h}`,
      });
    }
  }
}

/** Pairs of balance fields where the first must not exceed the second. */
const RANGES = [
  ["hit_min", "hit_max"],
  ["resistance_min", "resistance_max"],
] as const;

function checkBalanceRanges(state: ReadState, sink: WarningSink): void {
  const merged: Record<string, unknown> = { ...DEFAULT_BALANCE, ...state.balance };
  for (const [low, high] of RANGES) {
    const a = merged[low];
    const b = merged[high];
    const field = state.balanceFrom.has(high) ? high : low;
    const from = state.balanceFrom.get(field);
    if (typeof a === "number" && typeof b === "number" && a > b && from) {
      sink.add({
        file: from.display,
        line: from.lineOf(["balance", field]),
        subject: "balance",
        message: `${low} (${a}) is above ${high} (${b})`,
      });
    }
  }
}

/**
 * Buying then selling back must lose money at every charisma. The rules hold the price
 * modifier under the bound where it would not (see `priceModifierBound`); a mod whose
 * `price_modifier_max` reaches past it is told what it gets instead.
 */
function checkTradeSpread(state: ReadState, sink: WarningSink): void {
  const merged = { ...DEFAULT_BALANCE, ...state.balance } as Balance;
  const bound = priceModifierBound(merged);
  if (merged.price_modifier_max <= bound) return;
  const field = state.balanceFrom.has("price_modifier_max") ? "price_modifier_max" : "sell_factor";
  const from = state.balanceFrom.get(field);
  if (!from) return;
  const message = `price_modifier_max (${merged.price_modifier_max}) with sell_factor (${merged.sell_factor}) would let a hero sell for what they paid; the price modifier stops at ${Math.floor(bound * 100) / 100}% instead`;
  sink.add({ file: from.display, line: from.lineOf(["balance", field]), subject: "balance", message });
}
