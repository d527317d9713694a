/**
 * Items in play: one loot draw with affixes; `attribute()` on a hero wearing ten items with
 * two affixes each, under five named modifiers and two auras (there is no attribute cache,
 * so this is the price of every rule that reads an attribute); and a combat turn with that
 * hero against six enemies. Each figure has its anchor from the same run: a draw without
 * affixes, the bare hero, the bare hero's turn.
 *
 * "Two allies' auras" in the issue: the hero fights alone, so the two auras that reach it
 * come from two enemies whose auras affect their enemies — the hero — which walks the same
 * code (every other creature's sources, each aura matched by side).
 */
import { join } from "node:path";
import type { Registries } from "../src/content/registries.js";
import { attribute } from "../src/game/attributes.js";
import { carried } from "../src/game/carried.js";
import { createGame, Game } from "../src/game/index.js";
import { drawLoot } from "../src/game/loot.js";
import type { Room } from "../src/game/state.js";
import { spawnCreature } from "../src/gen/populate.js";
import { Rng } from "../src/lib/rng.js";
import { runPipeline } from "../src/loader/pipeline.js";
import { ARENA } from "../test/helpers/arena-mod.js";
import { manifest, TINY_CORE, type ModFiles } from "../test/helpers/fixture-mods.js";
import { drawnFloor, drawnRoom } from "../test/helpers/scenario.js";
import { int, measure, writeMods, type BenchOptions } from "./harness.js";

const SLOTS = 10;
const NAMED = 5;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Ten slots with an item each, two affixes of three tiers, five named modifiers, two heralds and a brute. */
const GEAR: ModFiles = {
  "manifest.toml": manifest("gear", ["arena"]),
  "gear.toml": [
    ...range(SLOTS).map((i) => `[[slots]]\nid = "slot${i}"\nname = "Slot ${i}"\n`),
    ...range(SLOTS).map(
      (i) =>
        `[[items]]\nid = "item${i}"\nname = "Item ${i}"\nsymbol = { char = "]" }\nslot = "gear:slot${i}"\n` +
        `modifiers = [{ attribute = "strength", flat = 1 }, { attribute = "evasion", percent = 2 }]\n`,
    ),
    ...["keen", "of_the_bear"].map(
      (id) =>
        `[[affixes]]\nid = "${id}"\nname = "${id}"\ntiers = [\n` +
        range(3)
          .map(
            (t) =>
              `  { modifiers = [{ attribute = "strength", flat = ${t} }, { attribute = "accuracy", flat = ${t} }], price_factor = 1.${t} },\n`,
          )
          .join("") +
        "]\n",
    ),
    ...range(NAMED).map(
      (i) =>
        `[[modifiers]]\nid = "blessing${i}"\nname = "Blessing ${i}"\nduration = 1000\nmodifiers = [{ attribute = "strength", flat = 1 }, { attribute = "armor", flat = 0.01 }]\n`,
    ),
    `[[creatures]]\nid = "herald"\nname = "Herald"\nsymbol = { char = "h" }\nattributes = { max_health = 1000000 }\n` +
      `auras = [{ affects = "enemies", modifiers = [{ attribute = "strength", flat = -1 }, { attribute = "accuracy", flat = -1 }] }]\nai = [{ ability = "core:attack" }]\n`,
    `[[creatures]]\nid = "brute"\nname = "Brute"\nsymbol = { char = "B" }\nattributes = { max_health = 1000000 }\nai = [{ ability = "core:attack" }]\n`,
    `[[loot_tables]]\nid = "gear_affixes"\nrolls = 2\nentries = [\n` +
      ["keen", "of_the_bear"]
        .flatMap((id) => range(3).map((t) => `  { affix = "gear:${id}", tier = ${t}, weight = ${4 - t} },\n`))
        .join("") +
      "]\n",
    // The same ten items, with their two affix draws and without.
    `[[loot_tables]]\nid = "drop"\nentries = [\n${range(SLOTS)
      .map((i) => `  { item = "gear:item${i}", weight = ${i}, affixes = "gear:gear_affixes" },\n`)
      .join("")}]\n`,
    `[[loot_tables]]\nid = "plain_drop"\nentries = [\n${range(SLOTS)
      .map((i) => `  { item = "gear:item${i}", weight = ${i} },\n`)
      .join("")}]\n`,
  ].join("\n"),
};

const ENEMIES = ["gear:herald", "gear:herald", "gear:brute", "gear:brute", "gear:brute", "gear:brute"];

