import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { Game, type Command, type GameState } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { playRun } from "../../src/sim/bot.js";
import { heroChoices } from "../../src/sim/plan.js";
import { POLICIES } from "../../src/sim/policies.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

/** A line that tells a change of the hero's health: "… hits you for 3 (12 → 9).", "Your health rises … (18 → 20)." */
const HERO_HEALTH =
  /(?:hits you for \d+|you lose \d+|heals you for \d+|you regain \d+|your health (?:rises|falls) with your max health) \((\d+) → (\d+)\)/i;

/** How many of each item the hero has, pack and worn. */
function holdings(state: GameState): Map<string, number> {
  const have = new Map<string, number>();
  for (const i of [...state.player.inventory, ...Object.values(state.player.equipment)]) have.set(i.def, (have.get(i.def) ?? 0) + i.count);
  return have;
}

/** What is wrong with one command's log, judged by the hero before and after it. */
function unaccounted(
  registries: Registries,
  before: { health: number; have: Map<string, number> },
  state: GameState,
  messages: readonly string[],
): string[] {
  const problems: string[] = [];
  const changes = messages.flatMap((l) => {
    const m = HERO_HEALTH.exec(l);
    return m ? [[Number(m[1]), Number(m[2])] as const] : [];
  });
  // The logged changes follow on from each other, from the health before to the health after.
  let health = before.health;
  for (const [from, to] of changes) {
    if (from !== health) problems.push(`a line starts at ${from}, but health was ${health}`);
    health = to;
  }
  if (health !== Math.max(0, state.player.health)) problems.push(`the log leaves health at ${health}, but it is ${state.player.health}`);
  for (const [def, n] of holdings(state)) {
    if (n <= (before.have.get(def) ?? 0)) continue;
    const name = (registries.items.tryGet(def)?.name ?? def).toLowerCase();
    if (!messages.some((l) => l.toLowerCase().includes(name))) problems.push(`${def} rose to ${n} with no line naming "${name}"`);
  }
  return problems;
}

afterEach(() => vi.restoreAllMocks());

describe("the log accounts for the hero", () => {
  it("in whole bot runs: every change of health is a line that follows on, every item gained is named", () => {
    const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
    const real = Game.prototype.execute;
    const found: string[] = [];
    let turns = 0;
    vi.spyOn(Game.prototype, "execute").mockImplementation(function (this: Game, command: Command, r: Registries) {
      const before = { health: this.state.player.health, have: holdings(this.state) };
      const out = real.call(this, command, r);
      if (out.kind === "turn_passed") {
        turns++;
        for (const p of unaccounted(r, before, this.state, out.messages))
          found.push(`turn ${this.state.turn} ${JSON.stringify(command)}: ${p}\n  ${out.messages.join("\n  ")}`);
      }
      return out;
    });
    const heroes = heroChoices(registries, []);
    for (let i = 0; i < 6; i++)
      playRun(registries, {
        seed: `accounts-${i}`,
        options: heroes[(i * 5) % heroes.length]!,
        policy: POLICIES[i % POLICIES.length]!,
        buildFloor,
      });
    expect(turns).toBeGreaterThan(1000);
    expect(found.slice(0, 3)).toEqual([]);
  }, 120_000);
});
