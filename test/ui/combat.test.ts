import { blockedPhrase } from "../../src/game/rules/abilities.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { AbilityDef } from "../../src/content/schemas/index.js";
import { bar, barWithNumbers } from "../../src/ui/bars.js";
import type { Input } from "../../src/ui/keymap.js";
import type { Screen, ScreenContext } from "../../src/ui/screen-stack.js";
import {
  abilityMenu,
  attackAbility,
  fleeAbility,
  initialCombat,
  nextTarget,
  targetOf,
  type AbilityChoice,
  type CombatScreen,
} from "../../src/ui/screens/combat.js";
import { abilityLine, combatLayout, recentLines } from "../../src/ui/screens/CombatView.js";
import { handleInput } from "../../src/ui/screens/index.js";
import { logWindow, wrapLog, type LogScreen } from "../../src/ui/screens/log.js";
import { dispatch, type Session, type SessionDeps } from "../../src/ui/session.js";
import { matchMode } from "../../src/ui/mode-screens.js";
import { modeOf } from "../../src/game/queries/index.js";
import { coreRegistries } from "./fixtures.js";
import { fightFloor, gameInFight, STEPS_TO_DEN, tough, type Foe } from "./fight.js";

let registries: Registries;
beforeAll(() => {
  registries = coreRegistries();
});

const RAT_AND_BAT: readonly Foe[] = [
  { def: "core:rat", tweak: tough(40) },
  { def: "core:bat", tweak: tough(40) },
];

function setup(foes: readonly Foe[] = RAT_AND_BAT) {
  const game = gameInFight(registries, foes);
  const ctx: ScreenContext = { registries, game };
  return { game, ctx, screen: initialCombat(game.state) };
}

const on = (screen: Screen, input: Input, ctx: ScreenContext) => handleInput(screen, input, ctx);

describe("the fight menu's targets", () => {
  it("starts on the first living enemy and Tab steps through the living ones, wrapping", () => {
    const { game, ctx, screen } = setup();
    expect(screen).toEqual({ kind: "combat", target: "e1", cursor: 0 });
    const second = on(screen, "tab", ctx);
    expect(second).toEqual({ type: "replace", screen: { ...screen, target: "e2" } });
    expect(on((second as { screen: CombatScreen }).screen, "tab", ctx)).toEqual({ type: "replace", screen: { ...screen, target: "e1" } });
    expect(targetOf({ ...screen, target: "e2" }, game.state)?.name).toBe("Cave bat");
  });

  it("skips the dead and falls back to the first living enemy when the target is gone", () => {
    const { game, screen } = setup([{ def: "core:rat" }, { def: "core:rat" }, { def: "core:bat" }]);
    game.state.enemies[1]!.health = 0;
    expect(nextTarget(screen, game.state)).toBe("e3");
    expect(nextTarget({ ...screen, target: "e3" }, game.state)).toBe("e1");
    expect(targetOf({ ...screen, target: "e2" }, game.state)?.id).toBe("e1");
    expect(targetOf({ ...screen, target: "gone" }, game.state)?.id).toBe("e1");
    for (const e of game.state.enemies) e.health = 0;
    expect(nextTarget(screen, game.state)).toBeUndefined();
  });
});

