import type { Direction } from "../../src/lib/direction.js";
import { tmux, waitFor } from "./tmux.js";

/** Direction → the vi key that steps that way. */
const KEY: Record<Direction, string> = { n: "k", s: "j", w: "h", e: "l", nw: "y", ne: "u", sw: "b", se: "n" };

/** The keys that take these steps, as one string (a burst when sent at once). */
export const keys = (steps: readonly Direction[]) => steps.map((d) => KEY[d]).join("");

/** Title → New run → the first race, the `classIndex`-th class, the default name. */
export async function createHero(session: string, classIndex: number): Promise<void> {
  await waitFor(session, (s) => s.includes("New run"));
  tmux("send-keys", "-t", session, "Enter");
  await waitFor(session, (s) => s.includes("step 1"));
  tmux("send-keys", "-t", session, "Enter");
  await waitFor(session, (s) => s.includes("step 2"));
  for (let i = 0; i < classIndex; i++) tmux("send-keys", "-t", session, "Down");
  tmux("send-keys", "-t", session, "Enter");
  await waitFor(session, (s) => s.includes("Name"));
  tmux("send-keys", "-t", session, "Enter");
}
