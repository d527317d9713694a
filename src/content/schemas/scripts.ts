import * as z from "zod";
import { entry } from "./entry.js";
import { lazy } from "../../lib/lazy.js";

/** A JavaScript file of the mod (stage c), compiled at load and run by `run_script` (src/script/). */
export const scriptSchema = lazy(() =>
  entry({
    file: z.string().min(1).describe("path of the script inside the mod folder (at most 256 KiB of UTF-8)"),
  }),
);
