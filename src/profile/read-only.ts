import { accessSync, constants, existsSync } from "node:fs";
import { join } from "node:path";
import { fsProblem } from "./fs-problem.js";
import { SAVES_DIR } from "./save-slot.js";

/**
 * One line for the title when the profile cannot be written, or undefined. Said before
 * play, not found at the quit: the run, the scores and the options would be lost without a
 * word until then. Asked of the folders themselves (nothing is written to find out): the
 * profile, and its saves folder when there is one.
 */
export function readOnlyLine(home: string): string | undefined {
  const saves = join(home, SAVES_DIR);
  for (const dir of existsSync(saves) ? [home, saves] : [home]) {
    try {
      accessSync(dir, constants.W_OK);
    } catch (err) {
      // What it costs first: a long path is what the title's width cuts off.
      return `nothing will be saved (run, scores, options): the profile cannot be written (${dir}: ${fsProblem(err).reason})`;
    }
  }
  return undefined;
}
