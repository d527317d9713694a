import { nameText } from "./limits.js";
import { entry } from "./entry.js";
import { lazy } from "../../lib/lazy.js";

/** An equipment slot (`core:main_hand`); an item with `slot` is equipped there. */
export const slotSchema = lazy(() => entry({ name: nameText().describe("shown to the player") }));
