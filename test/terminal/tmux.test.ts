import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

const hasTmux = spawnSync("tmux", ["-V"]).status === 0;
// CI installs tmux (.ci/run), so this only skips on a developer machine without it.
const maybe = hasTmux || process.env["CI"] ? describe : describe.skip;

function tmux(...args: string[]): string {
  return execFileSync("tmux", args, { encoding: "utf8" });
}

async function waitFor(session: string, test: (screen: string) => boolean, ms = 10_000): Promise<string> {
  const until = Date.now() + ms;
  let screen = "";
  while (Date.now() < until) {
    screen = tmux("capture-pane", "-p", "-t", session);
    if (test(screen)) return screen;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out; the screen was:\n${screen}`);
}

maybe("the real binary in a real terminal (tmux)", () => {
  // CI=true on purpose: a player whose shell sets it must still get a drawn game.
  it("shows the title in the alternate screen, and quitting restores the terminal", async () => {
    const session = `rk${process.pid}`;
    const home = tempDir();
    tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "32", `printf 'before-rustkeep\\n'; CI=true "${process.execPath}" "${BIN}" --home "${home}" --seed 1; echo "EXITED:$?"; sleep 30`);
    try {
      const title = await waitFor(session, (s) => /New run/.test(s));
      expect(title).toMatch(/R U S T K E E P/);
      expect(tmux("display", "-p", "-t", session, "#{alternate_on}").trim()).toBe("1");
      // The help box is drawn with box characters: text the bundle measures with the full
      // Unicode width tables it loads on first use (scripts/string-width-lazy.mjs).
      tmux("send-keys", "-t", session, "?");
      const help = await waitFor(session, (s) => /Keys/.test(s));
      expect(help).toMatch(/╭─+╮/);
      expect(help).toContain("show this help");
      tmux("send-keys", "-t", session, "Escape");
      await waitFor(session, (s) => !/Keys/.test(s));
      tmux("send-keys", "-t", session, "q");
      const asked = await waitFor(session, (s) => /Quit\?|EXITED:/.test(s));
      if (/Quit\?/.test(asked)) tmux("send-keys", "-t", session, "y");
      const after = await waitFor(session, (s) => /EXITED:\d+/.test(s));
      expect(after).toContain("EXITED:0");
      expect(after).toContain("before-rustkeep");
      expect(after).not.toContain("New run");
      expect(tmux("display", "-p", "-t", session, "#{alternate_on}").trim()).toBe("0");
    } finally {
      spawnSync("tmux", ["kill-session", "-t", session]);
    }
  });
});
