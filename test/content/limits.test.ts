import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../src/content/schemas/limits.js";
import { Game, createGame } from "../../src/game/index.js";
import { MAX_ACTIONS_PER_TURN } from "../../src/game/effects/run-actions.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { REPO } from "../helpers/cli.js";
import { manifest, TINY_CORE } from "../helpers/fixture-mods.js";
import { WORST } from "../helpers/worst-mod.js";
import { drawnFloor } from "../helpers/scenario.js";
import { load, loadOk, makeProfile } from "../helpers/profile.js";
import { schemaBounds } from "./schema-bounds.js";

const guide = readFileSync(join(REPO, "docs", "modding.md"), "utf8");
const limitsSection = guide.slice(guide.indexOf("### 3.7 Limits"), guide.indexOf("\n---", guide.indexOf("### 3.7 Limits")));
const shown = (n: number) => n.toLocaleString("en-US");

describe("every number a mod writes has bounds, and the guide lists them", () => {
  it("no number, text or list in any table or in [balance] is unbounded above", () => {
    const open = schemaBounds().filter((b) => (b.kind === "number" || b.kind === "integer") && b.max === undefined);
    expect(open.map((b) => `${b.table}.${b.path}`)).toEqual([]);
  });

  it("the guide's Limits section names every bounded field with its upper bound", () => {
    const missing: string[] = [];
    for (const b of schemaBounds()) {
      if (b.kind === "items" || b.field === "size" || b.max === undefined) continue;
      const row = limitsSection.split("\n").find((line) => line.includes(`\`${b.field}\``) && line.includes(shown(b.max!)));
      if (!row) missing.push(`${b.table}.${b.path} (${b.field} ≤ ${b.max})`);
    }
    expect([...new Set(missing)]).toEqual([]);
    for (const n of [
      LIMITS.list,
      LIMITS.weights,
      LIMITS.spots,
      LIMITS.floorSide,
      LIMITS.prefabSide,
      MAX_ACTIONS_PER_TURN,
      LIMITS.logLine,
    ]) {
      expect(limitsSection).toContain(shown(n));
    }
  });
});

describe("a value outside its bounds is a warning that costs the field or the entry", () => {
  const mod = (body: string) =>
    load(makeProfile({ core: TINY_CORE, big: { "manifest.toml": manifest("big", ["core"]), "big.toml": body } }));

  it("a huge floor, a billion rooms and a cap of ten million events are refused at their lines", () => {
    const { lines } = mod(
      `[[floors]]\nid = "abyss"\nnumber = 1\nsize = [100000, 100000]\nrooms = 1000000000\n\n[balance]\nevents_per_turn = 10000000\n`,
    );
    expect(lines).toContain("big/big.toml:4: big:abyss — size[0]: must be at most 200; entry not loaded");
    expect(lines.some((l) => l.startsWith("big/big.toml:5: big:abyss — rooms: must be at most 100"))).toBe(true);
    expect(lines).toContain("big/big.toml:8: balance — events_per_turn: must be at most 1000; ignored");
  });

  it("a name holding a terminal escape loses its entry, and says which character", () => {
    const { lines } = mod(`[[slots]]\nid = "evil"\nname = "Ev\\u001b]2;pwned\\u0007il"\n`);
    expect(lines).toContain(
      "big/big.toml:3: big:evil — name: holds the control character U+001B (at character 3); mod text cannot hold control characters; entry not loaded",
    );
  });

  it("a prefab with more enemy spots than a fight menu can list is refused", () => {
    const { lines } = mod(`[[prefabs]]\nid = "swarm"\nlayout = """\n############\n+eeeeeeeeee#\n############\n"""\n`);
    expect(lines.some((l) => l.includes("big:swarm") && l.includes("10 enemy spots") && l.endsWith("entry not loaded"))).toBe(true);
  });
});

describe("the worst case inside the bounds", () => {
  const { registries, lines } = loadOk(makeProfile({ core: TINY_CORE, worst: WORST }));

  it("loads without a warning: everything in it is inside the bounds", () => {
    expect(lines).toEqual([]);
  });

  it("generates a floor of the largest size with the most rooms", () => {
    const floor = generateFloor(registries, registries.floors.get("worst:maze"), "w");
    expect(floor.width).toBe(LIMITS.floorSide);
    expect(floor.rooms.length).toBeGreaterThan(10);
  });

  it("plays a turn whose triggers cascade: the events and the actions stop at their caps, with one line each", () => {
    const game = createGame(registries, { seed: "w", name: "W", options: ["worst:glutton"] }, { buildFloor: drawnFloor(["#@.#"]) });
    if (!(game instanceof Game)) throw new Error(game.error);
    const out = game.execute({ kind: "rest" }, registries);
    expect(out.kind).toBe("turn_passed");
    expect(out.messages.filter((l) => l.includes("were dropped")).length).toBeGreaterThanOrEqual(1);
    expect(out.messages.filter((l) => l.includes(`${MAX_ACTIONS_PER_TURN} actions`))).toHaveLength(1);
  });
});
