import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dieInTerminal, doomedProfile } from "../helpers/die-in-terminal.js";
import { describeWithTmux, killSession, tmux, waitFor } from "../helpers/tmux.js";

// One death serves the file: the log is read on the game-over screen, then Enter goes on to the title.
describeWithTmux("the end of a run in a real terminal", () => {
  const seed = "fight0";
  const session = `rkmorgue${process.pid}`;
  let home = "";
  let screen = "";
  beforeAll(async () => {
    home = doomedProfile().home;
    screen = await dieInTerminal(session, home, seed);
  }, 60_000);
  afterAll(() => killSession(session));

  const morgue = () => {
    const files = readdirSync(join(home, "morgue"));
    return { files, text: readFileSync(join(home, "morgue", files[0]!), "utf8") };
  };

  it("the killing blow stands out by a glyph on the game-over screen and in the morgue file; m opens the whole log, Esc goes back", async () => {
    expect(screen).toMatch(/^ {2}! .*You die\.$/m);
    expect(screen).toMatch(/\bm (all )?messages\b/);
    expect(morgue().text).toMatch(/^ {2}! .*You die\.$/m);
    tmux("send-keys", "-t", session, "m");
    const log = await waitFor(session, (s) => s.includes("Message log"));
    expect(log).toMatch(/^ ! .*You die\.$/m);
    expect(log).toMatch(/Home \w+ {2}End \w+/);
    tmux("send-keys", "-t", session, "Home");
    tmux("send-keys", "-t", session, "End");
    tmux("send-keys", "-t", session, "Escape");
    expect(await waitFor(session, (s) => s.includes("Died"))).toContain("Last messages");
  });

  it("a death writes the morgue file in the profile, and the next title lists the run", async () => {
    const { files, text } = morgue();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}-\d{6}-[\p{L}\p{N}_-]+\.txt$/u);
    expect(text).toContain("Died");
    expect(text).toContain(`seed ${seed}`);
    expect(text).toMatch(/level \d+, gold \d+, kills \d+/);
    // The screen shows what the file holds.
    expect(screen).toMatch(/level \d+, gold \d+, kills \d+/);
    tmux("send-keys", "-t", session, "Enter");
    const title = await waitFor(session, (s) => s.includes("Best runs"));
    expect(title).toMatch(/1\. \S+ {2}died on floor 1/);
    expect(readFileSync(join(home, "scores.toml"), "utf8")).toContain(`seed = "${seed}"`);
  });
});
