import * as z from "zod";
import { entry } from "./entry.js";

/** A script file of the mod (stage c). The engine for it is a later milestone. */
export const scriptSchema = entry({ file: z.string().min(1).describe("path of the script inside the mod folder") });
