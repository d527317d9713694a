import { expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";
import { tempDir } from "../helpers/profile.js";

describeWithTmux("the real binary in a real terminal (tmux)", () => {
  // CI=true on purpose: a player whose shell sets it must still get a drawn game.
  it("shows the title in the alternate screen, and quitting restores the terminal", async () => {
    const session = `rk${process.pid}`;
    const home = tempDir();
    startInTmux(
      session,
      `printf 'before-rustkeep\\n'; CI=true "${process.execPath}" "${BIN}" --home "${home}" --seed 1; echo "EXITED:$?"`,
      { cols: 100, rows: 32 },
    );
    try {
      const title = await waitFor(session, (s) => /New run/.test(s));
      expect(title).toMatch(/R U S T K E E P/);
      expect(tmux("display", "-p", "-t", session, "#{alternate_on}").trim()).toBe("1");
      // In colour even so (chalk turns colour off when a CI variable exists at all).
      expect(tmux("capture-pane", "-p", "-e", "-t", session)).toMatch(/\u001b\[[0-9;]*m/);
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
      await killSession(session);
    }
  });

  it("a window too small says how to quit and asks first; y leaves", async () => {
    const session = `rksmall${process.pid}`;
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${tempDir()}"; echo "EXITED:$?"`, { cols: 60, rows: 15 });
    try {
      expect(await waitFor(session, (s) => /too small/.test(s))).toContain("q quits (asks first)");
      tmux("send-keys", "-t", session, "q");
      expect(await waitFor(session, (s) => /Quit\?|EXITED:/.test(s))).toContain("Quit? (y/n)");
      tmux("send-keys", "-t", session, "y");
      expect(await waitFor(session, (s) => /EXITED:\d+/.test(s))).toContain("EXITED:0");
    } finally {
      await killSession(session);
    }
  });

  it("a render crash leaves the alternate screen, prints the error and exits 1", async () => {
    const session = `rkcrash${process.pid}`;
    startInTmux(session, `RUSTKEEP_CRASH_TEST=render "${process.execPath}" "${BIN}" --home "${tempDir()}"; echo "EXITED:$?"`, {
      cols: 100,
      rows: 32,
    });
    try {
      const after = await waitFor(session, (s) => /EXITED:\d+/.test(s));
      expect(after).toContain("EXITED:1");
      expect(after).toContain("rustkeep crashed: Error: crash test: a render error on purpose");
      expect(tmux("display", "-p", "-t", session, "#{alternate_on}").trim()).toBe("0");
    } finally {
      await killSession(session);
    }
  });
});