describe("the fight menu's abilities", () => {
  it("lists the common abilities first, then the class's, with the cursor stopping at either end", () => {
    const { game, ctx, screen } = setup();
    const menu = abilityMenu(game, registries, targetOf(screen, game.state));
    const kit = registries.options.get(
      game.state.player.options.find((o) => registries.options.get(o).category === "core:class")!,
    ).abilities;
    expect(kit.length).toBeGreaterThan(0);
    expect(menu.map((a) => a.id)).toEqual(["core:attack", "core:flee", ...kit]);
    // At a fight's start (full stamina, no cooldowns) only a condition blocks: Ice lance wants a chilled target.
    expect(menu.filter((a) => a.blocked).map((a) => [a.id, a.blocked])).toEqual([["core:ice_lance", "cannot be used now"]]);
    expect(on(screen, "north", ctx)).toEqual({ type: "replace", screen: { ...screen, cursor: 0 } });
    expect(on({ ...screen, cursor: menu.length - 1 }, "south", ctx)).toEqual({
      type: "replace",
      screen: { ...screen, cursor: menu.length - 1 },
    });
    expect(on(screen, "south", ctx)).toEqual({ type: "replace", screen: { ...screen, cursor: 1 } });
  });

  it("uses the highlighted ability on the targeted enemy, by its index in the fight", () => {
    const { ctx, screen } = setup();
    expect(on(screen, "confirm", ctx)).toEqual({ type: "command", command: { kind: "use_ability", ability: "core:attack", target: 0 } });
    expect(on({ ...screen, target: "e2", cursor: 2 }, "confirm", ctx)).toEqual({
      type: "command",
      command: { kind: "use_ability", ability: "core:fireball", target: 1 },
    });
  });

  it("gives self and all-enemies abilities no target", () => {
    const { ctx, screen } = setup();
    expect(on({ ...screen, target: "e2", cursor: 1 }, "confirm", ctx)).toEqual({
      type: "command",
      command: { kind: "use_ability", ability: "core:flee" },
    });
    expect(on({ ...screen, target: "e2", cursor: 3 }, "confirm", ctx)).toEqual({
      type: "command",
      command: { kind: "use_ability", ability: "core:frost_nova" },
    });
  });

  it("binds a to the attack on the target, f to the flight, . to waiting, m to the log", () => {
    const { ctx, screen } = setup();
    expect(on({ ...screen, target: "e2", cursor: 3 }, "attack", ctx)).toEqual({
      type: "command",
      command: { kind: "use_ability", ability: "core:attack", target: 1 },
    });
    expect(on(screen, "flee", ctx)).toEqual({ type: "command", command: { kind: "use_ability", ability: "core:flee" } });
    expect(on(screen, "rest", ctx)).toEqual({ type: "command", command: { kind: "rest" } });
    expect(on(screen, "log", ctx)).toEqual({ type: "push", screen: { kind: "log", back: 0 } });
    expect(on(screen, "help", ctx)).toEqual({ type: "push", screen: { kind: "help" } });
    expect(on(screen, "quit", ctx)).toMatchObject({ type: "push", screen: { kind: "confirm" } });
    // Keys with no use in a fight do nothing, and say so.
    for (const input of ["cancel", "west", "descend", "runEast"] as Input[])
      expect(on(screen, input, ctx)).toMatchObject({ type: "none", reason: expect.stringContaining("does nothing here") });
  });

  it("finds the attack and flee abilities by what they are, not by id", () => {
    const choice = (id: string, def: Partial<AbilityDef>): AbilityChoice => ({
      id,
      def: { name: id, cost: 0, cooldown: 0, target: "enemy", actions: [], ...def } as AbilityDef,
    });
    const menu = [
      choice("m:run", { target: "self", actions: [{ flee: true }] as AbilityDef["actions"] }),
      choice("m:heavy", { cost: 2 }),
      choice("m:jab", {}),
      choice("m:poke", {}),
    ];
    expect(attackAbility(menu)?.id).toBe("m:jab");
    expect(fleeAbility(menu)?.id).toBe("m:run");
    expect(attackAbility([menu[0]!])).toBeUndefined();
  });

  it("says why an ability is blocked: stamina, cooldown, condition", () => {
    const { game, screen } = setup();
    const fireball = registries.abilities.get("core:fireball");
    game.state.player.stamina = fireball.cost - 1;
    game.state.player.cooldowns["core:frost_nova"] = 2;
    const menu = abilityMenu(game, registries, targetOf(screen, game.state));
    const byId = Object.fromEntries(menu.map((a) => [a.id, a.blocked]));
    expect(byId["core:fireball"]).toBe(`needs ${fireball.cost} stamina (${fireball.cost - 1} left)`);
    expect(byId["core:frost_nova"]).toBe(`needs ${registries.abilities.get("core:frost_nova").cost} stamina (${fireball.cost - 1} left)`);
    game.state.player.stamina = 99;
    const later = abilityMenu(game, registries, undefined);
    expect(later.find((a) => a.id === "core:frost_nova")?.blocked).toBe("ready in 2 turns");
    expect(later.find((a) => a.id === "core:attack")?.blocked).toBeUndefined();
    expect(
      abilityLine(
        later.find((a) => a.id === "core:frost_nova")!,
        12,
      ),
    ).toMatch(/^Frost nova +\d+ st +cd \d+ +all foes — ready in 2 turns$/);
  });

  it("words the game's blocked reasons briefly beside the ability's name", () => {
    expect(blockedPhrase({ kind: "stamina", need: 5, have: 3 })).toBe("needs 5 stamina (3 left)");
    expect(blockedPhrase({ kind: "cooldown", turns: 1 })).toBe("ready in 1 turn");
    expect(blockedPhrase({ kind: "condition" })).toBe("cannot be used now");
  });

  it("writes ability rows with cost, cooldown and scope", () => {
    const attack = { id: "core:attack", def: registries.abilities.get("core:attack") };
    expect(abilityLine(attack, 12)).toBe("Attack");
    const strike = { id: "core:power_strike", def: registries.abilities.get("core:power_strike") };
    expect(abilityLine(strike, 12)).toBe(`Power strike  ${strike.def.cost} st  cd ${strike.def.cooldown}`);
  });
});

