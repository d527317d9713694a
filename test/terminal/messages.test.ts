import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { dieInTerminal, doomedProfile } from "../helpers/die-in-terminal.js";
import { describeWithTmux, killSession, tmux, waitFor } from "../helpers/tmux.js";

describeWithTmux("the messages at the end of a run, in a real terminal", () => {
  it("the killing blow stands out by a glyph on the game-over screen and in the morgue file; m opens the whole log, Esc goes back", async () => {
    const profile = doomedProfile();
    const session = `rkmessages${process.pid}`;
    try {
      const screen = await dieInTerminal(session, profile.home, "fight0");
      expect(screen).toMatch(/^ {2}! .*You die\.$/m);
      expect(screen).toMatch(/\bm (all )?messages\b/);
      const morgue = readFileSync(join(profile.home, "morgue", readdirSync(join(profile.home, "morgue"))[0]!), "utf8");
      expect(morgue).toMatch(/^ {2}! .*You die\.$/m);
      tmux("send-keys", "-t", session, "m");
      const log = await waitFor(session, (s) => s.includes("Message log"));
      expect(log).toMatch(/^ ! .*You die\.$/m);
      expect(log).toMatch(/Home \w+ {2}End \w+/);
      tmux("send-keys", "-t", session, "Home");
      tmux("send-keys", "-t", session, "End");
      tmux("send-keys", "-t", session, "Escape");
      expect(await waitFor(session, (s) => s.includes("Died"))).toContain("Last messages");
    } finally {
      killSession(session);
    }
  }, 60_000);
});
