import type { Registries } from "../../content/registries.js";
import type { AbilityDef } from "../../content/schemas/index.js";
import type { Command, Creature, Game, GameState } from "../../game/index.js";
import { abilityChoices, blockedPhrase } from "../../game/queries/index.js";
import { moveCursor } from "../menu.js";
import { initialInventory } from "./inventory.js";
import { initialLook } from "./look.js";
import { playKey, unusedKey } from "./play-keys.js";
import { idle, NONE, type Response, type ScreenModule } from "../screen-stack.js";

/**
 * The fight menu over the map: which enemy is targeted (by instance id, so a death that
 * shifts the enemy list does not move the aim) and which ability is highlighted.
 */
export interface CombatScreen {
  readonly kind: "combat";
  readonly target?: string;
  readonly cursor: number;
}

/** A fresh fight menu: the first living enemy targeted, the first ability highlighted. */
export function initialCombat(state: GameState): CombatScreen {
  const first = state.enemies.find((e) => e.health > 0);
  return first ? { kind: "combat", target: first.id, cursor: 0 } : { kind: "combat", cursor: 0 };
}

/** The enemy the target cursor is on: the chosen one while it lives, else the first one alive. */
export function targetOf(screen: CombatScreen, state: GameState): Creature | undefined {
  const chosen = state.enemies.find((e) => e.id === screen.target && e.health > 0);
  return chosen ?? state.enemies.find((e) => e.health > 0);
}

/** The id of the next living enemy after the current target, wrapping (Tab). */
export function nextTarget(screen: CombatScreen, state: GameState): string | undefined {
  const { enemies } = state;
  const current = targetOf(screen, state);
  const at = current ? enemies.indexOf(current) : -1;
  for (let i = 1; i <= enemies.length; i++) {
    const enemy = enemies[(at + i) % enemies.length]!;
    if (enemy.health > 0) return enemy.id;
  }
  return undefined;
}

/** One row of the ability menu: the definition and, when it cannot be used now, why (as the menu words it). */
export interface AbilityChoice {
  readonly id: string;
  readonly def: AbilityDef;
  readonly blocked?: string;
}

/** The hero's abilities in the game's order (common ones first), each with why it is blocked, if it is — asked of the game's queries. */
export function abilityMenu(game: Game, registries: Registries, target: Creature | undefined): AbilityChoice[] {
  return abilityChoices(game.state, registries, game.state.player, target).map((c) =>
    c.blocked ? { id: c.id, def: c.def, blocked: blockedPhrase(c.blocked) } : { id: c.id, def: c.def },
  );
}

/** The ability the attack key uses: the first free one aimed at an enemy (core's is `core:attack`, but that is data). */
export function attackAbility(menu: readonly AbilityChoice[]): AbilityChoice | undefined {
  return menu.find((a) => a.def.target === "enemy" && a.def.cost === 0);
}

/** The ability the flee key uses: the first one whose actions flee. */
export function fleeAbility(menu: readonly AbilityChoice[]): AbilityChoice | undefined {
  return menu.find((a) => a.def.actions.some((action) => action.flee === true));
}

/**
 * The command that uses an ability: aimed at the targeted enemy (by its index in the
 * fight, as the command wants it) when the ability takes one. A blocked ability goes to
 * the game all the same: it refuses with the reason and no turn passes.
 */
function useCommand(choice: AbilityChoice, screen: CombatScreen, state: GameState): Command {
  const target = choice.def.target === "enemy" ? targetOf(screen, state) : undefined;
  const index = target ? state.enemies.indexOf(target) : -1;
  return index >= 0 ? { kind: "use_ability", ability: choice.id, target: index } : { kind: "use_ability", ability: choice.id };
}

function use(choice: AbilityChoice | undefined, screen: CombatScreen, state: GameState, none: string): Response {
  return choice ? { type: "command", command: useCommand(choice, screen, state) } : idle(none);
}

export const combat: ScreenModule<CombatScreen> = {
  handle(screen, input, ctx) {
    const game = ctx.game;
    if (!game) return NONE;
    const { state } = game;
    switch (input) {
      case "north":
      case "south": {
        const length = abilityChoices(state, ctx.registries, state.player).length;
        return { type: "replace", screen: { ...screen, cursor: moveCursor(screen.cursor, input === "north" ? -1 : 1, length) } };
      }
      case "tab": {
        const target = nextTarget(screen, state);
        if (target === undefined || target === targetOf(screen, state)?.id) return idle("no other foe to target");
        return { type: "replace", screen: { ...screen, target } };
      }
      case "confirm": {
        const menu = abilityMenu(game, ctx.registries, targetOf(screen, state));
        return use(menu[Math.min(screen.cursor, menu.length - 1)], screen, state, "no ability to use");
      }
      case "attack":
        return use(attackAbility(abilityMenu(game, ctx.registries, targetOf(screen, state))), screen, state, "no ability attacks for free");
      case "flee":
        return use(fleeAbility(abilityMenu(game, ctx.registries, undefined)), screen, state, "no ability flees");
      case "inventory":
        // Using an item (a potion, a bomb at the target) is a fight action; the inventory knows whom the menu aims at.
        return { type: "push", screen: initialInventory(state, ctx.registries, targetOf(screen, state)?.id) };
      case "look":
        // The same look as on the map, its cursor on the selected foe.
        return { type: "push", screen: initialLook(state, targetOf(screen, state)) };
      default:
        return playKey(input) ?? unusedKey(input, ctx.bindings);
    }
  },
};