describe("the session around a fight", () => {
  function deps(foes: readonly Foe[] = RAT_AND_BAT): SessionDeps {
    return { registries, seed: "s", buildFloor: fightFloor(registries, foes) };
  }
  function walkIn(d: SessionDeps): Session {
    let session = dispatch({ stack: [], messages: [] }, { type: "start", name: "Ana", options: ["core:human", "core:mage"] }, d).session;
    for (let i = 0; i < STEPS_TO_DEN; i++) session = dispatch(session, { type: "command", command: { kind: "move", dir: "e" } }, d).session;
    return session;
  }

  it("puts the fight menu on top of the map when a fight starts, and keeps it (cursor and target) through the fight", () => {
    const d = deps();
    const session = walkIn(d);
    expect(session.stack).toEqual([{ kind: "map" }, { kind: "combat", target: "e1", cursor: 0 }]);
    const aimed = { ...session, stack: [{ kind: "map" }, { kind: "combat", target: "e2", cursor: 2 }, { kind: "help" }] as Screen[] };
    const after = dispatch(aimed, { type: "command", command: { kind: "rest" } }, d).session;
    expect(after.stack).toEqual([{ kind: "map" }, { kind: "combat", target: "e2", cursor: 2 }]);
    expect(after.refused).toBeUndefined();
  });

  it("refuses a blocked ability with its reason and no turn", () => {
    const d = deps();
    const session = walkIn(d);
    session.game!.state.player.stamina = 0;
    const turn = session.game!.state.turn;
    const after = dispatch(session, { type: "command", command: { kind: "use_ability", ability: "core:fireball", target: 0 } }, d).session;
    expect(after.game!.state.turn).toBe(turn);
    expect(after.refused).toMatch(/^Fireball needs \d+ stamina \(0 left\)\.$/);
    expect(after.stack.at(-1)).toMatchObject({ kind: "combat" });
  });

  it("goes back to the map when the last enemy falls", () => {
    const d = deps([{ def: "core:rat", tweak: (c) => (c.health = 1) }]);
    let session = walkIn(d);
    for (let i = 0; i < 30 && session.game!.state.combat; i++) {
      session = dispatch(session, { type: "command", command: { kind: "use_ability", ability: "core:attack", target: 0 } }, d).session;
    }
    expect(session.game!.state.combat).toBeUndefined();
    expect(session.stack).toEqual([{ kind: "map" }]);
  });

  it("shows the game-over screen when the hero dies in a fight", () => {
    const d = deps([{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }]);
    let session = walkIn(d);
    for (let i = 0; i < 30 && !session.game!.state.over; i++)
      session = dispatch(session, { type: "command", command: { kind: "rest" } }, d).session;
    expect(session.game!.state.over).toEqual({ outcome: "died", cause: "slain by Giant rat's Attack" });
    expect(session.stack).toEqual([{ kind: "gameover" }]);
  });

  it("follows the fight: pushes the menu, keeps it, drops it", () => {
    const { game } = setup();
    const follow = (stack: readonly Screen[]) => matchMode(stack, modeOf(game.state), game.state);
    expect(follow([{ kind: "map" }])).toEqual([{ kind: "map" }, initialCombat(game.state)]);
    const on = [{ kind: "map" }, { kind: "combat", target: "e2", cursor: 1 }] as Screen[];
    expect(follow(on)).toBe(on);
    game.state.combat = undefined;
    expect(follow(on)).toEqual([{ kind: "map" }]);
  });
});

describe("the combat layout", () => {
  it("fits the frame whatever the numbers of enemies and abilities", () => {
    for (let height = 23; height <= 40; height++) {
      for (let enemies = 1; enemies <= 12; enemies++) {
        for (let abilities = 2; abilities <= 12; abilities++) {
          for (const heroLines of [1, 2]) {
            const l = combatLayout(height, enemies, abilities, heroLines);
            expect(8 + heroLines - 1 + l.enemyRows + l.abilityRows + l.messageLines - 3 + l.gaps).toBeLessThanOrEqual(height);
            expect(l.enemyRows).toBeGreaterThanOrEqual(Math.min(enemies, 3));
            expect(l.abilityRows).toBeGreaterThan(0);
          }
        }
      }
    }
    expect(combatLayout(23, 2, 4)).toEqual({ enemyRows: 2, abilityRows: 4, messageLines: 10, gaps: 2 });
    expect(combatLayout(23, 6, 5)).toEqual({ enemyRows: 6, abilityRows: 5, messageLines: 5, gaps: 2 });
    expect(combatLayout(23, 8, 6)).toEqual({ enemyRows: 8, abilityRows: 6, messageLines: 4, gaps: 0 });
    expect(combatLayout(23, 10, 8)).toEqual({ enemyRows: 7, abilityRows: 8, messageLines: 3, gaps: 0 });
  });

  it("shows the log's last lines, the last command's as fresh, a refusal at the bottom", () => {
    const log = ["a", "b", "c", "d", "e"];
    expect(recentLines(log, ["d", "e"], undefined, 3)).toEqual([
      { text: "c", count: 1, fresh: false, refused: false },
      { text: "d", count: 1, fresh: true, refused: false },
      { text: "e", count: 1, fresh: true, refused: false },
    ]);
    expect(recentLines(log, ["No."], "No.", 3).map((l) => [l.text, l.refused])).toEqual([
      ["d", false],
      ["e", false],
      ["No.", true],
    ]);
  });

  it("folds repeated lines into one with a count, fresh when the last command added to the run", () => {
    const log = ["a", "Rat misses you.", "Rat misses you.", "b", "Rat misses you.", "Rat misses you.", "Rat misses you."];
    expect(recentLines(log, ["Rat misses you."], undefined, 3)).toEqual([
      { text: "Rat misses you.", count: 2, fresh: false, refused: false },
      { text: "b", count: 1, fresh: false, refused: false },
      { text: "Rat misses you.", count: 3, fresh: true, refused: false },
    ]);
  });

  it("draws health as a glyph bar", () => {
    expect(bar(14, 20)).toBe("[#######---]");
    expect(bar(20, 20)).toBe("[##########]");
    expect(bar(19, 20)).toBe("[#########-]");
    expect(bar(1, 100)).toBe("[#---------]");
    expect(bar(0, 20)).toBe("[----------]");
    expect(barWithNumbers(8, 8, 5)).toBe("[##########]   8/8");
  });
});

