/** What the UI, the headless runner and the simulator ask the game: answered by the rules themselves. */
export { abilityChoices, abilityOdds, itemOdds, type AbilityChoice, type Odds } from "./abilities.js";
export { announcedThreats, heroFleeChance, type Supposed, type Threat } from "./threat.js";
export { conversation, dialogOptions, talkableHere, talkChoices, type VisibleOption } from "./dialog.js";
export { lookContext } from "./look.js";
export { notNow } from "../game.js";
export { modeOf, type Mode } from "../modes.js";
export { describeItem, equipDelta, equipDeltas, itemName, itemPrice, packLoad, packWords, pilesOn, usableNow, type AttributeChange, type ItemDescription } from "./items.js";
export { buyPrice, heroPriceModifier, priceModifier, sellPrice, tradePrices } from "./prices.js";
export { gold, goodDelta, money, oneOf, sellOffer, shopGoods, type Good, type SellOffer } from "./shop.js";
export { questLog, type QuestEntry } from "./quests.js";
export { messageStanding, type Standing } from "./messages.js";
export { characterSheet, levelProgress, previewPoints, SHEET_ATTRIBUTES, sumOfParts, type PointPlan, type PreviewLine, type SheetLine, type SheetPart } from "./sheet.js";
export { foesInView, type FoeGlance } from "./foes.js";
export { lookAt, lookAtCreature, type AttackLook, type CreatureLook, type EffectLook, type TileKind, type TileLook } from "./examine.js";
export { isJunk } from "../junk.js";
export { newsPiles, travelStart, travelStep, type TravelGoal, type TravelMemory, type TravelSoFar, type TravelStep } from "./travel.js";
