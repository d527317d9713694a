import { attribute, countedAttribute } from "./attributes.js";
import { noteKill } from "./memory.js";
import { leaveDrop } from "./piles.js";
import { intentLost, whyBlocked } from "./rules/abilities.js";
import { useAbility } from "./effects/use-ability.js";
import { noLonger } from "./rules/words.js";
import { possessiveOf } from "./wording.js";
import { announceIntents } from "./rules/combat.js";
import { creaturesInPlay, type RuleContext } from "./rules/context.js";
import type { EventQueue } from "./effects/triggers.js";
import type { GameEvent } from "./outcome.js";
import type { ActiveModifier, Creature } from "./state.js";

/** Every creature in play gets its `turn_started` (a poison ticks through it). */
export function startTurn(ctx: RuleContext): void {
  for (const c of creaturesInPlay(ctx.state)) ctx.emit({ type: "turn_started", source: c.id, target: c.id });
}

/**
 * The enemies act in initiative order (ties go to the hero, who already acted), each
 * doing what it announced. The order is a snapshot, so it must survive the fight
 * changing under it: a flight that ends the fight, a dead or fled enemy.
 */
export function enemiesAct(ctx: RuleContext): void {
  const { state, registries } = ctx;
  const order = [...state.enemies].sort(
    (a, b) => attribute(b, "initiative", registries, state) - attribute(a, "initiative", registries, state),
  );
  for (const enemy of order) {
    if (!state.combat || state.player.health <= 0) return;
    if (enemy.health <= 0 || !state.enemies.includes(enemy) || !enemy.intent) continue;
    const { ability } = enemy.intent;
    const blocked = whyBlocked(enemy, ability, state.player, ctx);
    if (blocked) {
      ctx.log(intentLost(enemy, ability, blocked, ctx));
      continue;
    }
    if (!useAbility(enemy, ability, state.player, ctx)) return;
  }
}

/** Durations and cooldowns count down (a modifier put on this turn waits); stamina comes back. */
function tick(ctx: RuleContext): void {
  const regen = ctx.registries.balance.stamina_regen;
  for (const c of creaturesInPlay(ctx.state)) {
    for (const m of c.modifiers) if (m.remaining !== undefined && m.since !== ctx.state.turn) m.remaining -= 1;
    for (const [id, left] of Object.entries(c.cooldowns)) {
      if (left <= 1) delete c.cooldowns[id];
      else c.cooldowns[id] = left - 1;
    }
    const max = countedAttribute(c, "max_stamina", ctx.registries, ctx.state);
    c.stamina = Math.min(max, c.stamina + regen);
  }
}

/**
 * The end of a turn: tick, queue `turn_ended`, drain the queue, then remove expired
 * modifiers and the dead (only now: a trigger may still have needed them), settle the
 * fight, announce intents.
 */
export function endTurn(ctx: RuleContext, queue: EventQueue): void {
  const { state } = ctx;
  tick(ctx);
  for (const c of creaturesInPlay(state)) ctx.emit({ type: "turn_ended", source: c.id, target: c.id });
  queue.drain(ctx);
  // Expired modifiers go after the drain, so their last turn's triggers still ran.
  for (const c of creaturesInPlay(state)) {
    const expired = (m: ActiveModifier) => m.remaining !== undefined && m.remaining <= 0;
    if (c.health > 0) for (const m of c.modifiers) if (expired(m)) ctx.log(noLonger(c, m.id, ctx));
    c.modifiers = c.modifiers.filter((m) => !expired(m));
  }
  removeDead(ctx, queue);
  if (state.combat && state.enemies.length === 0) {
    const room = state.floor.rooms[state.combat.room]!;
    // An enemy that fled is back in its room: the room is only cleared when nobody is left.
    room.cleared = !room.enemies.some((e) => e.health > 0);
    state.combat = undefined;
    ctx.emit({ type: "combat_ended", source: state.player.id, target: state.player.id });
    ctx.log("The room falls quiet.");
    queue.drain(ctx);
  }
  if (state.combat) announceIntents(ctx);
}

function removeDead(ctx: RuleContext, queue: EventQueue): void {
  const { state, registries } = ctx;
  const everyone = creaturesInPlay(state);
  for (const enemy of state.enemies.filter((e) => e.health <= 0)) {
    const def = enemy.def ? registries.creatures.tryGet(enemy.def) : undefined;
    // The death itself was logged on the line of the blow.
    state.exp += def?.exp_reward ?? 0;
    state.kills = (state.kills ?? 0) + 1;
    noteKill(state, enemy);
    leaveDrop(enemy, ctx);
  }
  state.enemies = state.enemies.filter((e) => e.health > 0);
  if (state.player.health <= 0) {
    const death = queue.handled.find((e) => e.type === "creature_died" && e.target === state.player.id);
    const killer = death?.source === state.player.id ? undefined : everyone.find((e) => e.id === death?.source);
    state.over = { outcome: "died", cause: deathCause(killer, death?.data) };
  }
}

/** "slain by Giant rat's Bite", "slain by Bomb", "succumbed to their wounds (Burning)". */
function deathCause(killer: Creature | undefined, data: GameEvent["data"]): string {
  const blow = data?.["blow"];
  const cause = data?.["cause"];
  if (killer) return blow !== undefined ? `slain by ${possessiveOf(killer.name)} ${blow}` : `slain by ${killer.name}`;
  return cause !== undefined ? `succumbed to their wounds (${cause})` : "succumbed to their wounds";
}
