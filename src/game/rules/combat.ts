import { attribute } from "../attributes.js";
import type { Creature } from "../state.js";
import { blockedReason } from "./abilities.js";
import { conditionsHold } from "./conditions.js";
import type { RuleContext } from "./context.js";
import { pushAll } from "../../lib/arrays.js";

/**
 * A fight begins: the room's living enemies are moved (not copied) into the game, and
 * they announce what they will do. They act from the next turn on.
 */
export function startCombat(ctx: RuleContext, roomIndex: number, from: [number, number]): void {
  const room = ctx.state.floor.rooms[roomIndex]!;
  const alive = room.enemies.filter((e) => e.health > 0);
  if (alive.length === 0) return;
  room.enemies = [];
  ctx.state.enemies = alive;
  ctx.state.combat = { room: roomIndex, from };
  ctx.log(`${alive.map((e) => e.name).join(", ")} ${alive.length === 1 ? "blocks" : "block"} your way!`);
  announceIntents(ctx);
}

/** Each enemy's next action: the first ai rule whose condition holds and whose ability is usable. */
export function chooseIntent(enemy: Creature, ctx: RuleContext): Creature["intent"] {
  const hero = ctx.state.player;
  const def = enemy.def ? ctx.registries.creatures.tryGet(enemy.def) : undefined;
  for (const rule of def?.ai ?? []) {
    const scope = { state: ctx.state, registries: ctx.registries, rng: ctx.rng, self: enemy, other: hero };
    if (!conditionsHold(rule.condition, scope)) continue;
    if (blockedReason(enemy, rule.ability, hero, ctx)) continue;
    return { ability: rule.ability, target: hero.id };
  }
  return undefined;
}

/** At the end of every turn each enemy announces its next action; the announcement binds it. */
export function announceIntents(ctx: RuleContext): void {
  for (const enemy of ctx.state.enemies) enemy.intent = chooseIntent(enemy, ctx);
}

/**
 * A flee: the hero gets away with a chance from the balance and dexterity (the fight ends,
 * the enemies go back to their room, the hero back to where they came from); an enemy
 * that flees leaves the fight for its room. True when the fight is over for the hero.
 */
export function flee(ctx: RuleContext, who: Creature): boolean {
  const { state } = ctx;
  const combat = state.combat;
  if (!combat) return false;
  const room = state.floor.rooms[combat.room]!;
  if (who !== state.player) {
    state.enemies = state.enemies.filter((e) => e !== who);
    who.intent = undefined;
    room.enemies.push(who);
    ctx.log(`${who.name} flees.`);
    return false;
  }
  if (!ctx.rng.chance(fleeChance(who, ctx))) {
    ctx.log("You try to get away, but they cut you off.");
    return false;
  }
  for (const e of state.enemies) e.intent = undefined;
  pushAll(room.enemies, state.enemies);
  state.enemies = [];
  state.combat = undefined;
  state.player.pos = [...combat.from];
  ctx.log("You flee the fight.");
  return true;
}

/** The chance a flight gets away: the balance's base, moved by dexterity above (or below) 10. */
export function fleeChance(who: Creature, ctx: Pick<RuleContext, "registries" | "state">): number {
  const b = ctx.registries.balance;
  const dex = attribute(who, "dexterity", ctx.registries, ctx.state);
  return Math.min(1, Math.max(0, b.flee_chance + (dex - 10) * b.flee_per_point));
}
