import { join } from "node:path";
import { expect, it } from "vitest";
import { generateFloor } from "../../src/gen/build-floor.js";
import { BIN, REPO } from "../helpers/cli.js";
import { stepsToFight } from "../helpers/paths.js";
import { loadOk, makeProfile } from "../helpers/profile.js";
import { createHero, keys, pressFor } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";

describeWithTmux("keys typed ahead in a real terminal", () => {
  it("a burst of moves into a guarded room and past it stops at the doorway, which says who is inside", async () => {
    const { registries } = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") });
    const def = [...registries.floors.all()].sort((a, b) => a.number - b.number)[0]!;
    const seed = "burst";
    const steps = stepsToFight(generateFloor(registries, def, seed))!;
    expect(steps, "a guarded room to walk to").toBeDefined();
    // The last step goes from the doorway into the room; the burst goes on in that direction.
    const burst = keys([...steps, ...Array<(typeof steps)[number]>(6).fill(steps.at(-1)!)]);
    const session = `rkburst${process.pid}`;
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${makeProfile({}).home}" --seed ${seed}`);
    try {
      await createHero(session, 0);
      await waitFor(session, (s) => s.includes("turn 0"));
      tmux("send-keys", "-t", session, "-l", burst);
      await waitFor(session, (s) => s.includes("Inside:"));
      // A marker after the burst: keys are handled in order, so once the help it opens has
      // come and gone, any key of the burst that was not dropped has shown.
      await pressFor(session, "?", (s) => s.includes("Keys"));
      const screen = await pressFor(session, "Escape", (s) => !s.includes("Keys"));
      expect(screen).not.toContain("Fight —");
      expect(screen).toContain(`turn ${steps.length - 1}`);
    } finally {
      await killSession(session);
    }
  }, 30_000);
});
