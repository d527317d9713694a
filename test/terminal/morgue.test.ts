import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "smol-toml";
import { expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { BIN, REPO } from "../helpers/cli.js";
import { stepsToFight } from "../helpers/paths.js";
import { loadOk, makeProfile, manifest } from "../helpers/profile.js";
import { createHero, keys } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor } from "../helpers/tmux.js";

/** A mod that makes every creature deadly, so the first fight ends the run. */
function doomMod(core: Registries): Record<string, string> {
  const creatures = core.creatures.all().map(({ id, ...c }) => ({ overrides: id, ...c, attributes: { ...c.attributes, strength: 999, dexterity: 99 } }));
  return { "manifest.toml": manifest("doom", ["core"]), "doom.toml": stringify({ creatures }) };
}

describeWithTmux("the end of a run in a real terminal", () => {
  it("a death writes the morgue file in the profile, and the next title lists the run", async () => {
    const core = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") }).registries;
    const profile = makeProfile({ doom: doomMod(core) }, {});
    const { registries } = loadOk({ home: profile.home, builtinMods: join(REPO, "mods") });
    const seed = "fight0";
    const def = [...registries.floors.all()].sort((a, b) => a.number - b.number)[0]!;
    const steps = stepsToFight(generateFloor(registries, def, seed))!;
    const session = `rkmorgue${process.pid}`;
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24", `"${process.execPath}" "${BIN}" --home "${profile.home}" --seed ${seed}; sleep 30`);
    try {
      await createHero(session, 0);
      await waitFor(session, (s) => s.includes("turn 0"));
      tmux("send-keys", "-t", session, "-l", keys(steps.slice(0, -1)));
      await waitFor(session, (s) => s.includes("Inside:"));
      tmux("send-keys", "-t", session, "-l", keys(steps.slice(-1)));
      let screen = "";
      for (let i = 0; i < 40 && !screen.includes("Died"); i++) {
        tmux("send-keys", "-t", session, "-l", ".");
        screen = await waitFor(session, () => true, 500);
        await new Promise((r) => setTimeout(r, 80));
        screen = tmux("capture-pane", "-p", "-t", session);
      }
      screen = await waitFor(session, (s) => s.includes("morgue file:"));
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
