import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { dieInTerminal, doomedProfile } from "../helpers/die-in-terminal.js";
import { describeWithTmux, killSession, tmux, waitFor } from "../helpers/tmux.js";

const older = (name: string, floor: number) =>
  `[[runs]]\noutcome = "died"\ncause = "Killed by a rat"\nname = "${name}"\nfloor = ${floor}\nturn = 900\nlevel = 3\ngold = 10\nkills = 9\nseed = "1"\ndate = "2026-11-30"\n`;

describeWithTmux("the title's best runs after a death", () => {
  it("lists the run that just ended below the older ones it ranks under", async () => {
    const profile = doomedProfile();
    writeFileSync(join(profile.home, "scores.toml"), [older("Ann", 4), older("Bo", 3), older("Cy", 2)].join("\n"));
    const session = `rkbest${process.pid}`;
    try {
      await dieInTerminal(session, profile.home);
      tmux("send-keys", "-t", session, "Enter");
      const title = await waitFor(session, (s) => s.includes("Best runs"));
      expect(title).toContain("1. Ann");
      expect(title).toMatch(/4\. \S+ {2}died on floor 1/);
    } finally {
      killSession(session);
    }
  }, 60_000);
});
