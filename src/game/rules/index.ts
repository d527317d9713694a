/**
 * rules/ decide: the mechanics of play as functions of the state and the registries (checks, odds, damage, combat,
 * prices and trade, what an item or a dialog allows), which may change the state they are handed but never run an
 * action, a command or a query, so effects/, commands/ and queries/ all build on them.
 *
 * This file only carries that sentence: import each rule from its own file (a barrel here would tie every layer to all rules).
 */
export {};
