/**
 * One builder per registry for the generated mods. The shapes follow mods/core: inline
 * tables, lists of conditions and actions, weighted loot, multi-line layouts, so zod
 * walks nested schemas and the resolver follows references the way it does for real mods.
 */
import { ABILITY_TARGETS, ATTRIBUTE_NAMES, BASE_STATS, COLORS, DAMAGE_TYPES } from "../src/content/catalog.js";
import type { RegistryName } from "../src/content/schemas/index.js";
import { PREFIX, tiersOfAffix, type Ctx } from "./refs.js";
import type { TomlTable, TomlValue } from "./toml-write.js";

const ADJ = ["Rusty", "Gleaming", "Cursed", "Ancient", "Crude", "Gilded", "Bone", "Frozen", "Smoldering", "Hollow"];
const NOUN = ["blade", "ward", "lantern", "hound", "whisper", "charm", "maw", "ember", "crown", "shard"];
const LINES = [
  "Found in the deep halls, where the old keep meets the rock.",
  "It hums when nobody is looking. Best not to ask why.",
  "Plain work, honestly made, and still better than nothing.",
  "The last owner did not need it any more, clearly.",
];
const TAGS = ["weapon", "armor", "beast", "undead", "harmful", "normal", "treasure", "goblinoid"];
const GLYPHS = [")", "[", "]", "!", "?", "=", "%", "*", "&"];
const ATTRS = ATTRIBUTE_NAMES.filter((a) => a !== "level");

type Builder = (c: Ctx, i: number, count: number) => TomlTable;

function named(c: Ctx, reg: RegistryName, i: number): TomlTable {
  return { id: `${PREFIX[reg]}_${i}`, name: `${c.rng.of(ADJ)} ${c.rng.of(NOUN)}`, description: c.rng.of(LINES) };
}
const symbol = (c: Ctx): TomlTable => ({ char: c.rng.of(GLYPHS), color: c.rng.of(COLORS) });
const modifier = (c: Ctx): TomlTable =>
  c.rng.chance(0.7)
    ? { attribute: c.rng.of(ATTRS), flat: c.rng.int(-3, 5) || 1 }
    : { attribute: c.rng.of(ATTRS), percent: c.rng.int(5, 25) };
const modifiers = (c: Ctx, lo: number, hi: number): TomlValue[] => Array.from({ length: c.rng.int(lo, hi) }, () => modifier(c));
const hit = (c: Ctx): TomlTable => ({ damage: c.rng.int(1, 8), type: c.rng.of(DAMAGE_TYPES), scale: c.rng.of(BASE_STATS) });
const tags = (c: Ctx): TomlValue[] => Array.from({ length: c.rng.int(1, 2) }, () => c.tag(TAGS));

const item: Builder = (c, i) => {
  const kind = i % 4; // 0 weapon, 1 armour, 2 jewellery, 3 consumable
  const base = { ...named(c, "items", i), symbol: symbol(c), base_price: c.rng.int(1, 400) };
  if (kind === 3) {
    const effect = c.rng.chance(0.5)
      ? { heal: c.rng.int(5, 30), scale: "constitution" }
      : { add_modifier: c.ref("modifiers"), to: "self", duration: c.rng.int(2, 6) };
    return { ...base, stackable: true, consumed_on_use: true, actions: [effect], tags: tags(c) };
  }
  return {
    ...base,
    slot: c.ref("slots"),
    modifiers: modifiers(c, 1, 3),
    abilities: c.rng.chance(0.2) ? [c.ref("abilities")] : undefined,
    triggers: c.rng.chance(0.25)
      ? [{ on: "attack_hit", chance: c.rng.num(0.05, 0.3), actions: [{ add_modifier: c.ref("modifiers"), to: "target" }] }]
      : undefined,
    tags: tags(c),
  };
};

