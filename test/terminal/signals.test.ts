import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";
import { describeWithTmux, killSession, startInTmux, tmux, until, waitFor } from "../helpers/tmux.js";

const alternateOn = (session: string) => tmux("display", "-p", "-t", session, "#{alternate_on}").trim();

/** The game's process id, written by the shell that then becomes the game (`exec`). */
async function pidOf(file: string): Promise<number> {
  const read = () => (existsSync(file) ? readFileSync(file, "utf8").trim() : "");
  return Number(await until(read, (pid) => pid !== "", 10_000, `a pid in ${file}`));
}

/** A pane that prints a marker, runs the game (its pid in a file), then says how it exited. */
function startGame(session: string): string {
  const home = tempDir();
  const pidFile = join(home, "pid");
  const game = `sh -c 'echo $$ > "${pidFile}"; exec "${process.execPath}" "${BIN}" --home "${home}" --seed 1'`;
  startInTmux(session, `printf 'before-rustkeep\\n'; ${game}; echo "EXITED:$?"`);
  return pidFile;
}

describeWithTmux("signals leave the terminal as the game found it (tmux)", () => {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGQUIT", 131],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const) {
    it(`${signal} from outside: back in the normal screen, exit ${code}, no stack trace`, async () => {
      const session = `rksig${signal}${process.pid}`;
      const pidFile = startGame(session);
      try {
        await waitFor(session, (s) => s.includes("New run"));
        expect(alternateOn(session)).toBe("1");
        process.kill(await pidOf(pidFile), signal);
        const after = await waitFor(session, (s) => /EXITED:\d+/.test(s));
        expect(after).toContain(`EXITED:${code}`);
        expect(after).toContain("before-rustkeep");
        expect(after).not.toContain("New run");
        expect(after).not.toMatch(/^\s+at /m);
        expect(alternateOn(session)).toBe("0");
      } finally {
        await killSession(session);
      }
    });
  }

  it("SIGTSTP from outside leaves the alternate screen; SIGCONT redraws the game, which takes keys again", async () => {
    const session = `rktstp${process.pid}`;
    const pidFile = startGame(session);
    try {
      await waitFor(session, (s) => s.includes("New run"));
      const pid = await pidOf(pidFile);
      process.kill(pid, "SIGTSTP");
      const stopped = await waitFor(session, (s) => s.includes("before-rustkeep") && !s.includes("New run"));
      expect(stopped).not.toContain("R U S T K E E P");
      expect(alternateOn(session)).toBe("0");
      process.kill(pid, "SIGCONT");
      const back = await waitFor(session, (s) => s.includes("New run") && s.includes("R U S T K E E P"));
      expect(back).not.toContain("before-rustkeep");
      expect(alternateOn(session)).toBe("1");
      // Raw mode is back: one key, no Enter, moves the menu cursor.
      tmux("send-keys", "-t", session, "j");
      await waitFor(session, (s) => s.includes("> Options"));
    } finally {
      await killSession(session);
    }
  });

  it("Ctrl+Z suspends to the shell and `fg` brings the game back, redrawn where it was", async () => {
    const session = `rkctrlz${process.pid}`;
    const home = tempDir();
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24", "env PS1='shell$ ' bash --norc --noprofile -i");
    try {
      await waitFor(session, (s) => s.includes("shell$"));
      tmux("send-keys", "-t", session, `"${process.execPath}" "${BIN}" --home "${home}" --seed 1`, "Enter");
      await waitFor(session, (s) => s.includes("New run"));
      tmux("send-keys", "-t", session, "Enter");
      await waitFor(session, (s) => s.includes("step 1"));
      tmux("send-keys", "-t", session, "C-z");
      const stopped = await waitFor(session, (s) => /Stopped/.test(s));
      expect(stopped).not.toContain("step 1");
      expect(alternateOn(session)).toBe("0");
      // The shell has a cooked terminal: what is typed echoes and runs.
      tmux("send-keys", "-t", session, "echo still-$((6*7))", "Enter");
      await waitFor(session, (s) => s.includes("still-42"));
      tmux("send-keys", "-t", session, "fg", "Enter");
      await waitFor(session, (s) => s.includes("step 1") && !s.includes("still-42"));
      expect(alternateOn(session)).toBe("1");
      tmux("send-keys", "-t", session, "Escape");
      await waitFor(session, (s) => s.includes("New run"));
      tmux("send-keys", "-t", session, "q");
      await waitFor(session, (s) => /Quit\?/.test(s));
      tmux("send-keys", "-t", session, "y");
      await waitFor(session, (s) => s.includes("shell$") && !s.includes("New run"));
      expect(alternateOn(session)).toBe("0");
    } finally {
      await killSession(session);
    }
  });
});
