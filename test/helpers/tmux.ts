import { execFileSync, spawnSync } from "node:child_process";
import { describe } from "vitest";

/** Whether tmux is here; CI installs it (.ci/run), so only a developer machine may skip. */
export const hasTmux = spawnSync("tmux", ["-V"]).status === 0;
export const describeWithTmux = hasTmux || process.env["CI"] ? describe : describe.skip;

export function tmux(...args: string[]): string {
  return execFileSync("tmux", args, { encoding: "utf8" });
}

/** Polls the pane until `test` holds; throws with the last screen when it never does. */
export async function waitFor(session: string, test: (screen: string) => boolean, ms = 15_000): Promise<string> {
  const until = Date.now() + ms;
  let screen = "";
  while (Date.now() < until) {
    screen = tmux("capture-pane", "-p", "-t", session);
    if (test(screen)) return screen;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out; the screen was:\n${screen}`);
}

export function killSession(session: string): void {
  spawnSync("tmux", ["kill-session", "-t", session]);
}
