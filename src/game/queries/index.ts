/**
 * queries/ answer what the UI, the runner and the bot ask, changing nothing: they read through rules/ and the model (of
 * commands/ only the table's notNow, of effects/ only the runner, to estimate on a copy), and this index is their door.
 */

export { abilityChoices, abilityOdds, itemOdds, type AbilityChoice, type Odds } from "./abilities.js";
export { blockedPhrase, type Blocked } from "../rules/abilities.js";
export { announcedThreats, heroFleeChance, type Supposed, type Threat } from "./threat.js";
export { conversation, talkableHere, talkChoices } from "./dialog.js";
export { dialogOptions, type VisibleOption } from "../rules/dialog.js";
export { lookContext } from "../rules/look.js";
export { notNow } from "../commands/index.js";
export { modeOf, type Mode } from "../modes.js";
export {
  describeItem,
  equipDelta,
  equipDeltas,
  itemName,
  itemPrice,
  packLoad,
  packWords,
  pilesOn,
  usableNow,
  type AttributeChange,
  type ItemDescription,
} from "./items.js";
export { buyPrice, heroPriceModifier, priceHere, priceModifier, sellPrice, tradePrices, type PriceHere } from "../rules/prices.js";
export { goodDelta, shopGoods, type Good } from "./shop.js";
export { gold, money, oneOf, sellOffer, type SellOffer } from "../rules/trade.js";
export { questLog, type QuestEntry } from "./quests.js";
export { messageStanding, type Standing } from "./messages.js";
export {
  characterSheet,
  levelProgress,
  previewPoints,
  SHEET_ATTRIBUTES,
  sumOfParts,
  withPoints,
  type PointPlan,
  type PreviewLine,
  type SheetLine,
  type SheetPart,
} from "./sheet.js";
export { kindRecall, type KindRecall } from "./memory.js";
export { foesInView, type FoeGlance } from "./foes.js";
export { lookAt, lookAtCreature, type AttackLook, type CreatureLook, type EffectLook, type TileKind, type TileLook } from "./examine.js";
export { isJunk } from "../junk.js";
export { newsPiles, travelStart, travelStep, type TravelGoal, type TravelMemory, type TravelSoFar, type TravelStep } from "./travel.js";
export { previewOdds, yardstick, type OddsChange, type Yardstick } from "./point-odds.js";
export { bars, type Bars } from "./bars.js";
export { creatureGlyph, type CreatureGlyph } from "./glyph.js";
