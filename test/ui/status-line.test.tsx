import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, type Game } from "../../src/game/index.js";
import { StatusLine } from "../../src/ui/components/StatusLine.js";
import { fitEffects, labelWidth, type EffectLabel } from "../../src/ui/effects.js";
import { CombatView } from "../../src/ui/screens/CombatView.js";
import { drawnFloor } from "../helpers/scenario.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { gameInFight, tough } from "./fight.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const EFFECTS = [
  { id: "core:poisoned", remaining: 3 },
  { id: "core:burning", remaining: 2 },
  { id: "core:stunned", remaining: 1 },
];

function heroWith(modifiers: typeof EFFECTS): Game {
  const made = createGame(
    core,
    { seed: "s", name: "Ana", options: ["core:human", "core:warrior"] },
    { buildFloor: drawnFloor(["#####", "#.@.#", "#####"]) },
  );
  if ("error" in made) throw new Error(made.error);
  made.state.player.modifiers.push(...modifiers.map((m) => ({ ...m })));
  return made;
}

const nameOf = (id: string) => core.modifiers.get(id).name;

describe("the map's status line", () => {
  it("shows the level and, after a level-up, the points waiting to be assigned, within 80 columns", () => {
    const game = heroWith([]);
    game.state.player.base.level = 3;
    game.state.unspent_points = 2;
    const [first] = rowsOf(render(<StatusLine game={game} registries={core} width={80} />).lastFrame());
    // The options come last so that a narrow terminal cuts them, not the level.
    expect(first!.slice(0, 80)).toContain("turn 0  level 3 (2 points)");
  });

  it("shows every named modifier on the hero by name with turns left at 80 columns", () => {
    const ui = render(<StatusLine game={heroWith(EFFECTS)} registries={core} width={80} />);
    const [first, second] = rowsOf(ui.lastFrame());
    expect(first).toMatch(/^@ Ana  health \d+\/\d+  stamina \d+\/\d+  floor 1  turn 0  level 1  Human Warrior$/);
    for (const e of EFFECTS) expect(second).toContain(`${nameOf(e.id)} ${e.remaining}`);
    expect(second).not.toContain("more");
  });

  it("says how many more there are when they do not fit, and stays inside its width", () => {
    // Line one does not fit 56 columns, so the options join the pack and gold here.
    const ui = render(<StatusLine game={heroWith(EFFECTS)} registries={core} width={56} />);
    const second = rowsOf(ui.lastFrame())[1]!;
    expect(second).toMatch(/^pack 2\/\d+  gold \d+  Human Warrior  turns left: /);
    expect(second, second).toMatch(/\+\d more$/);
    expect([...second].length).toBeLessThanOrEqual(56);
  });

  it("shows the pack's places and the gold carried on its second line, before any effects", () => {
    const gold = ["core:human", "core:warrior"]
      .flatMap((id) => core.options.get(id).on_create)
      .reduce((n, a) => (a.give_item === core.balance.currency ? n + (a.count ?? 1) : n), 0);
    const bare = render(<StatusLine game={heroWith([])} registries={core} width={80} />);
    expect(rowsOf(bare.lastFrame())[1]).toBe(`pack 2/${core.balance.hero_carry_capacity}  gold ${gold}`);
    const hurt = render(<StatusLine game={heroWith(EFFECTS)} registries={core} width={80} />);
    expect(rowsOf(hurt.lastFrame())[1]).toMatch(new RegExp(`^pack 2/\\d+  gold ${gold}  turns left: `));
  });

  it("says nothing of gold when the mods name no currency", () => {
    const game = heroWith([]);
    const noCurrency = { ...core, balance: { ...core.balance, currency: undefined } } as unknown as Registries;
    expect(rowsOf(render(<StatusLine game={game} registries={noCurrency} width={80} />).lastFrame())[1]).toBe(
      `pack 2/${core.balance.hero_carry_capacity}`,
    );
  });
});

describe("fitting effects to a width", () => {
  const labels: EffectLabel[] = ["Poisoned 3", "Burning 2", "Stunned 1", "Weakened 3"].map((text) => ({ text }));

  it("fits all, some with +N more, or only the count, never past the width", () => {
    const all = labels.reduce((n, l) => n + labelWidth(l), 0) + 2 * (labels.length - 1);
    expect(fitEffects(labels, all)).toEqual({ shown: labels, more: 0 });
    expect(fitEffects(labels, all - 1).more).toBeGreaterThan(0);
    // `Poisoned 3  Burning 2  +2 more` is 30 cells.
    expect(fitEffects(labels, 30)).toEqual({ shown: labels.slice(0, 2), more: 2 });
    expect(fitEffects(labels, 29)).toEqual({ shown: labels.slice(0, 1), more: 3 });
    expect(fitEffects(labels, 8)).toEqual({ shown: [], more: 4 });
  });
});

describe("the fight screen", () => {
  it("shows the hero's effects by name on a line under the hero, +N more past the width", () => {
    const game = gameInFight(core, [{ def: "core:rat", tweak: tough(40) }]);
    game.state.player.modifiers.push(...EFFECTS.map((m) => ({ ...m })));
    const screen = { kind: "combat" as const, target: game.state.enemies[0]!.id, cursor: 0 };
    const wide = rowsOf(
      render(<CombatView screen={screen} game={game} registries={core} messages={[]} width={80} height={23} />).lastFrame(),
    );
    const under = wide[wide.findIndex((r) => r.includes("@ Ana")) + 1]!;
    for (const e of EFFECTS) expect(under).toContain(`${nameOf(e.id)} ${e.remaining}`);
    expect(wide).toHaveLength(23);
    const narrow = rowsOf(
      render(<CombatView screen={screen} game={game} registries={core} messages={[]} width={40} height={23} />).lastFrame(),
    );
    const cut = narrow[narrow.findIndex((r) => r.includes("@ Ana")) + 1]!;
    expect(cut).toMatch(/\+\d more$/);
    expect([...cut].length).toBeLessThanOrEqual(40);
  });
});
