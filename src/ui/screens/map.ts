import { tileAt } from "../../game/index.js";
import { talkChoices } from "../../game/queries/index.js";
import { MOVES, RUNS } from "../keymap.js";
import { NONE, type ScreenModule } from "../screen-stack.js";
import { initialInventory } from "./inventory.js";
import { initialLook } from "./look.js";
import { initialOverview } from "./overview.js";
import { initialTalkTo } from "./talk-to.js";
import { playKey, unusedKey } from "./play-keys.js";

/** The dungeon view. It holds no state: everything it shows is the game's. */
export interface MapScreen {
  readonly kind: "map";
}

export const map: ScreenModule<MapScreen> = {
  handle(_screen, input, ctx) {
    // Own keys only: `in` would also find Object.prototype's ("constructor", "toString").
    if (typeof input === "string" && Object.hasOwn(MOVES, input)) {
      return { type: "command", command: { kind: "move", dir: MOVES[input as keyof typeof MOVES] } };
    }
    if (typeof input === "string" && Object.hasOwn(RUNS, input)) {
      return { type: "command", command: { kind: "run", dir: RUNS[input as keyof typeof RUNS] } };
    }
    switch (input) {
      case "descend": {
        // Brogue's habit: on the stairs `>` goes down; anywhere else it travels to them.
        const state = ctx.game?.state;
        const on = state && tileAt(state.floor, ...state.player.pos) === ">";
        return state && !on ? { type: "travel", goal: "stairs" } : { type: "command", command: { kind: "descend" } };
      }
      case "explore":
        return { type: "travel", goal: "explore" };
      case "restFully":
        return { type: "travel", goal: "rest" };
      case "pickUp":
        return { type: "command", command: { kind: "pickup" } };
      case "inventory":
        return ctx.game ? { type: "push", screen: initialInventory(ctx.game.state, ctx.registries) } : NONE;
      case "talk":
        // Keys act on the hero's own tile first; with nobody there and several beside, the chooser asks whom.
        return ctx.game && talkChoices(ctx.game.state, ctx.registries).length > 1
          ? { type: "push", screen: initialTalkTo() }
          : { type: "command", command: { kind: "talk" } };
      case "look":
        return ctx.game ? { type: "push", screen: initialLook(ctx.game.state) } : NONE;
      case "overview":
        return ctx.game ? { type: "push", screen: initialOverview(ctx.game.state) } : NONE;
      default:
        return playKey(input) ?? unusedKey(input, ctx.bindings);
    }
  },
};
