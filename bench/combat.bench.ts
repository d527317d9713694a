/**
 * A combat turn: the hero's attack, six enemies acting in initiative order, and a trigger
 * cascade that fills the turn's event cap (100) — the worst a keypress asks of the rules.
 */
import { join } from "node:path";
import { runPipeline } from "../src/loader/pipeline.js";
import { ARENA } from "../test/helpers/arena-mod.js";
import { manifest, TINY_CORE, type ModFiles } from "../test/helpers/fixture-mods.js";
import { measure, writeMods, type BenchOptions } from "./harness.js";
import { sixFoes } from "./six-foes.js";

/** The hero reflects every hit too: each hit answers a hit until the event cap stops it. */
const SPIKY: ModFiles = {
  "manifest.toml": manifest("spiky", ["arena"]),
  "s.toml": `[[options]]
overrides = "arena:fighter"
category = "arena:kind"
name = "Fighter"
triggers = [{ on = "damage_taken", actions = [{ damage = 1, to = "target" }] }]

[balance]
events_per_turn = 100
`,
};

export function benchCombat(timing: BenchOptions, tempDir: (prefix: string) => string): void {
  const home = tempDir("rk-bench-combat-");
  const builtinMods = tempDir("rk-bench-combat-mods-");
  writeMods(join(home, "mods"), { core: TINY_CORE, arena: ARENA, spiky: SPIKY });
  const load = runPipeline({ home, builtinMods });
  if (!load.ok || load.warnings.length) throw new Error("the combat bench's mods did not load cleanly");
  const registries = load.registries;
  const turns = 100;
  const fresh = () => sixFoes(registries, "arena:thorn", "combat");
  let events = 0;
  const t = measure(() => {
    const game = fresh();
    for (let i = 0; i < turns; i++) {
      // Aim round the living enemies; the cascade wears them down over the run.
      const out = game.execute(
        { kind: "use_ability", ability: "core:attack", target: i % Math.max(1, game.state.enemies.length) },
        registries,
      );
      if (out.kind === "rejected") throw new Error(`combat bench: turn ${i} was refused: ${out.reason}`);
      events = out.events.length;
    }
  }, timing);
  console.log(
    `combat turn (hero + 6 enemies, ${events}-event trigger cascade): median ${((t.median * 1000) / turns).toFixed(1)} µs a turn over ${turns} turns (target < 1 ms)`,
  );
}
