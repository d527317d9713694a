import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { generateFloor } from "../../src/gen/build-floor.js";
import { isWalkable, tileAt } from "../../src/game/index.js";
import type { Direction } from "../../src/lib/direction.js";
import { BIN, REPO } from "../helpers/cli.js";
import { loadOk, makeProfile, tempDir } from "../helpers/profile.js";
import { createHero, walk } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";
import { findOnMap } from "../ui/fixtures.js";
import { readSlot } from "../../src/save/slot.js";

const SEED = "continue1";
const DIRS: [Direction, number, number][] = [
  ["e", 1, 0],
  ["w", -1, 0],
  ["s", 0, 1],
  ["n", 0, -1],
];

describeWithTmux("saves in a real terminal", () => {
  it("play, quit with Ctrl+C, start again, Continue: the same hero on the same tile", async () => {
    const { registries } = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") });
    const def = [...registries.floors.all()].sort((a, b) => a.number - b.number)[0]!;
    const floor = generateFloor(registries, def, SEED);
    const [x, y] = floor.entrance;
    // Two steps the way the entrance room is open: the hero ends off the entrance.
    const way = DIRS.find(([, dx, dy]) => isWalkable(tileAt(floor, x + dx, y + dy)) && isWalkable(tileAt(floor, x + 2 * dx, y + 2 * dy)));
    expect(way, "an open way from the entrance").toBeDefined();
    const home = tempDir();
    const start = (name: string) => startInTmux(name, `"${process.execPath}" "${BIN}" --home "${home}" --seed ${SEED}`);
    const first = `rksave1${process.pid}`;
    const second = `rksave2${process.pid}`;
    try {
      start(first);
      await createHero(first, 0);
      const played = await walk(first, [way![0], way![0]]);
      const hero = findOnMap(played, "@");
      tmux("send-keys", "-t", first, "C-c");
      await waitFor(first, (s) => s.includes("Quit?"));
      tmux("send-keys", "-t", first, "C-c");
      await waitFor(first, () => existsSync(join(home, "saves", "save.toml")));
      await waitFor(first, (s) => !s.includes("Quit?") && !s.includes("turn 2"));
      start(second);
      const title = await waitFor(second, (s) => s.includes("Continue"));
      expect(title).toMatch(/> Continue \(.+, floor 1, turn 2\)/);
      tmux("send-keys", "-t", second, "Enter");
      const back = await waitFor(second, (s) => s.includes("turn 2") && findOnMap(s, "@").length > 0);
      expect(findOnMap(back, "@")).toEqual(hero);
      expect(back.split("\n")[0]).toBe(played.split("\n")[0]);
    } finally {
      await killSession(first);
      await killSession(second);
    }
  });

  it("a closed window (SIGHUP) keeps the run: the save holds the turn the hero had reached", async () => {
    const home = tempDir();
    const pidFile = join(home, "pid");
    const session = `rksave3${process.pid}`;
    const game = `sh -c 'echo $$ > "${pidFile}"; exec "${process.execPath}" "${BIN}" --home "${home}" --seed ${SEED}'`;
    startInTmux(session, `${game}; echo "EXITED:$?"`);
    try {
      await createHero(session, 0);
      await waitFor(session, (s) => s.includes("turn 0"));
      tmux("send-keys", "-t", session, "-l", ".");
      await waitFor(session, (s) => s.includes("turn 1"));
      expect(existsSync(join(home, "saves", "save.toml"))).toBe(false);
      process.kill(Number(readFileSync(pidFile, "utf8").trim()), "SIGHUP");
      await waitFor(session, (s) => s.includes("EXITED:129"));
      const back = readSlot(home, "0.1.0");
      expect("refused" in back ? back.refused : back.state.turn).toBe(1);
    } finally {
      await killSession(session);
    }
  });
});
