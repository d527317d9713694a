import type { Registries } from "../../content/registries.js";
import { alikeKey, type Command, type GameState, type ItemInstance } from "../../game/index.js";
import { shopGoods, type Good } from "../../game/queries/index.js";
import { moveCursor } from "../menu.js";
import { NONE, type ScreenModule } from "../screen-stack.js";
import { conversationKey } from "./dialog.js";

/** Which side of the counter the cursor is on. */
export type ShopColumn = "goods" | "pack";

/**
 * The counter: the merchant's goods beside the hero's pack. Each column keeps its own
 * cursor — a row and the line it was put on (`goodsKey`, `packKey`: what the line holds),
 * so Tab there and back finds the line where it was, and a sale or a purchase that moves
 * lines about leaves the cursor on the same kind of item.
 */
export interface ShopScreen {
  readonly kind: "shop";
  readonly column: ShopColumn;
  readonly goods: number;
  readonly pack: number;
  readonly goodsKey?: string;
  readonly packKey?: string;
}

export function initialShop(): ShopScreen {
  return { kind: "shop", column: "goods", goods: 0, pack: 0 };
}

/** One line of a column: all the items alike (`alikeKey`: what would stack) as one, with how many there are. */
export interface ShopLine<T> {
  readonly key: string;
  /** The first of them: the one bought or sold. */
  readonly first: T;
  readonly count: number;
}

function grouped<T>(all: readonly T[], key: (t: T) => string, count: (t: T) => number): ShopLine<T>[] {
  const lines = new Map<string, { key: string; first: T; count: number }>();
  for (const t of all) {
    const k = key(t);
    const line = lines.get(k);
    if (line) line.count += count(t);
    else lines.set(k, { key: k, first: t, count: count(t) });
  }
  return [...lines.values()];
}

/**
 * The pack column: the pack in pack order, items alike on one line
 * (two wooden shields are "Wooden shield ×2", as a stack is). The money is left out: it
 * is what the gold line counts, and the merchant would refuse it anyway.
 */
export function packLines(state: GameState, registries: Registries): ShopLine<ItemInstance>[] {
  const pack = state.player.inventory.filter((i) => i.def !== registries.balance.currency);
  return grouped(pack, alikeKey, (i) => i.count);
}

/** The goods column: goods alike at the same price on one line (a shield sold to him joins his own). */
export function goodLines(state: GameState, registries: Registries): ShopLine<Good>[] {
  return grouped(
    shopGoods(state, registries),
    (g) => `${alikeKey(g.item)}@${g.price}`,
    (g) => g.item.count,
  );
}

function columnKeys(state: GameState, registries: Registries, column: ShopColumn): string[] {
  return (column === "goods" ? goodLines(state, registries) : packLines(state, registries)).map((l) => l.key);
}

const KEY = { goods: "goodsKey", pack: "packKey" } as const;

/**
 * A column's cursor among its lines (by `keys`): on the line it was put on while that is
 * there, else its row held inside the list (a sold-out line closes the list up).
 */
export function cursorIn(screen: ShopScreen, column: ShopColumn, keys: readonly string[]): number {
  const kept = screen[KEY[column]];
  const at = kept === undefined ? -1 : keys.indexOf(kept);
  return at >= 0 ? at : Math.max(0, Math.min(screen[column], keys.length - 1));
}

function moveTo(screen: ShopScreen, column: ShopColumn, row: number, keys: readonly string[]): ShopScreen {
  const { [KEY[column]]: _old, ...rest } = screen;
  const key = keys[row];
  return { ...rest, [column]: row, ...(key === undefined ? {} : { [KEY[column]]: key }) };
}

/**
 * What Enter does on the highlighted line: buy one of the good (by its number in the
 * list) or sell one of the pack item (by uid). One unit a key press: the gold line shows
 * what that one costs or brings. A refusal (too little gold, a full pack) is the game's.
 */
function tradeCommand(screen: ShopScreen, state: GameState, registries: Registries): Command | undefined {
  if (screen.column === "goods") {
    const goods = goodLines(state, registries);
    const good =
      goods[
        cursorIn(
          screen,
          "goods",
          goods.map((l) => l.key),
        )
      ]?.first;
    return good ? { kind: "buy", good: good.number } : undefined;
  }
  const pack = packLines(state, registries);
  const item =
    pack[
      cursorIn(
        screen,
        "pack",
        pack.map((l) => l.key),
      )
    ]?.first;
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
        const keys = columnKeys(state, ctx.registries, screen.column);
        const at = cursorIn(screen, screen.column, keys);
        return { type: "replace", screen: moveTo(screen, screen.column, moveCursor(at, input === "north" ? -1 : 1, keys.length), keys) };
      }
      case "confirm": {
        const command = tradeCommand(screen, state, ctx.registries);
        // The cursor notes its line first, so it stays on it when the trade moves lines about.
        const keys = columnKeys(state, ctx.registries, screen.column);
        return command
          ? { type: "command", command, before: moveTo(screen, screen.column, cursorIn(screen, screen.column, keys), keys) }
          : NONE;
      }
      default:
        return conversationKey(input) ?? NONE;
    }
  },
};
