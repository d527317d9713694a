import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { dieInTerminal, doomedProfile } from "../helpers/die-in-terminal.js";
import { describeWithTmux, killSession, tmux, waitFor } from "../helpers/tmux.js";

/**
 * The morgue is written, not read, at the game-over screen: a profile where it cannot go
 * gets one line there, the game goes on to the title, and nothing is written where a link
 * points. No headless way to die, so these cases play in a real terminal.
 */
describeWithTmux("a hostile morgue/ when a hero dies", () => {
  const cases = [
    {
      name: "morgue/ is a file",
      plant: (home: string) => writeFileSync(join(home, "morgue"), "mine"),
      says: /no morgue file: morgue\/: it is a file, not a folder/,
      after: (home: string) => expect(readFileSync(join(home, "morgue"), "utf8")).toBe("mine"),
    },
    {
      name: "morgue/ links out of the profile",
      plant: (home: string, decoy: string) => symlinkSync(decoy, join(home, "morgue")),
      says: /no morgue file: morgue\/: it is a symlink leading out of the profile/,
      after: (_home: string, decoy: string) => expect(readdirSync(decoy)).toEqual([]),
    },
  ];
  for (const c of cases) {
    it(`${c.name}: one line on the game-over screen, nothing written through it, then the title`, async () => {
      const { home } = doomedProfile();
      const decoy = mkdtempSync(join(tmpdir(), "rk-decoy-"));
      c.plant(home, decoy);
      const session = `rkhmorgue${process.pid}${cases.indexOf(c)}`;
      try {
        const screen = await dieInTerminal(session, home);
        expect(screen).toMatch(c.says);
        expect(screen).not.toMatch(/\bat .*\.js:\d+|Error:/);
        c.after(home, decoy);
        tmux("send-keys", "-t", session, "Enter");
        await waitFor(session, (s) => s.includes("New run"));
      } finally {
        await killSession(session);
      }
    }, 60_000);
  }
});
