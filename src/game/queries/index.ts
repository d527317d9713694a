/** What the UI, the headless runner and the simulator ask the game: answered by the rules themselves. */
export { abilityChoices, abilityOdds, type AbilityChoice, type Odds } from "./abilities.js";
export { lookContext } from "./look.js";
export { notNow } from "../game.js";
export { modeOf, type Mode } from "../modes.js";
export { describeItem, equipDelta, itemName, itemPrice, packLoad, packWords, pilesOn, usableNow, type AttributeChange, type ItemDescription } from "./items.js";
