import type { Direction } from "../../src/lib/direction.js";
import { tmux, waitFor } from "./tmux.js";

/** Direction → the vi key that steps that way. */
const KEY: Record<Direction, string> = { n: "k", s: "j", w: "h", e: "l", nw: "y", ne: "u", sw: "b", se: "n" };

/** The keys that take these steps, as one string (a burst when sent at once). */
export const keys = (steps: readonly Direction[]) => steps.map((d) => KEY[d]).join("");

/** Title → New run → the first race, the `classIndex`-th class, the default name. */
export async function createHero(session: string, classIndex: number): Promise<void> {
  await waitFor(session, (s) => s.includes("New run"));
  // The first frame can be drawn a moment before the app listens for keys (more so on a
  // loaded machine): a first Enter that went unheard is sent again.
  // Sent again only while the title is still showing, so a slow frame never gets two.
  for (let tries = 0; ; tries++) {
    tmux("send-keys", "-t", session, "Enter");
    const screen = await waitFor(session, (s) => s.includes("step 1") || !s.includes("New run"), 3_000).catch(() => "");
    if (screen) break;
    if (tries >= 4) break;
  }
  await waitFor(session, (s) => s.includes("step 1"));
  tmux("send-keys", "-t", session, "Enter");
  await waitFor(session, (s) => s.includes("step 2"));
  for (let i = 0; i < classIndex; i++) tmux("send-keys", "-t", session, "Down");
  tmux("send-keys", "-t", session, "Enter");
  await waitFor(session, (s) => s.includes("Name"));
  tmux("send-keys", "-t", session, "Enter");
}

/** The turn counter on the screen (the status line, the fight's title, the inventory's title). */
export function turnOn(screen: string): number | undefined {
  const match = /turn (\d+)/.exec(screen);
  return match ? Number(match[1]) : undefined;
}

/**
 * Takes the steps one key at a time, each after the last one's turn showed: a burst would
 * stop where enemies come into sight, and the keys after that would be dropped.
 */
export async function walk(session: string, steps: readonly Direction[]): Promise<string> {
  let screen = await waitFor(session, (s) => turnOn(s) !== undefined);
  for (const step of steps) {
    const turn = turnOn(screen)!;
    tmux("send-keys", "-t", session, "-l", KEY[step]);
    screen = await waitFor(session, (s) => (turnOn(s) ?? turn) > turn || s.includes("Fight —"));
  }
  return screen;
}

/** Sends one key (`-l`: as typed) and waits for the screen to show `until`. */
export async function pressFor(session: string, key: string, until: (screen: string) => boolean): Promise<string> {
  tmux("send-keys", "-t", session, ...(key.length === 1 ? ["-l", key] : [key]));
  return waitFor(session, until);
}

/**
 * Sends `key` until the screen shows `until`: each send waits up to `each` ms for it, so a
 * key that went unheard (a frame drawn before the app listened) is sent again.
 */
export async function pressUntil(
  session: string,
  key: string,
  until: (screen: string) => boolean,
  { each = 3_000, tries = 5 } = {},
): Promise<string> {
  for (let i = 1; ; i++) {
    tmux("send-keys", "-t", session, ...(key.length === 1 ? ["-l", key] : [key]));
    const screen = await waitFor(session, until, each).catch((err: Error) => {
      if (i >= tries) throw err;
      return undefined;
    });
    if (screen !== undefined) return screen;
  }
}
