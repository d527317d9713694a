/**
 * The fixed worlds the golden frames are drawn in: the real core mod, fixed seeds, and
 * every outside fact the App is told (load log, best runs, save slot, morgue path, dates)
 * replaced by a fixed one through the props the CLI passes, so no clock, pid or temp path
 * reaches a frame.
 */
import { render } from "ink-testing-library";
import type { Registries } from "../../../src/content/registries.js";
import { createGame, type FloorBuilder } from "../../../src/game/index.js";
import { buildFloor } from "../../../src/gen/build-floor.js";
import { shopRng, stockShops } from "../../../src/gen/stock.js";
import { runEndedIn } from "../../../src/cli/run-ended.js";
import type { HighScores } from "../../../src/profile/high-scores.js";
import { App, type AppProps } from "../../../src/ui/index.js";
import { DEFAULT_OPTIONS } from "../../../src/profile/options-file.js";
import type { SaveHooks } from "../../../src/ui/session.js";
import { tempDir } from "../../helpers/profile.js";
import { drawnFloor, drawnRoom } from "../../helpers/scenario.js";
import { atSize } from "../app-at.js";
import { fightFloor, tough } from "../fight.js";
import { coreRegistries } from "../fixtures.js";

/** What a golden screen is drawn from: the App's registries, floors and any other props. */
export interface World {
  readonly registries: Registries;
  readonly floor: FloorBuilder;
  readonly props?: Partial<AppProps>;
}

/** The load summary a clean launch shows (a fixed log name: the real one carries the time). */
const LOAD = { warnings: 0, logPath: "logs/load-2026-01-01-000000.log" } as const;
/** Where the morgue note says the file went, in place of the temp profile the test writes to. */
const PROFILE = "/home/player/.local/share/rustkeep";
/** The day every run "ends" on in these frames. */
const CLOCK = () => new Date(2026, 0, 1, 12, 0, 0);

/** Best runs a returning player has (dates fixed). */
export const SCORES: HighScores = {
  runs: [
    { outcome: "won", cause: "Escaped with the crown", name: "Ada", floor: 5, turn: 3120, level: 7, gold: 410, kills: 61, seed: "1234", date: "2025-12-24" },
    { outcome: "died", cause: "Killed by a goblin shaman", name: "Bartholomew the Grey", floor: 3, turn: 1402, level: 4, gold: 88, kills: 23, seed: "77", difficulty: "easy", date: "2025-12-20" },
    { outcome: "died", cause: "Killed by a giant rat", name: "Cy", floor: 1, turn: 96, level: 1, gold: 5, kills: 2, seed: "5", date: "2025-11-02" },
  ],
};

let core: Registries | undefined;
/** The real core mod, loaded once per test file. */
export const coreMod = (): Registries => (core ??= coreRegistries());

/** Floor 1 of the real generator. */
export const dungeon = (): World => ({ registries: coreMod(), floor: buildFloor });

/** The fight floor: four steps east start a fight with a rat too tough to kill quickly. */
export const fight = (): World => ({ registries: coreMod(), floor: fightFloor(coreMod(), [{ def: "core:rat", tweak: tough(400) }]) });

/** The fight floor with a cave troll that falls to one blow: its experience is a level, a point to spend. */
export const victory = (): World => ({ registries: coreMod(), floor: fightFloor(coreMod(), [{ def: "core:cave_troll", tweak: tough(1) }]) });

/**
 * The fight floor where the run ends: the real morgue and high-score writer in a temp
 * profile at a fixed date; its note names the fixed profile path instead of the temp one.
 */
export function doomed(): World {
  const home = tempDir("rk-golden-");
  const world = fight();
  const real = runEndedIn(home, CLOCK, world.registries);
  const runEnded: AppProps["runEnded"] = (summary, state) => {
    const report = real(summary, state);
    return { ...report, notes: report.notes.map((n) => n.split(home).join(PROFILE)) };
  };
  return { ...world, props: { runEnded } };
}

/** A hall with the core merchant beside the hero's start, his shop stocked as the generator stocks it. */
export function market(): World {
  const registries = coreMod();
  const floor: FloorBuilder = (loaded, number, seed) => {
    const room = drawnRoom("test:hall", 0, 0, 9, 3);
    room.npcs = [{ id: "core:merchant", pos: [1, 1] }];
    stockShops(registries, [room], shopRng(seed, number));
    return drawnFloor(["#########", "#@......#", "#########"], [room])(loaded, number, seed);
  };
  return { registries, floor };
}

/** A profile with a saved run and best runs; continuing it finds an item of a mod no longer loaded. */
export function returning(): World {
  const registries = coreMod();
  const saves: SaveHooks = {
    peek: () => ({ hero: "Ada", floor: 3, turn: 412 }),
    resume() {
      const game = createGame(registries, { seed: "golden-save", name: "Ada", options: ["core:human", "core:warrior"] }, { buildFloor });
      if ("error" in game) throw new Error(game.error);
      const warnings = ["dropped item trinkets:lucky_pebble from Ada's pack: no loaded mod defines it (mod trinkets is not loaded)", "dropped affix trinkets:glowing from core:dagger in Ada's pack: no loaded mod defines it (mod trinkets is not loaded)"];
      return { game, warnings };
    },
    save() {},
    discard() {},
    playing() {},
  };
  return { ...dungeon(), props: { saves, scores: SCORES } };
}

/** A launch whose mods loaded with warnings, one new mod added, and a keys.toml and options.toml that could not all be used. */
export function troubled(): World {
  const load = { ...LOAD, warnings: 3, addedMods: 1, keys: 'keys.toml: "jump" is not an input; ignored', options: 'options.toml: unknown theme "neon"; default theme used' };
  return { ...dungeon(), props: { load } };
}

/** The App for `world` in a terminal of this size, without colour, on the fixed seed. */
export function renderWorld(world: World, columns: number, rows: number) {
  const app = <App registries={world.registries} load={LOAD} seed="golden" buildFloor={world.floor} env={{ noColor: true }} {...world.props} />;
  return atSize(render(app), columns, rows);
}

/** A new profile's options (hints on), saved nowhere: the first-run hints and the options screen as a newcomer meets them. */
export function newcomer(base: World = dungeon()): World {
  return { ...base, props: { ...base.props, options: { ...DEFAULT_OPTIONS }, saveOptions: () => undefined } };
}
