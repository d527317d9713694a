import type { Registries } from "../../content/registries.js";
import type { Command, GameState, ItemInstance } from "../../game/index.js";
import { shopGoods } from "../../game/queries/index.js";
import { moveCursor } from "../menu.js";
import { NONE, type ScreenModule } from "../screen-stack.js";
import { conversationKey } from "./dialog.js";

/** Which side of the counter the cursor is on. */
export type ShopColumn = "goods" | "pack";

/**
 * The counter: the merchant's goods beside the hero's pack. Each column keeps its own
 * cursor, so Tab there and back finds the line where it was.
 */
export interface ShopScreen {
  readonly kind: "shop";
  readonly column: ShopColumn;
  readonly goods: number;
  readonly pack: number;
}

export function initialShop(): ShopScreen {
  return { kind: "shop", column: "goods", goods: 0, pack: 0 };
}

/**
 * The pack items the pack column lists, in pack order. The money is left out: it is what
 * the gold line counts, and the merchant would refuse it anyway.
 */
export function packLines(state: GameState, registries: Registries): ItemInstance[] {
  return state.player.inventory.filter((i) => i.def !== registries.balance.currency);
}

/** How many lines a column has now. */
export function columnLength(state: GameState, registries: Registries, column: ShopColumn): number {
  return column === "goods" ? shopGoods(state, registries).length : packLines(state, registries).length;
}

/** A column's cursor held inside its list (a sold-out good or a sold stack closes the list up). */
export function cursorIn(screen: ShopScreen, column: ShopColumn, length: number): number {
  return Math.max(0, Math.min(screen[column], length - 1));
}

/**
 * What Enter does on the highlighted line: buy one of the good (by its number in the
 * list) or sell one of the pack item (by uid). One unit a key press: the gold line shows
 * what that one costs or brings. A refusal (too little gold, a full pack) is the game's.
 */
export function tradeCommand(screen: ShopScreen, state: GameState, registries: Registries): Command | undefined {
  if (screen.column === "goods") {
    const goods = shopGoods(state, registries);
    const good = goods[cursorIn(screen, "goods", goods.length)];
    return good ? { kind: "buy", good: good.number } : undefined;
  }
  const pack = packLines(state, registries);
  const item = pack[cursorIn(screen, "pack", pack.length)];
  return item ? { kind: "sell", uid: item.uid } : undefined;
}

const other = (column: ShopColumn): ShopColumn => (column === "goods" ? "pack" : "goods");

export const shop: ScreenModule<ShopScreen> = {
  handle(screen, input, ctx) {
    const game = ctx.game;
    if (!game) return NONE;
    const { state } = game;
    switch (input) {
      case "tab":
        return { type: "replace", screen: { ...screen, column: other(screen.column) } };
      case "west":
      case "east": {
        const column = input === "west" ? "goods" : "pack";
        return column === screen.column ? NONE : { type: "replace", screen: { ...screen, column } };
      }
      case "north":
      case "south": {
        const length = columnLength(state, ctx.registries, screen.column);
        const at = cursorIn(screen, screen.column, length);
        return { type: "replace", screen: { ...screen, [screen.column]: moveCursor(at, input === "north" ? -1 : 1, length) } };
      }
      case "confirm": {
        const command = tradeCommand(screen, state, ctx.registries);
        return command ? { type: "command", command } : NONE;
      }
      default:
        return conversationKey(input) ?? NONE;
    }
  },
};
