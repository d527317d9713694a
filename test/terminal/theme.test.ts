import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { makeProfile } from "../helpers/profile.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";

// Sessions are killed after each test, not after each start: killing the last one stops the
// tmux server, and a session started while it stops is refused.
const sessions: string[] = [];
let started = 0;
afterEach(async () => {
  for (const s of sessions.splice(0)) await killSession(s);
});

/** The title's first row as the terminal holds it, escape codes and all. */
async function titleRow(home: string, extra: string, env = ""): Promise<{ row: string; screen: string }> {
  const session = `rktheme${process.pid}n${started++}`;
  sessions.push(session);
  startInTmux(session, `${env} "${process.execPath}" "${BIN}" --home "${home}" ${extra}`);
  const screen = await waitFor(session, (s) => s.includes("R U S T K E E P"));
  const row = tmux("capture-pane", "-e", "-p", "-t", session)
    .split("\n")
    .find((r) => r.includes("R U S T K E E P"))!;
  // One game at a time per profile (the profile lock): this one ends before the next starts.
  await killSession(sessions.pop()!);
  return { row, screen };
}

// tmux draws the title's bright cyan (default) as SGR 96 and monochrome's bright white as 97.
describeWithTmux("themes in a real terminal", () => {
  it("--theme is used and remembered in options.toml; the next start uses it; NO_COLOR wins over it", async () => {
    const { home } = makeProfile({});
    expect((await titleRow(home, "")).row).toMatch(/\u001b\[96m/);
    expect((await titleRow(home, "--theme monochrome")).row).toMatch(/\u001b\[97m/);
    expect(readFileSync(join(home, "options.toml"), "utf8")).toContain('theme = "monochrome"');
    expect((await titleRow(home, "")).row).toMatch(/\u001b\[97m/);
    const bare = (await titleRow(home, "", "NO_COLOR=1")).row;
    expect(bare).toContain("R U S T K E E P");
    expect(bare).not.toMatch(/\u001b\[[0-9;]*(3[0-9]|9[0-7])m/);
  }, 60_000);

  it("a broken options.toml is one line on the title, and the game starts in the default theme", async () => {
    const { home } = makeProfile({});
    writeFileSync(join(home, "options.toml"), 'theme = "neon"\n');
    const { row, screen } = await titleRow(home, "");
    expect(screen).toContain('options.toml: unknown theme "neon"; default theme used');
    expect(row).toMatch(/\u001b\[96m/);
  }, 30_000);
});
