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

/**
 * TOML for the smallest character creation: one category `kind` (pick 1) with one option.
 * `option` is the option's bare id; `extra` is appended to the option's table.
 */
export function oneKindOfHero(mod: string, option: string, name: string, extra = ""): string {
  return `[[option_categories]]\nid = "kind"\nname = "Kind"\n\n[[options]]\nid = "${option}"\ncategory = "${mod}:kind"\nname = "${name}"\n${extra}`;
}

/** A core with a shop table, a merchant with two dialog options and a creature. */
export const SHOP_CORE: ModFiles = {
  ...TINY_CORE,
  "shop.toml": `[[items]]
id = "potion"
name = "Potion"
symbol = { char = "!" }

[[items]]
id = "rope"
name = "Rope"
symbol = { char = "~" }

[[loot_tables]]
id = "stock"
entries = [
  { item = "core:gold", weight = 5 },
  { item = "core:potion", weight = 3 },
]

[[npcs]]
id = "merchant"
name = "Merchant"
symbol = { char = "@" }
shop = "core:stock"
dialog = [
  { id = "trade", text = "Show me.", actions = [{ open_shop = true }] },
  { id = "bye", text = "Farewell." },
]
`,
};
