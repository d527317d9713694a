import { join } from "node:path";
import { expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { Direction } from "../../src/lib/direction.js";
import type { Floor } from "../../src/game/state.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { BIN, REPO } from "../helpers/cli.js";
import { inside, stepsTo, stepsToFight } from "../helpers/paths.js";
import { loadOk, makeProfile } from "../helpers/profile.js";
import { createHero, pressFor, turnOn, walk } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, waitFor, startInTmux } from "../helpers/tmux.js";

/** A way to a pile that enters no guarded room, then from the pile into a fight. */
interface Route {
  readonly seed: string;
  readonly toPile: Direction[];
  readonly toFight: Direction[];
}

/** The first seed whose first floor has both walks (the floors are data: a seed list keeps the test off one layout). */
function route(registries: Registries): Route | undefined {
  const def = [...registries.floors.all()].sort((a, b) => a.number - b.number)[0]!;
  for (let n = 0; n < 40; n++) {
    const seed = `items${n}`;
    const floor = generateFloor(registries, def, seed);
    const guarded = floor.rooms.filter((r) => r.enemies.length > 0);
    const blocked = (x: number, y: number) => guarded.some((r) => inside(r, x, y));
    for (const pile of floor.piles) {
      if (blocked(...pile.pos)) continue;
      const toPile = stepsTo(floor, (x, y) => x === pile.pos[0] && y === pile.pos[1], blocked);
      const fromPile: Floor = { ...floor, entrance: [pile.pos[0], pile.pos[1]] };
      const toFight = stepsToFight(fromPile);
      if (toPile && toPile.length > 0 && toFight) return { seed, toPile, toFight };
    }
  }
  return undefined;
}

const heroRow = (screen: string) => screen.split("\n").find((row) => row.includes("@ ") && row.includes("health [")) ?? "";
const healthIn = (row: string) => (/health \[[^\]]*\] (\d+)\/(\d+)/.exec(row) ?? []).slice(1).map(Number);

describeWithTmux("items in a real terminal", () => {
  // Talking to the merchant, buying and selling: test/terminal/trade.test.ts.
  it("a new hero sees its starting gear worn, equips from the inventory, picks up a pile, and drinks a potion in a fight", async () => {
    const { registries } = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") });
    const way = route(registries);
    expect(way, "a pile outside guarded rooms and a fight after it").toBeDefined();
    const session = `rkitems${process.pid}`;
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${makeProfile({}).home}" --seed ${way!.seed}`);
    try {
      await createHero(session, 0);
      const map = await waitFor(session, (s) => s.includes("turn 0"));
      expect(map).toMatch(/^pack \d+\/20  gold \d+/m);
      // Starting gear is worn, by slot.
      const inventory = await pressFor(session, "i", (s) => s.includes("Worn"));
      expect(inventory).toMatch(/Main hand +Iron sword/);
      expect(inventory).toMatch(/Off hand +Wooden shield/);
      expect(inventory).toMatch(/Body +Leather armour/);
      expect(inventory).toMatch(/Head +—/);
      expect(inventory).toContain("> Healing potion");
      // Equips from the screen: take the sword off (Tab to the worn list), then wear it again from the pack.
      await pressFor(session, "Tab", (s) => /> Main hand +Iron sword/.test(s));
      const off = await pressFor(session, "Enter", (s) => s.includes("You take off the iron sword"));
      expect(off).toMatch(/Main hand +—/);
      await pressFor(session, "Tab", (s) => /> Iron sword/.test(s));
      const on = await pressFor(session, "Enter", (s) => s.includes("You put on the iron sword"));
      expect(on).toMatch(/Main hand +Iron sword/);
      expect(turnOn(on)).toBe(2);
      await pressFor(session, "Escape", (s) => s.includes("i inventory"));

      // To the pile: the hint says something lies here, g picks it up (or finds nothing), a turn.
      const there = await walk(session, way!.toPile);
      expect(there).toContain("g pick up what lies here");
      const turn = turnOn(there)!;
      const picked = await pressFor(session, "g", (s) => /You pick up|You search the spot/.test(s));
      expect(turnOn(picked)).toBe(turn + 1);
      expect(picked).not.toContain("g pick up what lies here");

      // Into the fight; wait until a foe has hurt the hero, then drink from the inventory.
      const fight = await walk(session, way!.toFight);
      expect(fight).toContain("Fight —");
      expect(fight).toContain("i items");
      let screen = fight;
      for (let i = 0; i < 12 && healthIn(heroRow(screen))[0]! >= healthIn(heroRow(screen))[1]!; i++) {
        const before = turnOn(screen)!;
        screen = await pressFor(session, ".", (s) => (turnOn(s) ?? before) > before || !s.includes("Fight —"));
        if (!screen.includes("Fight —")) break;
      }
      expect(screen, "the fight is still on").toContain("Fight —");
      const before = turnOn(screen)!;
      const usable = await pressFor(session, "i", (s) => s.includes("in a fight"));
      expect(usable).toContain("> Healing potion");
      const after = await pressFor(session, "Enter", (s) => s.includes("You use the healing potion."));
      const [health, most] = healthIn(heroRow(screen));
      expect(after).toMatch(
        health! < most!
          ? new RegExp(`Healing potion heals you for \\d+ \\(${health} → \\d+\\)`)
          : /Healing potion: you are already at full health/,
      );
      expect(turnOn(after)).toBe(before + 1);
      expect(after).toContain("Fight —");
    } finally {
      await killSession(session);
    }
  }, 60_000);
});
