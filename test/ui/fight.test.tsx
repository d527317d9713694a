import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { BINDINGS, keysFor, type AppProps } from "../../src/ui/index.js";
import type { RunSummary } from "../../src/ui/run-summary.js";
import { helpCells } from "../../src/ui/screens/HelpView.js";
import { coreRegistries, helpLinePattern, rowsOf, turnOf, expectFits } from "./fixtures.js";
import { renderAt80x24 } from "./app-at.js";
import { fightFloor, STEPS_TO_DEN, tough, type Foe } from "./fight.js";
import { KEYS, press, ready, type, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** The App at 80×24 (the smallest terminal it must fit) on the fight floor. */
function renderFight(foes: readonly Foe[], edge: Pick<AppProps, "runEnded" | "scores"> = {}) {
  const ui = renderAt80x24(core, fightFloor(core, foes), "ui-test", edge);
  return ui;
}

/** A Human Mage named Ana, walked from the corridor into the den. */
async function walkIntoFight(ui: Rendered): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter); // New run
  await press(ui, KEYS.enter); // Human
  await press(ui, KEYS.down);
  await press(ui, KEYS.down);
  await press(ui, KEYS.enter); // Mage
  await type(ui, "Ana");
  await press(ui, KEYS.enter);
  await press(ui, "l".repeat(STEPS_TO_DEN));
}

/** The log line of the hero's `ability` landing on `foe` or missing it. */
const heroStrikes = (ability: string, foe: string) =>
  `Your ${ability} (?:hits ${foe} for \\d+ \\(\\d+ → \\d+\\)(?:, a critical hit)?|misses ${foe})\\.`;

const frameOf = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
const rowWith = (ui: Rendered, text: string) => rowsOf(ui.lastFrame()).find((row) => row.includes(text)) ?? "";

/** Presses `key` until `done` holds of the frame (a fight has dice in it); how many presses it took. */
async function pressUntil(ui: Rendered, key: string, done: (frame: string) => boolean, most = 30): Promise<number> {
  for (let i = 1; i <= most; i++) {
    await press(ui, key);
    if (done(frameOf(ui))) return i;
  }
  throw new Error(`still not there after ${most} × ${JSON.stringify(key)}:\n${frameOf(ui)}`);
}

const RAT_AND_BAT: readonly Foe[] = [
  { def: "core:rat", tweak: tough(40) },
  { def: "core:bat", tweak: tough(40) },
];

