import { stringify } from "smol-toml";
import type { Registries } from "../../src/content/registries.js";
import { manifest } from "./fixture-mods.js";

/**
 * A mod that empties the keep: every core floor and every prefab that names creatures is
 * overridden without them, so a walk is only a walk. (Fights have their own tests.)
 */
export function peaceMod(core: Registries): Record<string, string> {
  const floors = core.floors.all().map(({ id, ...f }) => ({ overrides: id, ...f, creatures: [] }));
  const prefabs = core.prefabs
    .all()
    .filter((p) => p.creatures.length)
    .map(({ id, ...p }) => ({ overrides: id, ...p, creatures: [] }));
  return { "manifest.toml": manifest("peace", ["core"]), "peace.toml": stringify({ floors, prefabs }) };
}
