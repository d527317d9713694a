import { join } from "node:path";
import { expect, it } from "vitest";
import type { Floor } from "../../src/game/state.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { BIN, REPO } from "../helpers/cli.js";
import { stepsTo, stepsToFight } from "../helpers/paths.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";
import { createHero, keys, pressUntil, turnOn } from "../helpers/terminal-play.js";
import { peaceMod } from "../helpers/peace-mod.js";
import { loadOk, makeProfile } from "../helpers/profile.js";

function keysToStairs(floor: Floor): string {
  return keys(stepsTo(floor, (x, y) => x === floor.stairs?.[0] && y === floor.stairs?.[1])!);
}

describeWithTmux("a whole run in a real terminal", () => {
  it("creates a hero, walks each floor of an empty keep to its stairs, descends five times and wins", async () => {
    const core = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") }).registries;
    const profile = makeProfile({ peace: peaceMod(core) }, {});
    const { registries } = loadOk({ home: profile.home, builtinMods: join(REPO, "mods") });
    const floors = [...registries.floors.all()].sort((a, b) => a.number - b.number);
    const seed = "playthrough";
    const session = `rkplay${process.pid}`;
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${profile.home}" --seed ${seed}`, { cols: 100, rows: 32 });
    try {
      await createHero(session, 0);
      for (const def of floors) {
        await waitFor(session, (s) => s.includes(`floor ${def.number}`));
        const floor = generateFloor(registries, def, seed);
        tmux("send-keys", "-t", session, "-l", keysToStairs(floor));
        tmux("send-keys", "-t", session, "-l", ">");
      }
      const end = await waitFor(session, (s) => /Won|Died/.test(s));
      expect(end).toContain("Won");
      expect(end).toMatch(new RegExp(`floor ${floors.at(-1)!.number}, turn \\d+`));
      expect(end).toContain(`seed ${seed} — replay it with --seed ${seed}`);
      // A second run in the same launch: with --seed given, it is the same dungeon.
      tmux("send-keys", "-t", session, "Enter");
      await createHero(session, 0);
      await waitFor(session, (s) => s.includes("turn 0"));
      tmux("send-keys", "-t", session, "?");
      // Waits for the help screen whole (its seed line is drawn with it): a frame caught mid-draw once had "Keys" without it.
      expect(await waitFor(session, (s) => s.includes("Keys") && s.includes("seed"))).toContain(`seed ${seed} — replay`);
    } finally {
      await killSession(session);
    }
  }, 60_000);
});

describeWithTmux("fighting in a real terminal", () => {
  it("a new hero of each class walks into a room of floor 1 with enemies and fights until it wins or dies", async () => {
    const { registries } = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") });
    const classes = registries.options.all().filter((o) => o.category === "core:class");
    const def = [...registries.floors.all()].sort((a, b) => a.number - b.number)[0]!;
    for (const [index, klass] of classes.entries()) {
      const seed = `fight${index}`;
      const floor = generateFloor(registries, def, seed);
      const steps = stepsToFight(floor);
      expect(steps, `${klass.id}: a guarded room to walk to`).toBeDefined();
      const session = `rkfight${process.pid}x${index}`;
      startInTmux(session, `"${process.execPath}" "${BIN}" --home "${makeProfile({}).home}" --seed ${seed}`);
      try {
        await createHero(session, index);
        await waitFor(session, (s) => s.includes(klass.name) && s.includes("turn 0"));
        // To the doorway (which shows who is inside and ends the burst), then the step in.
        tmux("send-keys", "-t", session, "-l", keys(steps!.slice(0, -1)));
        await waitFor(session, (s) => s.includes("Inside:"));
        tmux("send-keys", "-t", session, "-l", keys(steps!.slice(-1)));
        let screen = await waitFor(session, (s) => s.includes("Fight —"));
        let outcome = "";
        for (let round = 0; round < 80 && !outcome; round++) {
          // Each attack is answered by the next turn of the fight, or by its end.
          const turn = turnOn(screen);
          screen = await pressUntil(
            session,
            "a",
            (s) => s.includes("Died") || (!s.includes("Fight —") && s.includes("? help")) || (s.includes("Fight —") && turnOn(s) !== turn),
          );
          if (screen.includes("Died")) outcome = "died";
          else if (!screen.includes("Fight —")) outcome = "won";
        }
        expect(["won", "died"], `${klass.id} ended the fight`).toContain(outcome);
      } finally {
        await killSession(session);
      }
    }
  }, 120_000);
});
