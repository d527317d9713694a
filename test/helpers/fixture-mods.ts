/** Fixture mod files shared by tests and benchmarks (no test-runner imports here). */

/** Files of one mod folder: path inside the mod → text. */
export type ModFiles = Record<string, string>;

export function manifest(id: string, depends: string[] = [], version = "1.0.0"): string {
  return `id = "${id}"\nname = "${id} mod"\nversion = "${version}"\ndepends = ${JSON.stringify(depends)}\n`;
}

/** A tiny core: one slot, one item, the two abilities. Enough for fixture mods to refer to. */
export const TINY_CORE: ModFiles = {
  "manifest.toml": manifest("core"),
  "base.toml": `[[slots]]
id = "main_hand"
name = "Main hand"

[[items]]
id = "gold"
name = "Gold"
symbol = { char = "$", color = "yellow" }
stackable = true
base_price = 1

[[abilities]]
id = "attack"
name = "Attack"
actions = [{ damage = 2, scale = "strength" }]
`,
  "balance.toml": `[balance]\ncommon_abilities = ["core:attack"]\n`,
};
