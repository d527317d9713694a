import type { z } from "zod";
import { abilitySchema } from "./abilities.js";
import { affixSchema } from "./affixes.js";
import { creatureSchema } from "./creatures.js";
import type { DeepReadonly } from "./deep-readonly.js";
import { floorSchema } from "./floors.js";
import { itemSchema } from "./items.js";
import { lootTableSchema } from "./loot-tables.js";
import { namedModifierSchema } from "./modifiers.js";
import { npcSchema } from "./npcs.js";
import { optionCategorySchema } from "./option-categories.js";
import { optionSchema } from "./options.js";
import { prefabSchema } from "./prefabs.js";
import { questSchema } from "./quests.js";
import type { RegistryName } from "./refs.js";
import { scriptSchema } from "./scripts.js";
import { slotSchema } from "./slots.js";
import { lazyFields } from "../../lib/lazy.js";

/**
 * The entry schema of each registry table, each built on its first read (`lazyFields`): a
 * command that reads no TOML (or a load served from the cache) builds none of them.
 */
export const REGISTRY_SCHEMAS = lazyFields({
  slots: slotSchema,
  option_categories: optionCategorySchema,
  options: optionSchema,
  items: itemSchema,
  abilities: abilitySchema,
  affixes: affixSchema,
  quests: questSchema,
  creatures: creatureSchema,
  prefabs: prefabSchema,
  floors: floorSchema,
  scripts: scriptSchema,
  loot_tables: lootTableSchema,
  modifiers: namedModifierSchema,
  npcs: npcSchema,
} satisfies Record<RegistryName, () => z.ZodType>);

export type { DeepReadonly } from "./deep-readonly.js";
export type { Action, ActionKey, Aura, Condition, Modifier, Trigger } from "./effects.js";

/** A loaded definition: the parsed entry with its full id (`mod:name`), no `overrides`, `extends` or `remove`. */
type Def<B extends () => z.ZodType> = DeepReadonly<Omit<z.output<ReturnType<B>>, "id" | "overrides" | "extends" | "remove">> & {
  readonly id: string;
};

export type SlotDef = Def<typeof slotSchema>;
export type OptionCategoryDef = Def<typeof optionCategorySchema>;
export type OptionDef = Def<typeof optionSchema>;
export type ItemDef = Def<typeof itemSchema>;
export type AbilityDef = Def<typeof abilitySchema>;
export type AffixDef = Def<typeof affixSchema>;
export type QuestDef = Def<typeof questSchema>;
export type CreatureDef = Def<typeof creatureSchema>;
export type PrefabDef = Def<typeof prefabSchema>;
export type FloorDef = Def<typeof floorSchema>;
export type ScriptDef = Def<typeof scriptSchema>;
export type LootTableDef = Def<typeof lootTableSchema>;
export type NamedModifierDef = Def<typeof namedModifierSchema>;
export type NpcDef = Def<typeof npcSchema>;

/** Definition type of each registry. */
export interface DefOf {
  slots: SlotDef;
  option_categories: OptionCategoryDef;
  options: OptionDef;
  items: ItemDef;
  abilities: AbilityDef;
  affixes: AffixDef;
  quests: QuestDef;
  creatures: CreatureDef;
  prefabs: PrefabDef;
  floors: FloorDef;
  scripts: ScriptDef;
  loot_tables: LootTableDef;
  modifiers: NamedModifierDef;
  npcs: NpcDef;
}

export { REGISTRY_NAMES, REGISTRY_NOUN, type RegistryName } from "./refs.js";
