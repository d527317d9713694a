import * as z from "zod";
import { entry } from "./entry.js";

/** An equipment slot (`core:main_hand`); an item with `slot` is equipped there. */
export const slotSchema = entry({ name: z.string().min(1) });
