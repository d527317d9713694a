import { nameText } from "./limits.js";
import { entry } from "./entry.js";

/** An equipment slot (`core:main_hand`); an item with `slot` is equipped there. */
export const slotSchema = entry({ name: nameText.describe("shown to the player") });