/** The arena's hero, walked into a room of the six enemies (three steps to the door, one in). */
function fight(registries: Registries, geared: boolean): Game {
  const room: Room = drawnRoom("arena:pit", 4, 0, 12, 3);
  room.enemies = ENEMIES.map((id, i) => spawnCreature(registries.creatures.get(id), `e${i + 1}`, [6 + i, 1]));
  const floor = drawnFloor(["################", "#@..+..........#", "################"], [room]);
  const game = createGame(registries, { seed: "bench", name: "B", options: ["arena:fighter"] }, { buildFloor: floor });
  if (!(game instanceof Game)) throw new Error(game.error);
  const hero = game.state.player;
  hero.base.max_health = 1e9;
  hero.health = 1e9;
  if (geared) {
    for (const i of range(SLOTS)) {
      hero.equipment[`gear:slot${i}`] = {
        uid: game.state.next_uid++,
        def: `gear:item${i}`,
        affixes: [
          { id: "gear:keen", tier: 1 + (i % 3) },
          { id: "gear:of_the_bear", tier: 1 + ((i + 1) % 3) },
        ],
        count: 1,
      };
    }
    for (const i of range(NAMED)) hero.modifiers.push({ id: `gear:blessing${i}`, remaining: 1000 });
  }
  for (let i = 0; i < 4; i++) game.execute({ kind: "move", dir: "e" }, registries);
  if (!game.state.combat || game.state.enemies.length !== ENEMIES.length)
    throw new Error("items bench: the walk in did not start the fight");
  return game;
}

/** Median µs of one call of `fn`, over `count` calls a run. */
function perCall(fn: () => unknown, count: number, timing: BenchOptions): number {
  const t = measure(() => {
    let last: unknown;
    for (let i = 0; i < count; i++) last = fn();
    return last;
  }, timing);
  return (t.median * 1000) / count;
}

export function benchItems(core: Registries, timing: BenchOptions, tempDir: (prefix: string) => string): void {
  const home = tempDir("rk-bench-items-");
  writeMods(join(home, "mods"), { core: TINY_CORE, arena: ARENA, gear: GEAR });
  const load = runPipeline({ home, builtinMods: tempDir("rk-bench-items-mods-") });
  if (!load.ok || load.warnings.length) throw new Error("the items bench's mods did not load cleanly");
  const { registries } = load;

  // One draw: an item of ten by weight, then its affix table's two draws (one of six tiers each).
  const draws = 10_000;
  const rng = Rng.fromSeed("bench");
  const drawn = perCall(() => drawLoot(registries, "gear:drop", rng), draws, timing);
  const plain = perCall(() => drawLoot(registries, "gear:plain_drop", rng), draws, timing);
  const common = perCall(() => drawLoot(core, "core:common_gear", rng), draws, timing);
  let rolled = 0;
  for (let i = 0; i < draws; i++) rolled += drawLoot(core, "core:common_gear", rng)[0]?.affixes.length ?? 0;
  console.log(
    `loot draw with affixes (an item of 10 and 2 affix draws): ${drawn.toFixed(2)} µs a draw over ${int(draws)} draws ` +
      `(without affixes: ${plain.toFixed(2)} µs; core:common_gear, ${(rolled / draws).toFixed(2)} affixes an item: ${common.toFixed(2)} µs)`,
  );

  const calls = 10_000;
  const geared = fight(registries, true);
  const bare = fight(registries, false);
  // The walk must meet what the figure claims: 10 items, 20 affixes, 5 named modifiers, 2 auras.
  const kinds = new Map<string, number>();
  for (const src of carried(geared.state.player, registries, geared.state)) kinds.set(src.kind, (kinds.get(src.kind) ?? 0) + 1);
  const want = { item: SLOTS, affix: 2 * SLOTS, modifier: NAMED, aura: 2 };
  for (const [kind, n] of Object.entries(want))
    if (kinds.get(kind) !== n) throw new Error(`items bench: the hero carries ${kinds.get(kind) ?? 0} ${kind} sources, not ${n}`);
  const at = (game: Game) => () => attribute(game.state.player, "strength", registries, game.state);
  const full = perCall(at(geared), calls, timing);
  const none = perCall(at(bare), calls, timing);
  console.log(
    `attribute() (hero wearing ${SLOTS} items × 2 affixes, ${NAMED} named modifiers, 2 enemies' auras on it, 6 enemies): ` +
      `${full.toFixed(2)} µs a call over ${int(calls)} calls (bare hero, same fight: ${none.toFixed(2)} µs)`,
  );

  const turns = 100;
  // A fresh fight each run, made before the clock starts: only the turns are timed.
  const turn = (geared: boolean) => {
    const games = Array.from({ length: timing.warmup + timing.runs }, () => fight(registries, geared));
    const t = measure(() => {
      const game = games.pop()!;
      for (let i = 0; i < turns; i++) {
        const out = game.execute({ kind: "use_ability", ability: "core:attack", target: i % game.state.enemies.length }, registries);
        if (out.kind === "rejected") throw new Error(`items bench: turn ${i} was refused: ${out.reason}`);
      }
    }, timing);
    return t.median / turns;
  };
  const gearedTurn = turn(true);
  const bareTurn = turn(false);
  console.log(
    `combat turn (that hero + 6 enemies): ${gearedTurn.toFixed(3)} ms a turn over ${turns} turns ` +
      `(bare hero: ${bareTurn.toFixed(3)} ms; target < 1 ms)`,
  );
}
