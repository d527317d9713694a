import type { Input, InputMode } from "../keymap.js";
import type { Response, Screen, ScreenContext, ScreenModule } from "../screen-stack.js";
import { combat } from "./combat.js";
import { confirm } from "./confirm.js";
import { create } from "./create.js";
import { dialog } from "./dialog.js";
import { gameover } from "./gameover.js";
import { help } from "./help.js";
import { inventory } from "./inventory.js";
import { log } from "./log.js";
import { look } from "./look.js";
import { options } from "./options.js";
import { overview } from "./overview.js";
import { talkTo } from "./talk-to.js";
import { map } from "./map.js";
import { quests } from "./quests.js";
import { sheet } from "./sheet.js";
import { shop } from "./shop.js";
import { title } from "./title.js";

/** Each screen kind's behaviour, looked up by `kind`. */
export const SCREENS: { readonly [K in Screen["kind"]]: ScreenModule<Extract<Screen, { kind: K }>> } = {
  title,
  create,
  map,
  combat,
  inventory,
  log,
  quests,
  sheet,
  help,
  confirm,
  gameover,
  dialog,
  shop,
  look,
  options,
  overview,
  talkTo,
};

function moduleOf(screen: Screen): ScreenModule<Screen> {
  return SCREENS[screen.kind] as ScreenModule<Screen>;
}

/** The top screen's answer to an input. */
export function handleInput(screen: Screen, input: Input, ctx: ScreenContext): Response {
  return moduleOf(screen).handle(screen, input, ctx);
}

/** Whether the screen wants typed text or key bindings right now. */
export function inputMode(screen: Screen, ctx: ScreenContext): InputMode {
  return moduleOf(screen).mode?.(screen, ctx) ?? "keys";
}

/** The answer of a screen that a popup above it closed with a result. */
export function resumeScreen(screen: Screen, result: unknown, ctx: ScreenContext): Response {
  return moduleOf(screen).resume?.(screen, result, ctx) ?? { type: "none" };
}

export function isOverlay(screen: Screen): boolean {
  return moduleOf(screen).overlay === true;
}

export { initialTitle, TITLE_MENU, type TitleScreen } from "./title.js";
export { initialCreate, DEFAULT_NAME, optionsOf, stepCategory, type CreateScreen } from "./create.js";
export { askToQuit, isQuitQuestion, runInPlay, type ConfirmScreen } from "./confirm.js";
export type { HelpScreen } from "./help.js";
export type { MapScreen } from "./map.js";
export { initialCombat, type CombatScreen } from "./combat.js";
export { initialLog, type LogScreen } from "./log.js";
export { initialQuests, type QuestsScreen } from "./quests.js";
export { initialSheet, type SheetScreen } from "./sheet-state.js";
export { initialInventory, type InventoryScreen } from "./inventory.js";
export type { GameOverScreen } from "./gameover.js";
export { initialDialog, type DialogScreen } from "./dialog.js";
export { initialShop, type ShopScreen } from "./shop.js";
export { initialLook, type LookScreen } from "./look.js";
export { initialOptions, type OptionsScreen } from "./options.js";
export { initialOverview, type OverviewScreen } from "./overview.js";
export { initialTalkTo, type TalkToScreen } from "./talk-to.js";
