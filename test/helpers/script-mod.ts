import { createScriptEngine } from "../../src/script/engine.js";
import { runPipelineLoadingScripts } from "../../src/loader/pipeline.js";
import { formatWarning } from "../../src/loader/warnings.js";
import { ARENA } from "./arena-mod.js";
import { arenaIn } from "./arena.js";
import { manifest, oneKindOfHero, TINY_CORE, type ModFiles } from "./fixture-mods.js";
import { makeProfile } from "./profile.js";

/** Loads a profile as the program does: the script engine comes in only when a mod has scripts. */
export async function loadScripted(mods: Record<string, ModFiles>) {
  const result = await runPipelineLoadingScripts(makeProfile(mods), createScriptEngine);
  if (!result.ok) throw new Error(`hard error: ${result.errors.map((e) => e.message).join("; ")}`);
  return { ...result, lines: result.warnings.map(formatWarning) };
}

/**
 * A mod `sc` whose hero carries `heroTriggers` (TOML for the option's `triggers`), with the
 * scripts given as `[[scripts]]` entries `sc:<name>` → `<name>.js`, and a modifier, an item.
 */
export function scriptMod(scripts: Record<string, string>, heroTriggers: string, extra = ""): ModFiles {
  const entries = Object.keys(scripts).map((name) => `[[scripts]]\nid = "${name}"\nfile = "${name}.js"\n`);
  const files = Object.fromEntries(Object.entries(scripts).map(([name, text]) => [`${name}.js`, text]));
  return {
    "manifest.toml": manifest("sc", ["core", "arena"]),
    "sc.toml": `${oneKindOfHero("sc", "hero", "Hero", `triggers = ${heroTriggers}\n`)}

[[modifiers]]
id = "marked"
name = "Marked"
duration = 50

[[items]]
id = "token"
name = "Token"
symbol = { char = "*" }
stackable = true

${entries.join("\n")}
${extra}`,
    ...files,
  };
}

/** The hero of `scriptMod` in the arena's corridor, before the room (`creatures` wait inside). */
export async function scriptedArena(scripts: Record<string, string>, heroTriggers: string, creatures: string[] = [], extra = "") {
  const load = await loadScripted({ core: TINY_CORE, arena: ARENA, sc: scriptMod(scripts, heroTriggers, extra) });
  const ground = arenaIn(load.registries, creatures, { seed: "sc", options: ["arena:fighter", "sc:hero"], scripts: load.scripts });
  const step = () => ground.game.execute({ kind: "move", dir: "e" }, load.registries);
  return { ...ground, load, step };
}

/** Every turn's end runs `sc:<name>` (the hero's trigger). */
export const EVERY_TURN = (name: string, args = "") =>
  `[{ on = "turn_ended", actions = [{ run_script = "sc:${name}"${args ? `, args = ${args}` : ""} }] }]`;
