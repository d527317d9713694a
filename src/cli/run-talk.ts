import type { Registries } from "../content/registries.js";
import type { GameState } from "../game/index.js";
import { dialogOptions, gold, modeOf, shopGoods, money } from "../game/queries/index.js";

/**
 * What a script's author needs after a line that leaves the hero in a conversation: the
 * options `choose N` can pick, or the goods `buy N` can buy, with prices and the gold at
 * hand. Read through the same queries the UI reads. Undefined when exploring or fighting.
 */
export function conversationText(state: GameState, registries: Registries): string | undefined {
  const mode = modeOf(state);
  if (mode === "talking") {
    const options = dialogOptions(state, registries);
    return `Options: ${options.length ? options.map((o) => `${o.number}. "${o.text}"`).join(" ") : "none (leave)"}`;
  }
  if (mode !== "trading") return undefined;
  const goods = shopGoods(state, registries);
  const list = goods.map((g) => `${g.number}. ${g.name}${g.item.count > 1 ? ` ×${g.item.count}` : ""} (${money(g.price, registries)})`);
  return `For sale: ${list.length ? list.join(", ") : "nothing"}. You have ${money(gold(state, registries), registries)}.`;
}

/** The same for `--json`: the visible options, or the goods with their prices and the hero's gold. */
export function conversationJson(state: GameState, registries: Registries): Record<string, unknown> {
  const mode = modeOf(state);
  if (mode === "talking") return { dialog: dialogOptions(state, registries).map((o) => ({ number: o.number, text: o.text })) };
  if (mode !== "trading") return {};
  const goods = shopGoods(state, registries).map((g) => ({
    number: g.number,
    item: g.item.def,
    affixes: g.item.affixes,
    count: g.item.count,
    price: g.price,
  }));
  return { shop: { goods, gold: gold(state, registries) } };
}
