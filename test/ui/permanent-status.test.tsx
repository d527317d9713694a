import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { lookAtCreature } from "../../src/game/queries/index.js";
import { PANEL_WIDTH, SidePanel } from "../../src/ui/components/SidePanel.js";
import { StatusLine } from "../../src/ui/components/StatusLine.js";
import { creatureLines } from "../../src/ui/look-lines.js";
import { CombatView } from "../../src/ui/screens/CombatView.js";
import { gameInFight, tough } from "./fight.js";
import { coreRegistries, rowsOf } from "./fixtures.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** A fight with a rat: the hero and the rat both Cornered (for good) and Poisoned (3 turns). */
function cornered() {
  const game = gameInFight(core, [{ def: "core:rat", tweak: tough(40) }]);
  // As add_modifier puts it on: with core's own duration, if core gives it one.
  const def = core.modifiers.get("core:cornered");
  const lasting = () => [
    { id: def.id, ...(def.duration === undefined ? {} : { remaining: def.duration }) },
    { id: "core:poisoned", remaining: 3 },
  ];
  game.state.player.modifiers.push(...lasting());
  game.state.enemies[0]!.modifiers.push(...lasting());
  return game;
}

// "Cornered" with no number (or a missing one) after it, anywhere on the row.
const NO_COUNT = /Cornered(?! ?\d)(?!, \d)(?! undefined)/;

describe("a status that lasts until removed shows no count", () => {
  it("on the map's status line, beside a timed one that does", () => {
    const [, second] = rowsOf(render(<StatusLine game={cornered()} registries={core} width={80} />).lastFrame());
    expect(second).toMatch(NO_COUNT);
    expect(second).toContain("Poisoned 3");
    expect(second).not.toContain("1000");
  });

  it("on the fight screen, for the hero and for the foe", () => {
    const game = cornered();
    const screen = { kind: "combat" as const, target: game.state.enemies[0]!.id, cursor: 0 };
    const rows = rowsOf(
      render(<CombatView screen={screen} game={game} registries={core} messages={[]} width={80} height={23} />).lastFrame(),
    );
    const withIt = rows.filter((r) => r.includes("Cornered"));
    expect(withIt.length).toBeGreaterThanOrEqual(2);
    for (const r of withIt) expect(r).toMatch(NO_COUNT);
  });

  it("in the side panel, without 'turns left'", () => {
    const rows = rowsOf(render(<SidePanel game={cornered()} registries={core} width={PANEL_WIDTH} height={39} />).lastFrame());
    const line = rows.find((r) => r.includes("Cornered"))!;
    expect(line).toBeDefined();
    expect(line).not.toMatch(/turns? left/);
    expect(rows.some((r) => /Poisoned 3 turns left/.test(r))).toBe(true);
  });

  it("when looked at: for good, not a number of turns", () => {
    const game = cornered();
    const text = creatureLines(lookAtCreature(game.state, core, game.state.enemies[0]!))
      .map((l) => l.map((s) => s.text).join(""))
      .join("\n");
    expect(text).toContain("Effect: Cornered, for good");
    expect(text).toContain("Effect: Poisoned, 3 turns left");
  });
});
