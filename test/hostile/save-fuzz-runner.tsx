/**
 * The save fuzz's worker, run as a process of its own (`tsx save-fuzz-runner.tsx SEED COUNT`)
 * so the test can end it on a hang. Real saves of the core game (a fresh run, one played on,
 * one in a fight), mutated by fast-check (numbers to extremes, lists emptied or made ragged,
 * indices out of range, long text), each loaded as Continue loads it and played in the UI for
 * a few keys. Prints `start N` before each case (stderr, unbuffered: the last one names a
 * hang) and one `N refused|played|internal <message>` line after it (stdout).
 */
import { mkdtempSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { render } from "ink-testing-library";
import { parse, stringify } from "smol-toml";
import { Game } from "../../src/game/game.js";
import type { GameState } from "../../src/game/state.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { loadModsSync } from "../../src/loader/load.js";
import { POLICIES } from "../../src/sim/policies.js";
import { playRun } from "../../src/sim/bot.js";
import { parseSave, refusalLine, serialiseSave } from "../../src/save/format.js";
import { dropMissing } from "../../src/save/reconcile.js";
import { App } from "../../src/ui/index.js";
import { REPO } from "../helpers/cli.js";

const [seedArg, countArg] = process.argv.slice(2);
const seed = Number(seedArg ?? 1);
const count = Number(countArg ?? 200);

const load = loadModsSync({ home: mkdtemp(), builtinMods: join(REPO, "mods") });
if (!load.ok) throw new Error("core does not load");
const registries = load.registries;
const header = { game_version: "fuzz", mods: [{ id: "core", version: "x" }] };

/** A fresh run, one some turns on, and one in a fight, as the bot plays them. */
function baseSaves(): string[] {
  const saves: string[] = [];
  let fight: string | undefined;
  let later: string | undefined;
  playRun(registries, {
    seed: "fuzz",
    options: ["core:human", "core:warrior"],
    policy: POLICIES[0]!,
    buildFloor,
    caps: { turns: 400, floorTurns: 400, refusals: 20 },
    onTurn: (game) => {
      const s = game.state;
      if (s.turn === 1) saves.push(serialiseSave(s, header));
      if (!later && s.turn >= 60 && !s.over) later = serialiseSave(s, header);
      if (!fight && s.combat && s.enemies.length > 0 && !s.over) fight = serialiseSave(s, header);
    },
  });
  return [...saves, ...(later ? [later] : []), ...(fight ? [fight] : [])];
}

type Path = (string | number)[];

/** Every path in the game tree, the tree itself left out. */
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (at.length) out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

const EXTREMES = [0, -1, 1, 7, 999, 2 ** 31, 2 ** 53, -(2 ** 53), 1e12, -1e12, 1e300, -1e300, 0.5, Number.NaN, Number.POSITIVE_INFINITY];

/** What one mutation does to the value at a path (undefined: the key goes). */
type Mutation = (value: unknown, pick: number) => unknown;
const MUTATIONS: Mutation[] = [
  (v, p) => (typeof v === "number" ? EXTREMES[p % EXTREMES.length] : v),
  (v, p) => (typeof v === "number" ? EXTREMES[p % EXTREMES.length] : typeof v === "string" ? "" : Array.isArray(v) ? [] : undefined),
  (v) => (Array.isArray(v) ? [] : v),
  (v) => (Array.isArray(v) ? v.slice(0, -1) : typeof v === "string" ? v.slice(0, -1) : v),
  (v) => (Array.isArray(v) && v.length ? [...v, v[0]] : typeof v === "string" ? `${v}${v}` : v),
  (v, p) => (typeof v === "string" ? "x".repeat(1000 * (1 + (p % 200))) : v),
  (v) => (typeof v === "string" ? "core:nothing_here" : v),
  () => undefined,
  (v) => (Array.isArray(v) && v.length === 2 && typeof v[0] === "number" ? [999, -3] : v),
];

/** Paths the rules index by or loop over: half the mutations go to one of these (those the save has). */
const SENSITIVE =
  /^game\.(exp|turn|unspent_points|next_uid|rng\.\w+|combat(\.\w+)?|talk(\.\w+)?|player\.(pos(\.\d)?|health|stamina|base(\.\w+)?|equipment|inventory|modifiers|cooldowns)|enemies(\.\d+(\.(pos|health|intent|base\.\w+))?)?|floor\.(width|height|number|entrance|stairs|rooms|seen|tiles|piles)(\.\d+)?(\.(x|y|w|h|enemies|npcs|doors|pos|items))?)$/;

const HUGE = [999, -1, 2 ** 53, 1e12, 1e300, -1e300, Number.NaN, Number.POSITIVE_INFINITY];

/** A value at its worst: a number far out of range, a list emptied or one short, a text cut or very long. */
function extreme(value: unknown, how: number, pick: number): unknown {
  if (typeof value === "number") return HUGE[pick % HUGE.length];
  if (Array.isArray(value)) return how % 2 ? [] : value.slice(0, -1);
  if (typeof value === "string") return how % 2 ? value.slice(0, -1) : "x".repeat(10_000 * (1 + (pick % 100)));
  return value;
}

/** Fields the probe of issue 22 broke Continue with: a third of the mutations set one of them to an extreme. */
const TARGETS: Path[] = [
  ["game", "combat", "room"],
  ["game", "exp"],
  ["game", "player", "base", "level"],
  ["game", "floor", "seen", 0],
  ["game", "floor", "tiles", 3],
  ["game", "floor", "rooms"],
  ["game", "floor", "width"],
  ["game", "floor", "height"],
  ["game", "player", "pos", 0],
  ["game", "rng", "s0"],
  ["game", "rng", "c"],
  ["game", "turn"],
  ["game", "enemies", 0, "pos", 1],
  ["game", "enemies", 0, "health"],
  ["game", "floor", "entrance", 1],
  ["game", "floor", "stairs", 0],
  ["game", "floor", "rooms", 0, "w"],
  ["game", "player", "health"],
  ["game", "unspent_points"],
  ["game", "log", 0],
];

function mutate(doc: Record<string, unknown>, all: Path[], picks: readonly [number, number, number][]): void {
  const sensitive = all.filter((p) => SENSITIVE.test(p.join(".")));
  for (const [where, how, pick] of picks) {
    if (where % 3 === 2) {
      const target = TARGETS[Math.floor(where / 3) % TARGETS.length]!;
      const game = doc.game as Record<string, unknown>;
      // Out of a fight, a fight is made up: a tampered save may claim one.
      if (target[1] === "combat" && !game.combat) game.combat = { room: 0, from: [1, 1] };
      let parent: any = doc;
      for (const key of target.slice(0, -1)) parent = parent?.[key];
      const key = target.at(-1)!;
      if (parent && typeof parent === "object" && key in parent) parent[key] = extreme(parent[key], how, pick);
      continue;
    }
    const from = where % 3 === 0 && sensitive.length ? sensitive : all;
    const path = from[Math.floor(where / 3) % from.length]!;
    let parent: any = doc;
    for (const key of path.slice(0, -1)) parent = parent?.[key];
    if (!parent || typeof parent !== "object") continue;
    const key = path.at(-1)!;
    const next = MUTATIONS[how % MUTATIONS.length]!(parent[key], pick);
    if (next === undefined) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else parent[key] = next;
  }
}

/** The keys a player presses first after Continue: moves, rest, explore, the screens and back. */
const KEYS = ["l", ".", "\r", "o", "c", "\u001B", "X", "\u001B", "h"];
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Continue on the title, then the keys: the way a player meets a save. */
async function playInUi(text: string): Promise<string | undefined> {
  let problem: string | undefined;
  const resume = () => {
    const read = parseSave(text, "fuzz");
    if ("refused" in read) return { refused: refusalLine(read) };
    const warnings = dropMissing(read.state, registries);
    return { game: new Game(read.state, { buildFloor }), warnings };
  };
  const first = parseSave(text, "fuzz") as { state: GameState };
  const saves = {
    peek: () => ({ hero: first.state.player.name, floor: first.state.floor.number, turn: first.state.turn }),
    resume,
    save: () => {},
    discard: () => {},
    playing: () => {},
  };
  const onError = (err: unknown) => (problem ??= err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.on("uncaughtException", onError);
  const ui = render(
    <App
      registries={registries}
      load={{ warnings: 0, logPath: "fuzz.log" }}
      seed="fuzz"
      buildFloor={buildFloor}
      env={{ noColor: true }}
      saves={saves}
    />,
  );
  Object.defineProperty(ui.stdout, "columns", { value: 80, configurable: true });
  Object.defineProperty(ui.stdout, "rows", { value: 24, configurable: true });
  try {
    for (let i = 0; i < 50 && ui.stdin.listenerCount("readable") === 0; i++) await tick();
    for (const key of ["\r", ...KEYS]) {
      ui.stdin.write(key);
      await tick();
      const frame = ui.lastFrame() ?? "";
      if (/^\s+at .+\(.*:\d+:\d+\)/m.test(frame) || /crashed|ERROR/.test(frame)) {
        problem ??= frame.split("\n").slice(0, 8).join("\n");
        break;
      }
      if (problem) break;
    }
  } catch (err) {
    onError(err);
  } finally {
    ui.unmount();
    process.off("uncaughtException", onError);
  }
  return problem;
}

function mkdtemp(): string {
  return mkdtempSync(join(tmpdir(), "rk-fuzz-"));
}

const bases = baseSaves();
// The saves as the game wrote them must load: a check that refuses everything would pass the fuzz.
for (const base of bases)
  if ("refused" in parseSave(base, "fuzz"))
    writeSync(1, `base internal ${JSON.stringify(refusalLine(parseSave(base, "fuzz") as never))}\n`);
writeSync(2, `bases ${bases.length}: turns ${bases.map((b) => /turn = (\d+)/.exec(b)?.[1]).join(", ")}\n`);
const cases = fc.sample(
  fc.record({
    base: fc.nat(),
    picks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
  }),
  { seed, numRuns: count },
);

for (let n = 0; n < cases.length; n++) {
  const c = cases[n]!;
  writeSync(2, `start ${n} ${JSON.stringify(c)}\n`);
  const doc = parse(bases[c.base % bases.length]!) as Record<string, unknown>;
  mutate(
    doc,
    paths(doc.game).map((p) => ["game", ...p]),
    c.picks,
  );
  // A case by hand, to look at one (FUZZ_SET="combat.room=999"): set on every case's save.
  for (const set of (process.env["FUZZ_SET"] ?? "").split(";").filter(Boolean)) {
    const [path, value] = set.split("=");
    let parent: any = doc.game;
    const keys = path!.split(".");
    for (const key of keys.slice(0, -1)) parent = parent?.[key];
    if (parent && typeof parent === "object") parent[keys.at(-1)!] = JSON.parse(value!);
  }
  let text: string;
  try {
    text = stringify(doc) + "\n";
  } catch {
    writeSync(1, `${n} skipped\n`);
    continue;
  }
  let result: string;
  try {
    const read = parseSave(text, "fuzz");
    if ("refused" in read) {
      const line = refusalLine(read);
      result = line.includes("\n") ? `internal refusal of more than one line: ${JSON.stringify(line.slice(0, 300))}` : "refused";
    } else {
      const problem = await playInUi(text);
      result = problem ? `internal ${JSON.stringify(problem.slice(0, 600))}` : "played";
    }
  } catch (err) {
    result = `internal ${JSON.stringify(err instanceof Error ? (err.stack ?? err.message).slice(0, 600) : String(err))}`;
  }
  writeSync(1, `${n} ${result}\n`);
}
process.exit(0);