const ability: Builder = (c, i) => ({
  ...named(c, "abilities", i),
  cost: c.rng.int(0, 6),
  cooldown: c.rng.int(0, 5),
  target: c.rng.of(ABILITY_TARGETS),
  condition: c.rng.chance(0.3) ? [{ has_modifier: c.ref("modifiers"), of: "target", not: true }] : undefined,
  actions: c.rng.chance(0.5) ? [hit(c), { add_modifier: c.ref("modifiers"), to: "target" }] : [hit(c)],
});

const namedModifier: Builder = (c, i) => ({
  ...named(c, "modifiers", i),
  duration: c.rng.int(1, 5),
  symbol: c.rng.chance(0.5) ? symbol(c) : undefined,
  modifiers: modifiers(c, 1, 3),
  triggers: c.rng.chance(0.4)
    ? [{ on: "turn_started", actions: [{ damage: c.rng.int(1, 4), type: c.rng.of(DAMAGE_TYPES), to: "self" }] }]
    : undefined,
  tags: tags(c),
});

const creature: Builder = (c, i) => {
  // The ai may only name abilities the creature has (the loader warns otherwise).
  const abilities = [c.ref("abilities"), c.ref("abilities")];
  return {
    ...named(c, "creatures", i),
    symbol: { char: String.fromCharCode(97 + (i % 26)), color: c.rng.of(COLORS) },
    attributes: {
      strength: c.rng.int(1, 8),
      dexterity: c.rng.int(1, 8),
      max_health: c.rng.int(6, 80),
      armor: c.rng.num(0, 0.3),
      resistance: c.rng.chance(0.4) ? { [c.rng.of(DAMAGE_TYPES)]: c.rng.num(-0.5, 0.8) } : undefined,
    },
    initiative: c.rng.int(0, 5),
    abilities,
    ai: [
      { condition: [{ health_below: c.rng.num(0.2, 0.5) }, { chance: c.rng.num(0.2, 0.8) }], ability: abilities[0] },
      { ability: abilities[1] },
    ],
    triggers: c.rng.chance(0.3)
      ? [{ on: "damage_taken", chance: 0.25, actions: [{ add_modifier: c.ref("modifiers"), to: "self" }] }]
      : undefined,
    exp_reward: c.rng.int(1, 60),
    loot: c.ref("loot_tables"),
    tags: tags(c),
  };
};

/** The first tenth of a mod's loot tables are affix tables; the rest drop items. */
export const affixTableCount = (count: number): number => Math.max(1, Math.floor(count / 10));

const lootTable: Builder = (c, i, count) => {
  if (i < affixTableCount(count)) {
    const affixes = Array.from({ length: c.rng.int(2, 5) }, () => {
      const affix = c.ref("affixes");
      return { affix, tier: c.rng.int(1, c.tiers(affix)), weight: c.rng.int(1, 5) };
    });
    return { id: `lt_${i}`, rolls: 1, entries: [{ nothing: true, weight: 12 }, ...affixes] };
  }
  // The first line always drops an item: a table of only `nothing` would read as an affix table.
  const line = (_: unknown, n: number): TomlTable => {
    const r = n === 0 ? 0 : c.rng.next();
    if (r < 0.45)
      return {
        item: c.ref("items"),
        weight: c.rng.int(1, 10),
        count: c.rng.chance(0.5) ? `${c.rng.int(1, 3)}-${c.rng.int(4, 9)}` : undefined,
      };
    if (r < 0.7) return { item: c.ref("items"), weight: c.rng.int(1, 5), affixes: c.affixTable() };
    if (r < 0.85) return { table: c.itemTable(i), weight: c.rng.int(1, 4) };
    return { nothing: true, weight: c.rng.int(1, 20) };
  };
  return { id: `lt_${i}`, rolls: c.rng.int(1, 3), guaranteed: c.rng.chance(0.2), entries: Array.from({ length: c.rng.int(1, 6) }, line) };
};

const optionCategory: Builder = (c, i) => ({ ...named(c, "option_categories", i), pick: 1 });

