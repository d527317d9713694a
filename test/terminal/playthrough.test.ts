import { join } from "node:path";
import { expect, it } from "vitest";
import { isWalkable } from "../../src/game/floor.js";
import type { Floor } from "../../src/game/state.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { stringify } from "smol-toml";
import type { Registries } from "../../src/content/registries.js";
import { BIN, REPO } from "../helpers/cli.js";
import { describeWithTmux, killSession, tmux, waitFor } from "../helpers/tmux.js";
import { loadOk, makeProfile, manifest } from "../helpers/profile.js";

const KEYS: Record<string, string> = { "0,-1": "k", "0,1": "j", "-1,0": "h", "1,0": "l", "-1,-1": "y", "1,-1": "u", "-1,1": "b", "1,1": "n" };

/** The keys that walk from the entrance to the stairs (breadth-first over walkable tiles). */
function keysToStairs(floor: Floor): string {
  const key = (x: number, y: number) => y * floor.width + x;
  const prev = new Map<number, number>([[key(...floor.entrance), -1]]);
  const queue: [number, number][] = [floor.entrance];
  while (queue.length) {
    const [x, y] = queue.shift()!;
    if (floor.stairs && x === floor.stairs[0] && y === floor.stairs[1]) break;
    for (const d of Object.keys(KEYS)) {
      const [dx, dy] = d.split(",").map(Number) as [number, number];
      const [nx, ny] = [x + dx, y + dy];
      if (prev.has(key(nx, ny)) || !isWalkable(floor.tiles[ny]?.[nx] ?? " ")) continue;
      prev.set(key(nx, ny), key(x, y));
      queue.push([nx, ny]);
    }
  }
  const steps: string[] = [];
  for (let at = key(...floor.stairs!); prev.get(at)! >= 0; at = prev.get(at)!) {
    const from = prev.get(at)!;
    steps.unshift(KEYS[`${(at % floor.width) - (from % floor.width)},${Math.floor(at / floor.width) - Math.floor(from / floor.width)}`]!);
  }
  return steps.join("");
}

/**
 * A mod that empties the keep: every core floor and every prefab that names creatures is
 * overridden without them, so a walk is only a walk. (Fights have their own tests.)
 */
function peaceMod(core: Registries): Record<string, string> {
  const floors = core.floors.all().map(({ id, ...f }) => ({ overrides: id, ...f, creatures: [] }));
  const prefabs = core.prefabs.all().filter((p) => p.creatures.length).map(({ id, ...p }) => ({ overrides: id, ...p, creatures: [] }));
  return { "manifest.toml": manifest("peace", ["core"]), "peace.toml": stringify({ floors, prefabs }) };
}

describeWithTmux("a whole run in a real terminal", () => {
  it("creates a hero, walks each floor of an empty keep to its stairs, descends five times and wins", async () => {
    const core = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") }).registries;
    const profile = makeProfile({ peace: peaceMod(core) }, {});
    const { registries } = loadOk({ home: profile.home, builtinMods: join(REPO, "mods") });
    const floors = [...registries.floors.all()].sort((a, b) => a.number - b.number);
    const seed = "playthrough";
    const session = `rkplay${process.pid}`;
    tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "32", `"${process.execPath}" "${BIN}" --home "${profile.home}" --seed ${seed}; sleep 30`);
    try {
      await waitFor(session, (s) => s.includes("New run"));
      tmux("send-keys", "-t", session, "Enter");
      await waitFor(session, (s) => s.includes("step 1"));
      tmux("send-keys", "-t", session, "Enter");
      await waitFor(session, (s) => s.includes("step 2"));
      tmux("send-keys", "-t", session, "Enter");
      await waitFor(session, (s) => s.includes("Name"));
      tmux("send-keys", "-t", session, "Enter");
      for (const def of floors) {
        await waitFor(session, (s) => s.includes(`floor ${def.number}`));
        const floor = generateFloor(registries, def, seed);
        tmux("send-keys", "-t", session, "-l", keysToStairs(floor));
        tmux("send-keys", "-t", session, "-l", ">");
      }
      const end = await waitFor(session, (s) => /Won|Died/.test(s));
      expect(end).toContain("Won");
      expect(end).toMatch(new RegExp(`floor ${floors.at(-1)!.number}, turn \\d+`));
    } finally {
      killSession(session);
    }
  }, 60_000);
});
