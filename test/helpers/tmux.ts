import { execFileSync, spawnSync } from "node:child_process";
import { describe } from "vitest";

/** Whether tmux is here; CI installs it (.ci/run), so only a developer machine may skip. */
export const hasTmux = spawnSync("tmux", ["-V"]).status === 0;
export const describeWithTmux = hasTmux || process.env["CI"] ? describe : describe.skip;

export function tmux(...args: string[]): string {
  return execFileSync("tmux", args, { encoding: "utf8" });
}

export interface PaneOptions {
  readonly cols?: number;
  readonly rows?: number;
  /** The folder the command starts in. */
  readonly cwd?: string;
}

/**
 * Starts `command` (a shell line) in a new detached session, 80×24 unless told. The pane's
 * shell waits on after the command ends, so a test can read its last screen until
 * `killSession` (tmux's remain-on-exit would do it, but 3.3 then drops the pane's first line).
 */
export function startInTmux(session: string, command: string, { cols = 80, rows = 24, cwd }: PaneOptions = {}): void {
  tmux(
    "new-session",
    "-d",
    "-s",
    session,
    "-x",
    String(cols),
    "-y",
    String(rows),
    ...(cwd ? ["-c", cwd] : []),
    `${command}; exec tail -f /dev/null`,
  );
}

/** Polls until `test` holds, soon at first, then every 100 ms; throws with what was last seen when the deadline passes. */
export async function until<T>(look: () => T, test: (seen: T) => boolean, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  let seen = look();
  for (let pause = 10; !test(seen); pause = Math.min(100, pause * 2)) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}; last seen:\n${String(seen)}`);
    await new Promise((r) => setTimeout(r, pause));
    seen = look();
  }
  return seen;
}

export const capture = (session: string) => tmux("capture-pane", "-p", "-t", session);

/** Polls the pane until `test` holds; throws with the last screen when it never does. */
export function waitFor(session: string, test: (screen: string) => boolean, ms = 15_000): Promise<string> {
  return until(() => capture(session), test, ms, "the screen");
}

/**
 * Ends the session and waits (up to 10 s) until every process it ran has gone: a game saves
 * on the hang-up, and must be done before the test's cleanup removes its profile.
 */
export async function killSession(session: string): Promise<void> {
  const leaders = spawnSync("tmux", ["list-panes", "-s", "-t", session, "-F", "#{pane_pid}"], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
  spawnSync("tmux", ["kill-session", "-t", session]);
  if (!leaders.length) return;
  // Each pane's shell leads a process session of its own: wait until nothing in it but
  // zombies is left (the tmux server reaps its shell when it gets round to it).
  const alive = () =>
    (spawnSync("ps", ["-o", "stat=", "-s", leaders.join(",")], { encoding: "utf8" }).stdout ?? "")
      .split("\n")
      .filter((st) => st.trim() && !st.trim().startsWith("Z"));
  await until(alive, (left) => left.length === 0, 10_000, `the processes of tmux session ${session} to end`).catch(() => undefined);
}