const option: Builder = (c, i) => {
  // Round-robin over the mod's own categories keeps every category pickable; some join core's.
  const own = c.own.option_categories ?? [];
  const category = own.length > 0 && (i < own.length || !c.rng.chance(0.15)) ? own[i % own.length]! : c.ref("option_categories");
  return {
    category,
    ...named(c, "options", i),
    modifiers: modifiers(c, 1, 3),
    abilities: [c.ref("abilities")],
    on_create: [{ give_item: c.ref("items"), count: c.rng.int(1, 3) }, { give_item: c.ref("items") }],
    tags: tags(c),
  };
};

const affix: Builder = (c, i) => ({
  id: `afx_${i}`,
  name: c.rng.of(ADJ),
  tiers: Array.from({ length: tiersOfAffix(i) }, (_, t) => ({ modifiers: modifiers(c, 1, 2), price_factor: 1.2 + t * 0.4 })),
});

const quest: Builder = (c, i) => ({
  ...named(c, "quests", i),
  on: "creature_died",
  condition: [{ creature: c.ref("creatures") }],
  count: c.rng.int(1, 8),
  rewards: [{ give_exp: c.rng.int(10, 100) }, { give_item: c.ref("items"), count: c.rng.int(1, 40) }],
});

const npc: Builder = (c, i) => {
  const q = c.ref("quests");
  return {
    ...named(c, "npcs", i),
    symbol: { char: "@", color: c.rng.of(COLORS) },
    shop: c.rng.chance(0.4) ? c.ref("loot_tables") : undefined,
    dialog: [
      { text: "Anything for me?", condition: [{ quest_state: { quest: q, state: "not_started" } }], actions: [{ start_quest: q }] },
      { text: "Still at it.", condition: [{ quest_state: { quest: q, state: "active" } }], actions: [] },
      { text: "Farewell.", actions: [] },
    ],
  };
};

const ROOM = ["#####+#####", "#.........#", "#..e...e..#", "+....l....+", "#.........#", "#####+#####"];
// The same room with an NPC spot: a prefab's `npcs` must match its `n` marks.
const ROOM_NPC = ["#####+#####", "#.........#", "#..e...e..#", "+....l....+", "#....n....#", "#####+#####"];
const prefab: Builder = (c, i) => {
  const npc = c.rng.chance(0.3);
  return {
    id: `room_${i}`,
    tags: [c.tag(["normal", "treasure"])],
    layout: `${(npc ? ROOM_NPC : ROOM).join("\n")}\n`,
    npcs: npc ? [c.ref("npcs")] : undefined,
    loot: c.ref("loot_tables"),
    rotate: c.rng.chance(0.8),
  };
};

const floor: Builder = (c, i) => ({
  id: `floor_${i}`,
  number: 6 + 40 * Number(c.mod.replace(/\D/g, "")) + i, // unique across the set, above core's floors and inside the bound (1000)
  size: [c.rng.int(40, 80), c.rng.int(20, 40)],
  rooms: c.rng.int(4, 10),
  required: ["core:entrance", "core:stairs"],
  prefabs: [
    { tag: "core:normal", weight: 10 },
    { tag: "core:treasure", weight: 2 },
  ],
  creatures: Array.from({ length: c.rng.int(3, 7) }, () => ({ id: c.ref("creatures"), weight: c.rng.int(1, 10) })),
  loot: c.ref("loot_tables"),
});

const slot: Builder = (_c, i) => ({ id: `slot_${i}`, name: `Extra slot ${i}` });

export const BUILDERS: Partial<Record<RegistryName, Builder>> = {
  slots: slot,
  option_categories: optionCategory,
  options: option,
  items: item,
  abilities: ability,
  affixes: affix,
  quests: quest,
  creatures: creature,
  prefabs: prefab,
  floors: floor,
  loot_tables: lootTable,
  modifiers: namedModifier,
  npcs: npc,
};