describe("a fight in the App", () => {
  it("switches to the fight menu on entering the den: foes with symbol, health bar and intent, the hero, the abilities", async () => {
    const ui = renderFight(RAT_AND_BAT);
    await walkIntoFight(ui);
    const frame = frameOf(ui);
    expect(frame).toContain("Fight — 2 foes  floor 1  turn 4");
    expect(rowWith(ui, "Giant rat")).toMatch(/> r Giant rat +\[##########\] 40\/40 +→ (Bite|Attack)/);
    expect(rowWith(ui, "Cave bat")).toMatch(/ {3}b Cave bat +\[##########\] 40\/40 +→ (Flit|Attack)/);
    expect(rowWith(ui, "@ Ana")).toMatch(/@ Ana +health \[##########\] (\d+)\/\1 +stamina \[##########\] (\d+)\/\2/);
    expect(frame).toContain("> Attack");
    expect(frame).toMatch(/Fireball +4 st +cd 2/);
    expect(frame).toContain("Giant rat, Cave bat block your way!");
    // `a` gives way first (Enter does the same on the first row): `.` is said to wait a turn.
    expect(frame).toContain("Enter use  Tab target  f flee  i items  . wait a turn  ? help  q quit");
    expectFits(ui);
  });

  it("moves the target with Tab, and Enter attacks the targeted foe: a turn passes and says what happened", async () => {
    const ui = renderFight(RAT_AND_BAT);
    await walkIntoFight(ui);
    await press(ui, KEYS.tab);
    expect(rowWith(ui, "Cave bat")).toMatch(/> b Cave bat/);
    expect(rowWith(ui, "Giant rat")).toMatch(/^ {3}r Giant rat/);
    await press(ui, KEYS.tab);
    expect(rowWith(ui, "Giant rat")).toMatch(/> r Giant rat/);
    await press(ui, KEYS.tab);
    await press(ui, KEYS.enter);
    expect(turnOf(ui.lastFrame())).toBe(STEPS_TO_DEN + 1);
    expect(frameOf(ui)).toMatch(new RegExp(heroStrikes("Attack", "Cave bat")));
    // The target stays on the bat through the turn; `a` attacks it too.
    await press(ui, "a");
    expect(turnOf(ui.lastFrame())).toBe(STEPS_TO_DEN + 2);
    expect(frameOf(ui)).toMatch(new RegExp(`${heroStrikes("Attack", "Cave bat")}\\n(.*\\n)*.*${heroStrikes("Attack", "Cave bat")}`));
  });

  it("greys a blocked ability with its reason, and Enter on it passes no turn", async () => {
    const ui = renderFight(RAT_AND_BAT);
    await walkIntoFight(ui);
    const fireball = core.abilities.get("core:fireball");
    await press(ui, KEYS.down);
    await press(ui, "j");
    expect(rowWith(ui, "Fireball")).toMatch(/^ > Fireball/);
    expect(frameOf(ui)).toContain(fireball.description);
    await press(ui, KEYS.enter);
    const turn = turnOf(ui.lastFrame());
    expect(turn).toBe(STEPS_TO_DEN + 1);
    expect(frameOf(ui)).toMatch(new RegExp(heroStrikes("Fireball", "Giant rat")));
    expect(rowWith(ui, "Fireball")).toMatch(new RegExp(`> Fireball .* — ready in ${fireball.cooldown} turns$`));
    await press(ui, KEYS.enter);
    expect(turnOf(ui.lastFrame())).toBe(turn);
    expect(rowsOf(ui.lastFrame()).at(-2)).toContain(`Fireball is ready in ${fireball.cooldown} turns.`);
  });

  it("opens the message log with m from the fight and from the map, and closes it with Escape or m", async () => {
    const ui = renderFight([{ def: "core:rat", tweak: tough(40) }]);
    await walkIntoFight(ui);
    await press(ui, "m");
    expect(frameOf(ui)).toContain("Message log");
    expect(frameOf(ui)).toContain("Welcome, Ana the Human Mage");
    expect(frameOf(ui)).toContain("Giant rat blocks your way!");
    expect(frameOf(ui)).not.toContain("Fight");
    expectFits(ui);
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).toContain("Fight — 1 foe");
    // Away from the fight, the log opens over the map.
    await pressUntil(ui, "f", (f) => !f.includes("Fight"));
    expect(frameOf(ui)).toContain("You flee the fight.");
    await press(ui, "m");
    expect(frameOf(ui)).toContain("You flee the fight.");
    expect(frameOf(ui)).toContain("Message log");
    await press(ui, "m");
    expect(frameOf(ui)).toContain("? help  m log  q quit");
  });

  it("returns to the map when the last foe falls", async () => {
    const ui = renderFight([{ def: "core:rat", tweak: (c) => ((c.health = 1), (c.base.strength = -20)) }]);
    await walkIntoFight(ui);
    await pressUntil(ui, "a", (f) => !f.includes("Fight"));
    const frame = frameOf(ui);
    // The last lines show the death, or the drop it left (which the rat's loot table decides).
    expect(frame).toMatch(/Giant rat (dies|leaves something behind)\./);
    expect(frame).toContain("The room falls quiet.");
    expect(rowsOf(ui.lastFrame())[0]).toMatch(/^@ Ana  health .*  Human Mage$/);
    expect(frame).toContain("@");
    // Back on the map the walking keys walk again.
    const turn = turnOf(ui.lastFrame());
    await press(ui, "l");
    expect(turnOf(ui.lastFrame())).toBe(turn + 1);
  });

  it("shows Died with the cause, floor, turn and gold when a foe kills the hero", async () => {
    const ui = renderFight([{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }]);
    await walkIntoFight(ui);
    const waits = await pressUntil(ui, ".", (f) => f.includes("Died"));
    const frame = frameOf(ui);
    const gold = ["core:human", "core:mage"]
      .flatMap((id) => core.options.get(id).on_create)
      .reduce((n, a) => (a.give_item === core.balance.currency ? n + (a.count ?? 1) : n), 0);
    expect(frame).toContain("slain by Giant rat's Attack");
    expect(frame).toContain(`Ana, floor 1, turn ${STEPS_TO_DEN + waits}`);
    expect(frame).toContain(`gold ${gold}`);
    await press(ui, KEYS.enter);
    expect(frameOf(ui)).toContain("New run");
  });

  it("the game-over screen shows level, kills, the seed and the last messages at 80×24; the run is reported once, its note shown, and the new scores reach the title", async () => {
    const ended: RunSummary[] = [];
    const runEnded = (s: RunSummary) => {
      ended.push(s);
      return { notes: ["morgue file: /p/morgue/x-Ana.txt"], scores: { runs: [{ ...s, date: "2026-12-01" }] } };
    };
    const ui = renderFight([{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }], { runEnded });
    await walkIntoFight(ui);
    await pressUntil(ui, ".", (f) => f.includes("Died"));
    const frame = frameOf(ui);
    expectFits(ui);
    expect(ended).toHaveLength(1);
    const s = ended[0]!;
    expect(frame).toContain(`level ${s.level}, gold ${s.gold}, kills 0`);
    expect(frame).toContain("seed ui-test");
    expect(frame).toContain("Last messages");
    expect(s.messages.length).toBeGreaterThan(1);
    for (const line of s.messages) expect(frame).toContain(line.slice(0, 60));
    expect(frame).toContain("morgue file: /p/morgue/x-Ana.txt");
    await press(ui, KEYS.enter);
    expect(ended).toHaveLength(1);
    const title = frameOf(ui);
    expect(title).toContain("Best runs");
    expect(title).toContain(`1. Ana  died on floor 1, turn ${s.turn}, level ${s.level}, 0 kills  2026-12-01`);
  });

  it("the title shows the best runs read at launch, and the file's problem in one line", async () => {
    const run = {
      name: "Bo",
      outcome: "won" as const,
      cause: "",
      floor: 6,
      turn: 999,
      level: 4,
      gold: 3,
      kills: 21,
      seed: "9",
      date: "2026-11-30",
    };
    const ui = renderFight([], { scores: { runs: [run], problem: "scores.toml: line 2: not valid TOML" } });
    await ready(ui);
    const frame = frameOf(ui);
    expectFits(ui);
    expect(frame).toContain("1. Bo  won on floor 6, turn 999, level 4, 21 kills  2026-11-30");
    expect(frame).toContain("scores.toml: line 2: not valid TOML");
    expect(frame).toContain("New run");
  });

  it("lists the fight keys in help, and help still fits 80×24", async () => {
    const ui = renderFight(RAT_AND_BAT);
    await walkIntoFight(ui);
    await press(ui, "?");
    const frame = frameOf(ui);
    for (const b of BINDINGS) expect(frame).toContain(keysFor(b.input));
    for (const cell of helpCells()) expect(frame).toMatch(helpLinePattern(cell));
    expectFits(ui);
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).toContain("Fight — 2 foes");
  });
});
