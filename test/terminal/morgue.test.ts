import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { dieInTerminal, doomedProfile } from "../helpers/die-in-terminal.js";
import { describeWithTmux, killSession, tmux, waitFor } from "../helpers/tmux.js";

describeWithTmux("the end of a run in a real terminal", () => {
  it("a death writes the morgue file in the profile, and the next title lists the run", async () => {
    const profile = doomedProfile();
    const seed = "fight0";
    const session = `rkmorgue${process.pid}`;
    try {
      const screen = await dieInTerminal(session, profile.home, seed);
      const files = readdirSync(join(profile.home, "morgue"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}-\d{6}-[\p{L}\p{N}_-]+\.txt$/u);
      const text = readFileSync(join(profile.home, "morgue", files[0]!), "utf8");
      expect(text).toContain("Died");
      expect(text).toContain(`seed ${seed}`);
      expect(text).toMatch(/level \d+, gold \d+, kills \d+/);
      // The screen shows what the file holds.
      expect(screen).toMatch(/level \d+, gold \d+, kills \d+/);
      tmux("send-keys", "-t", session, "Enter");
      const title = await waitFor(session, (s) => s.includes("Best runs"));
      expect(title).toMatch(/1\. \S+ {2}died on floor 1/);
      expect(readFileSync(join(profile.home, "scores.toml"), "utf8")).toContain(`seed = "${seed}"`);
    } finally {
      killSession(session);
    }
  }, 60_000);
});
