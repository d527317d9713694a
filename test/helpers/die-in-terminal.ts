import { join } from "node:path";
import { stringify } from "smol-toml";
import type { Registries } from "../../src/content/registries.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { BIN, REPO } from "./cli.js";
import { stepsToFight } from "./paths.js";
import { loadOk, makeProfile, manifest } from "./profile.js";
import { createHero, keys, pressUntil, turnOn } from "./terminal-play.js";
import { tmux, waitFor, startInTmux } from "./tmux.js";

/** A mod that makes every creature deadly, so the first fight ends the run. */
export function doomMod(core: Registries): Record<string, string> {
  const creatures = core.creatures
    .all()
    .map(({ id, ...c }) => ({ overrides: id, ...c, attributes: { ...c.attributes, strength: 999, dexterity: 99 } }));
  return { "manifest.toml": manifest("doom", ["core"]), "doom.toml": stringify({ creatures }) };
}

/** A profile with the real core and the doom mod: a hero made in it dies in its first fight. */
export function doomedProfile(): { home: string } {
  const core = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") }).registries;
  return makeProfile({ doom: doomMod(core) }, {});
}

/**
 * In tmux session `session` (80×24): starts the game in `home`, makes a hero, walks it into
 * the first fight and waits until it has died; returns the game-over screen once it shows
 * what became of the morgue file.
 */
export async function dieInTerminal(session: string, home: string, seed = "fight0"): Promise<string> {
  const { registries } = loadOk({ home, builtinMods: join(REPO, "mods") });
  const def = [...registries.floors.all()].sort((a, b) => a.number - b.number)[0]!;
  const steps = stepsToFight(generateFloor(registries, def, seed))!;
  startInTmux(session, `"${process.execPath}" "${BIN}" --home "${home}" --seed ${seed}`);
  await createHero(session, 0);
  await waitFor(session, (s) => s.includes("turn 0"));
  tmux("send-keys", "-t", session, "-l", keys(steps.slice(0, -1)));
  await waitFor(session, (s) => s.includes("Inside:"));
  tmux("send-keys", "-t", session, "-l", keys(steps.slice(-1)));
  let screen = await waitFor(session, (s) => s.includes("Fight —") || s.includes("Died"));
  // Wait out the fight a turn at a time: each "." is answered by the next turn or the death.
  for (let i = 0; i < 40 && !screen.includes("Died"); i++) {
    const turn = turnOn(screen);
    screen = await pressUntil(session, ".", (s) => s.includes("Died") || turnOn(s) !== turn);
  }
  return waitFor(session, (s) => s.includes("morgue file"));
}
