import type { Registries } from "../../content/registries.js";
import type { Balance } from "../../content/schemas/balance.js";
import { countedAttribute } from "../attributes.js";
import type { RuleContext } from "./context.js";
import { followedMax } from "./damage.js";
import type { GameState } from "../state.js";

/** How a level gained opens its log line; the log marks lines that open so (queries/messages.ts). */
export const LEVEL_UP = "Level up! ";

/**
 * The highest level a hero reaches. Mod data inside its limits can pay for a million levels in
 * one turn (`exp_base = 1`, `exp_exponent = 0`, a large `give_exp`): the cap keeps every level
 * walk (the level-up, the cost of the next level) to a thousand steps. Experience past it is kept.
 */
export const MAX_LEVEL = 1000;

/** Experience to go from `level` to the next: `exp_base × level^exp_exponent`, rounded. */
function levelCost(level: number, balance: Pick<Balance, "exp_base" | "exp_exponent">): number {
  return Math.round(balance.exp_base * level ** balance.exp_exponent);
}

/**
 * The run's experience (a total, never spent) at which the hero reaches `level`: the
 * costs of every level before it added up. Level 1 is free.
 */
export function expForLevel(level: number, balance: Pick<Balance, "exp_base" | "exp_exponent">): number {
  let total = 0;
  const last = Math.min(level, MAX_LEVEL + 1);
  for (let l = 1; l < last; l++) total += levelCost(l, balance);
  return total;
}

/**
 * Runs `change` on the hero and lets current health rise by as much as max health did:
 * what a level-up and assigned points do (equipping only keeps health within the max).
 */
export function raisingHealth(state: GameState, registries: Registries, change: () => void): void {
  const hero = state.player;
  const before = countedAttribute(hero, "max_health", registries, state);
  change();
  const after = countedAttribute(hero, "max_health", registries, state);
  hero.health = Math.max(0, Math.min(after, hero.health + Math.max(0, after - before)));
}

/**
 * Levels the experience has paid for: each raises `base.level` by one and gives one point
 * for the base stats. Points follow `base.level`, so a modifier of `level` grants none.
 * Called once at the end of every turn (kills and `give_exp` both add experience). Several
 * levels in one turn are one log line that counts them; none past {@link MAX_LEVEL}.
 */
export function gainLevels(ctx: RuleContext): void {
  const { state, registries } = ctx;
  const hero = state.player;
  if (hero.health <= 0) return;
  const b = registries.balance;
  const from = hero.base.level ?? 1;
  if (from >= MAX_LEVEL) return;
  let level = from;
  let next = expForLevel(level + 1, b);
  if (state.exp < next) return;
  const health = hero.health;
  raisingHealth(state, registries, () => {
    while (state.exp >= next && level < MAX_LEVEL) {
      level += 1;
      next += levelCost(level, b);
    }
    state.unspent_points += level - from;
    hero.base.level = level;
  });
  const gained = level - from;
  ctx.log(
    `${LEVEL_UP}You are level ${level}${gained > 1 ? ` (${gained} levels at once)` : ""}${level === MAX_LEVEL ? ", the highest there is" : ""}.`,
  );
  followedMax(ctx, hero, health);
}
