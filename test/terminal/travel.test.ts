import { join } from "node:path";
import { expect, it } from "vitest";
import { BIN, REPO } from "../helpers/cli.js";
import { peaceMod } from "../helpers/peace-mod.js";
import { loadOk, makeProfile } from "../helpers/profile.js";
import { createHero, turnOn } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";

describeWithTmux("auto-explore and travel in a real terminal at 80×24", () => {
  it("plays floor 1 with o and > only: explores it all, walks to the stairs, goes down", async () => {
    const core = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") }).registries;
    const profile = makeProfile({ peace: peaceMod(core) }, {});
    const session = `rktravel${process.pid}`;
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${profile.home}" --seed travel`);
    try {
      await createHero(session, 0);
      let screen = await waitFor(session, (s) => s.includes("floor 1"));
      // Each `o` walks until something is worth a look (a pile, a door); pressed again, it goes on.
      for (let presses = 0; !screen.includes("stopped: fully explored"); presses++) {
        expect(presses, "o never finished the floor").toBeLessThan(60);
        tmux("send-keys", "-t", session, "-l", "o");
        screen = await waitFor(session, (s) => /stopped: /.test(s) && s !== screen, 30_000);
        expect(screen).not.toContain("Fight —");
      }
      const explored = turnOn(screen)!;
      expect(explored).toBeGreaterThan(20);
      tmux("send-keys", "-t", session, "-l", ">");
      screen = await waitFor(session, (s) => s.includes("stopped: on the stairs"), 30_000);
      expect(turnOn(screen)!).toBeGreaterThan(explored);
      tmux("send-keys", "-t", session, "-l", ">");
      await waitFor(session, (s) => s.includes("floor 2"));
    } finally {
      await killSession(session);
    }
  }, 120_000);
});
