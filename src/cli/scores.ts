import { readScores, scoreLine } from "../profile/high-scores.js";
import type { Context } from "./context.js";

/** `rustkeep scores`: the high-score list, best first; a file that cannot be used is one line and exit 1 (it is left as it is). */
export function runScores(ctx: Context): number {
  const scores = readScores(ctx.home);
  if (scores.problem) {
    ctx.err(`${scores.problem} (kept aside as scores.toml.broken when the next run ends)`);
    return 1;
  }
  if (!scores.runs.length) ctx.out("no runs yet");
  scores.runs.forEach((run, i) => ctx.out(scoreLine(run, i + 1)));
  return 0;
}
