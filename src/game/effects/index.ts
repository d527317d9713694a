/**
 * effects/ carries out actions: one effect per action key in EFFECTS below, the runner beside them (run-actions.ts), and
 * what runs actions as play goes (an ability used, an event's triggers, a quest's rewards), through rules/ and the model.
 */
import type { ActionKey } from "../../content/schemas/index.js";
import { addModifier } from "./add-modifier.js";
import { damage } from "./damage.js";
import { flee } from "./flee.js";
import { giveExp } from "./give-exp.js";
import { giveItem } from "./give-item.js";
import { heal } from "./heal.js";
import { openShop } from "./open-shop.js";
import { removeModifier } from "./remove-modifier.js";
import { runScript } from "./run-script.js";
import { startQuest } from "./start-quest.js";
import { takeItem } from "./take-item.js";
import type { Effect } from "./types.js";

/** Every action of the vocabulary, keyed as the schema keys them: a missing one does not compile. */
export const EFFECTS: { readonly [K in ActionKey]: Effect<K> } = {
  damage,
  heal,
  add_modifier: addModifier,
  remove_modifier: removeModifier,
  give_item: giveItem,
  take_item: takeItem,
  start_quest: startQuest,
  flee,
  give_exp: giveExp,
  open_shop: openShop,
  run_script: runScript,
};

export type { ActionScope, Effect } from "./types.js";
