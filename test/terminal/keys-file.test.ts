import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { makeProfile } from "../helpers/profile.js";
import { createHero } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";

describeWithTmux("keys.toml in a real terminal", () => {
  it("a conflicting rebinding is said on the title, the game starts, and the key that was kept works", async () => {
    const { home } = makeProfile({});
    writeFileSync(join(home, "keys.toml"), 'help = "v"\nlook = "v"\n');
    const session = `rkkeys${process.pid}`;
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${home}" --seed keys`);
    try {
      const title = await waitFor(session, (s) => s.includes("R U S T K E E P"));
      expect(title).toContain("keys.toml: v is bound to both help and look; kept for help");
      await createHero(session, 0);
      await waitFor(session, (s) => s.includes("turn 0"));
      tmux("send-keys", "-t", session, "-l", "v");
      const help = await waitFor(session, (s) => s.includes("show this help"));
      expect(help).toMatch(/v O +show this help \/ options/);
    } finally {
      await killSession(session);
    }
  }, 30_000);
});
