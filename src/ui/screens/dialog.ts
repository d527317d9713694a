import { dialogOptions } from "../../game/queries/index.js";
import type { Input } from "../keymap.js";
import { moveCursor } from "../menu.js";
import { NONE, type Response, type ScreenModule } from "../screen-stack.js";
import { overlayKey } from "./play-keys.js";

/** A conversation with the NPC on the hero's tile: which visible option is highlighted. */
export interface DialogScreen {
  readonly kind: "dialog";
  readonly cursor: number;
}

export function initialDialog(): DialogScreen {
  return { kind: "dialog", cursor: 0 };
}

/**
 * Keys that mean the same in a conversation and at the counter: Escape leaves (a command:
 * the game ends the conversation), and the log, help and quit. Rest is not one of them:
 * the game refuses to wait while someone is talking to you.
 */
export function conversationKey(input: Input): Response | undefined {
  return input === "cancel" ? { type: "command", command: { kind: "leave" } } : overlayKey(input);
}

/** The number a typed digit names, when it is one of the options shown (1–9). */
function digitOf(input: Input, options: number): number | undefined {
  if (typeof input !== "object" || !/^[1-9]$/.test(input.char)) return undefined;
  const n = Number(input.char);
  return n <= options ? n : undefined;
}

export const dialog: ScreenModule<DialogScreen> = {
  handle(screen, input, ctx) {
    const game = ctx.game;
    if (!game) return NONE;
    // The very list `choose N` reads, so the number sent is the line the player sees.
    const options = dialogOptions(game.state, ctx.registries);
    const choose = (option: number): Response => ({ type: "command", command: { kind: "choose_dialog", option } });
    const digit = digitOf(input, options.length);
    if (digit !== undefined) return choose(digit);
    switch (input) {
      case "north":
      case "south":
        return { type: "replace", screen: { ...screen, cursor: moveCursor(screen.cursor, input === "north" ? -1 : 1, options.length) } };
      case "confirm": {
        const chosen = options[Math.min(screen.cursor, options.length - 1)];
        return chosen ? choose(chosen.number) : NONE;
      }
      default:
        return conversationKey(input) ?? NONE;
    }
  },
};
