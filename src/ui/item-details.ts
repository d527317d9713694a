import { changeWords } from "../content/attribute-words.js";
import type { Registries } from "../content/registries.js";
import { type GameState, theName } from "../game/index.js";
import {
  describeItem,
  equipDelta,
  itemName,
  priceHere,
  usableNow,
  type AttributeChange,
  type ItemDescription,
  type PriceHere,
} from "../game/queries/index.js";
import type { Segment } from "./components/Popup.js";
import { isWearable, type InventoryRow } from "./inventory-list.js";

/** One line of the details column: pieces in their colours (a line may wrap when drawn). */
export type DetailLine = readonly Segment[];

const BLANK: DetailLine = [];

/** "strength +2, evasion -1": each change coloured (up is good: every attribute the rules read is better higher). */
export function deltaLine(changes: readonly AttributeChange[]): DetailLine {
  if (changes.length === 0) return [{ text: "no attribute changes", color: "dim" }];
  return changes.flatMap((c, i) => {
    const by = c.after - c.before;
    const part: Segment = { text: changeWords(c.attribute, by), color: by > 0 ? "good" : "warning" };
    return i === 0 ? [part] : [{ text: ", " }, part];
  });
}

/** "base price 25 each", or beside a merchant what he pays and asks: "Brannock the Peddler pays 11, asks 24". */
function priceWords(price: PriceHere, count: number): string {
  const each = count > 1 ? " each" : "";
  if (price.kind === "base") return `base price ${price.price}${each}`;
  return `${price.merchant} pays ${price.sell}, asks ${price.buy}${each}`;
}

/**
 * The highlighted row in words: name, slot and price, description, what wearing it does
 * (modifiers, affixes with tiers, abilities, triggers), what using it does and whether it
 * can be used now; for a pack item that can be worn, the change against what is worn in
 * its slot (`equipDelta`, the rules' own numbers). An empty slot says what in the pack fits it.
 * `target`: the enemy an aimed item would go at, in a fight.
 */
export function itemDetails(row: InventoryRow | undefined, state: GameState, registries: Registries, target?: number): DetailLine[] {
  if (!row) return [[{ text: "Nothing here.", color: "dim" }]];
  if (row.kind === "slot" && !row.item) return emptySlot(row.slot, row.slotName, state, registries);
  const item = row.item!;
  const d = describeItem(registries, item);
  const isCurrency = item.def === registries.balance.currency;
  const meta = [
    row.kind === "slot" ? `worn: ${row.slotName}` : d.slot,
    isCurrency ? undefined : priceWords(priceHere(item, state, registries), d.count),
  ].filter(Boolean);
  const lines: DetailLine[] = [[{ text: d.name, color: "highlight", bold: true }]];
  if (meta.length) lines.push([{ text: meta.join(" · "), color: "dim" }]);
  if (d.description) lines.push([{ text: d.description }]);
  const effects: DetailLine[] = [];
  if (d.modifiers.length) effects.push([{ text: "While worn: ", color: "dim" }, { text: d.modifiers.join(", ") }]);
  for (const a of d.affixes)
    effects.push([{ text: `${a.name} (tier ${a.tier}): `, color: "dim" }, { text: a.modifiers.join(", ") || "no modifiers" }]);
  if (d.abilities.length) effects.push([{ text: "Grants: ", color: "dim" }, { text: d.abilities.join(", ") }]);
  for (const t of d.triggers) effects.push([{ text: t }]);
  if (d.onUse.length) {
    effects.push([{ text: "Use: ", color: "dim" }, { text: `${d.onUse.join(", ")}${d.consumed ? " (used up)" : ""}` }]);
    const why = usableNow(state, registries, item.uid, target);
    if (why) effects.push([{ text: why, color: "warning" }]);
  }
  if (effects.length) lines.push(BLANK, ...effects);
  if (row.kind === "pack" && isWearable(item, registries)) lines.push(BLANK, ...comparison(row.item.uid, state, registries));
  return lines;
}

function comparison(uid: number, state: GameState, registries: Registries): DetailLine[] {
  const changes = equipDelta(state, registries, uid);
  if (!changes) return [];
  const slot = registries.items.tryGet(state.player.inventory.find((i) => i.uid === uid)!.def)?.slot;
  const worn = slot === undefined || !Object.hasOwn(state.player.equipment, slot) ? undefined : state.player.equipment[slot];
  const where = slot === undefined ? "" : (registries.slots.tryGet(slot)?.name ?? slot);
  const heading = worn ? `Worn instead of ${theName(itemName(registries, worn))}:` : `Worn on the empty ${where.toLowerCase()}:`;
  return [[{ text: heading, color: "dim" }], deltaLine(changes)];
}

function emptySlot(slot: string, slotName: string, state: GameState, registries: Registries): DetailLine[] {
  const fits = state.player.inventory.filter((i) => registries.items.tryGet(i.def)?.slot === slot).map((i) => itemName(registries, i));
  return [
    [{ text: slotName, color: "highlight", bold: true }],
    [{ text: "Nothing worn here.", color: "dim" }],
    BLANK,
    fits.length
      ? [{ text: "In your pack for it: ", color: "dim" }, { text: fits.join(", ") }]
      : [{ text: "Nothing in your pack fits here.", color: "dim" }],
  ];
}

/** What wearing an item would change, as one line of words: "strength +2, evasion -1". */
export function changeList(changes: readonly AttributeChange[]): string {
  return changes.map((c) => changeWords(c.attribute, c.after - c.before)).join(", ");
}

/**
 * What an item does, one line a part: its own modifiers, each affix with its tier, the
 * abilities it grants, its triggers, what using it does. Empty for an item that does nothing.
 */
export function effectLines(d: ItemDescription): string[] {
  return [
    ...(d.modifiers.length ? [d.modifiers.join(", ")] : []),
    ...d.affixes.map((a) => `${a.name} (tier ${a.tier}): ${a.modifiers.join(", ") || "no effect"}`),
    ...(d.abilities.length ? [`grants ${d.abilities.join(", ")}`] : []),
    ...d.triggers,
    ...(d.onUse.length ? [`on use: ${d.onUse.join(", ")}${d.consumed ? " (used up)" : ""}`] : []),
  ];
}

/** At most `rows` lines; when some are left out, the last says how many. */
export function fitLines(lines: readonly string[], rows: number): string[] {
  if (lines.length <= rows) return [...lines];
  if (rows <= 0) return [];
  return [...lines.slice(0, rows - 1), `… and ${lines.length - rows + 1} more`];
}