describe("the message log", () => {
  const lines = Array.from({ length: 50 }, (_, i) => `line ${i + 1}`);
  const ctx = (log: string[]): ScreenContext => ({ registries, game: { state: { log } } as never, size: { columns: 80, rows: 24 } });
  const screen: LogScreen = { kind: "log", back: 0 };

  it("shows the newest rows that fit, and scrolls back by a row or a page, never past the ends", () => {
    const area = { rows: 21, width: 78 };
    const shown = lines.map((text) => ({ text }));
    expect(logWindow(shown, 0, area).rows.at(-1)?.text).toBe("line 50");
    expect(logWindow(shown, 0, area).rows).toHaveLength(20); // the top row says "↑ 30 more"
    expect(logWindow(shown, 999, area)).toMatchObject({ back: 30, start: 0 });
    expect(on(screen, "north", ctx(lines))).toEqual({ type: "replace", screen: { kind: "log", back: 1 } });
    expect(on(screen, "pageUp", ctx(lines))).toEqual({ type: "replace", screen: { kind: "log", back: 20 } });
    expect(on({ kind: "log", back: 20 }, "pageUp", ctx(lines))).toEqual({ type: "replace", screen: { kind: "log", back: 30 } });
    expect(on({ kind: "log", back: 5 }, "pageDown", ctx(lines))).toEqual({ type: "replace", screen: { kind: "log", back: 0 } });
    expect(on(screen, "south", ctx(lines))).toEqual({ type: "none" });
    expect(on(screen, "north", ctx(["short"]))).toEqual({ type: "none" });
  });

  it("jumps to the oldest rows with Home and back to the newest with End", () => {
    expect(on(screen, "home", ctx(lines))).toEqual({ type: "replace", screen: { kind: "log", back: 30 } });
    expect(on({ kind: "log", back: 30 }, "home", ctx(lines))).toEqual({ type: "none" });
    expect(on({ kind: "log", back: 12 }, "end", ctx(lines))).toEqual({ type: "replace", screen: { kind: "log", back: 0 } });
    expect(on(screen, "end", ctx(lines))).toEqual({ type: "none" });
  });

  it("scrolls over repeats folded into one row, so a run of the same line takes no more room than one", () => {
    const repeated = [
      ...Array.from({ length: 30 }, () => "Giant rat misses you."),
      ...Array.from({ length: 21 }, (_, i) => `line ${i + 1}`),
    ];
    // 22 rows once folded: two steps to scroll (a row and its marker), not thirty.
    expect(on(screen, "home", ctx(repeated))).toEqual({ type: "replace", screen: { kind: "log", back: 2 } });
  });

  it("closes with Escape, m or Enter", () => {
    for (const input of ["cancel", "log", "confirm"] as Input[]) expect(on(screen, input, ctx(lines))).toEqual({ type: "pop" });
  });

  it("wraps long lines at spaces, indenting the continuation", () => {
    expect(wrapLog(["aaaa bbbb cc"], 9)).toEqual(["aaaa bbbb", "  cc"]);
    expect(wrapLog(["abcdefghij"], 4)).toEqual(["abcd", "  ef", "  gh", "  ij"]);
    expect(wrapLog(["aaaa "], 4)).toEqual(["aaaa"]);
    expect(wrapLog(["", "x"], 4)).toEqual(["", "x"]);
  });
});
