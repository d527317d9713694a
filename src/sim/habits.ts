import type { Registries } from "../content/registries.js";
import { enemiesInSight, isSeen, type Command, type GameState, type ItemInstance } from "../game/index.js";
import { bars, dialogOptions, equipDeltas, modeOf, pilesOn, talkableHere, usableNow } from "../game/queries/index.js";
import type { Explorer } from "./explore.js";
import { gearScore, pointsStat, scalingStats, selfHeal } from "./gear.js";
import type { Policy } from "./policies.js";
import { ticking } from "./status.js";
import { Trader } from "./trade.js";

/** Below this share of max health the bot rests (when resting heals) or drinks before walking on. */
const RECOVER_BELOW = 0.9;
/** The share of max health the bot wants before it walks into a guarded room. */
const FIT = 0.6;
/** Out of a fight, a potion is drunk below this share when resting does not heal. */
const DRINK_BELOW = 0.45;
/** Rests in a row before the bot gives up waiting and walks on. */
const REST_STREAK = 80;
/** Turns after a rest that healed nothing before the bot tries resting again (enemies in sight may have stopped it). */
const REPROBE = 150;

const keyOf = (command: Command) => JSON.stringify(command);

/**
 * The bot's habits out of a fight, for one floor: level-up points, gear by the
 * inventory's comparison, potions, piles, talking and trading, resting, walking on and
 * down. What it learned about resting is carried to the next floor.
 */
export class Habits {
  private restHelps: boolean | undefined;
  private lastProbe = -Infinity;
  private restStreak = 0;
  private pendingRest: { turn: number; health: number; watched: boolean } | undefined;
  private readonly refusedKeys = new Set<string>();
  private readonly skippedPiles = new Set<string>();
  /** NPC tiles talked at, with the quests' states then (a change is a reason to talk again). */
  private readonly talked = new Map<string, string>();
  private said = new Set<string>();
  private talkingAt: string | undefined;
  private readonly trader: Trader;
  /** What the pack and gear looked like when betterGear last found nothing (no need to look again). */
  private gearChecked = "";
  /** Max health and stamina, asked again only when what the hero wears, carries as effects or has as base changes. */
  private maxima = { look: "", health: 0, stamina: 0 };

  constructor(
    private readonly registries: Registries,
    private readonly policy: Policy,
    private readonly explorer: Explorer,
    before?: Habits,
  ) {
    this.restHelps = before?.restHelps;
    this.lastProbe = before?.lastProbe ?? -Infinity;
    this.trader = new Trader(registries, policy, (c) => this.refusedKeys.has(keyOf(c)));
  }

  /** The command for a hero who is not fighting; undefined when the floor offers nothing and there are no stairs to reach. */
  next(state: GameState): Command | undefined {
    const mode = modeOf(state);
    if (mode === "trading") return this.trader.next(state, scalingStats(state, this.registries, state.player));
    if (mode === "talking") return this.talk(state);
    if (this.talkingAt) {
      this.talked.set(this.talkingAt, questMark(state));
      this.talkingAt = undefined;
    }
    this.learnRest(state);
    return this.explore(state);
  }

  /** A command the game refused: not tried again on this floor. */
  refused(command: Command, state: GameState): void {
    this.refusedKeys.add(keyOf(command));
    if (command.kind === "pickup") this.skippedPiles.add(`${state.player.pos[0]},${state.player.pos[1]}`);
    if (command.kind === "talk") this.talked.set(`${state.player.pos[0]},${state.player.pos[1]}`, questMark(state));
  }

  private ok(command: Command): Command | undefined {
    return this.refusedKeys.has(keyOf(command)) ? undefined : command;
  }

  private explore(state: GameState): Command | undefined {
    const { registries } = this;
    const hero = state.player;
    const [x, y] = hero.pos;
    const here = `${x},${y}`;
    if (state.unspent_points > 0) {
      const stat = pointsStat(state, registries);
      const health = registries.balance.stat_effects.find((r) => r.attribute === "max_health" && r.stat !== "level")?.stat;
      const half = Math.ceil(state.unspent_points / 2);
      const points = health && health !== stat ? { [stat]: half, [health]: state.unspent_points - half } : { [stat]: state.unspent_points };
      const assign = this.ok({ kind: "assign_points", points });
      if (assign) return assign;
    }
    const wear = this.betterGear(state);
    if (wear) return wear;
    const { health: max, stamina: maxStamina } = this.maximaOf(state);
    // A poison can kill between fights: a potion is drunk before its next tick would.
    const ticks = ticking(registries, hero);
    const low = (hero.health < max * DRINK_BELOW && this.restHelps === false) || hero.health <= ticks * 2;
    if (this.policy.drinks && (ticks > 0 || low)) {
      const drink = this.healingItem(state, low);
      if (drink) return drink;
    }
    const onPile = pilesOn(state.floor).some((p) => p.pos[0] === x && p.pos[1] === y);
    if (onPile && !this.skippedPiles.has(here)) return { kind: "pickup" };
    if (talkableHere(state, registries) && this.wantsTalk(state, here)) {
      this.talkingAt = here;
      this.said = new Set();
      // The first of several beside it, as `talk` chose before it asked whom.
      return this.ok({ kind: "talk", npc: 1 }) ?? this.walk(state, max);
    }
    // After a rest that healed nothing, the bot waits a while before it tries again.
    const tired = hero.health < max * RECOVER_BELOW && state.turn - this.lastProbe > REPROBE;
    if ((tired || hero.stamina < maxStamina / 2) && this.restStreak < REST_STREAK) {
      this.restStreak++;
      this.pendingRest = { turn: state.turn, health: hero.health, watched: enemiesInSight(state.floor) > 0 };
      return { kind: "rest" };
    }
    this.restStreak = 0;
    return this.walk(state, max);
  }

  /** A step toward what is left to see, a news pile, someone to talk to or a fight (the game's ways); else to the stairs and down. */
  private walk(state: GameState, max: number): Command | undefined {
    const hero = state.player;
    const pos = hero.pos;
    const w = state.floor.width;
    const npcs = new Set<number>();
    for (const room of state.floor.rooms) for (const n of room.npcs) npcs.add(n.pos[1] * w + n.pos[0]);
    const wanted = (x: number, y: number) => npcs.has(y * w + x) && this.wantsTalk(state, `${x},${y}`);
    const fit = hero.health >= max * FIT || !(this.restHelps !== false || (this.policy.drinks && this.carriesHealing(state)));
    const explorer = this.explorer;
    const dir =
      explorer.stepToward(state, { fight: fit, wanted }) ?? (fit ? undefined : explorer.stepToward(state, { fight: true, wanted }));
    if (dir) return { kind: "move", dir };
    const stairs = state.floor.stairs;
    if (stairs && pos[0] === stairs[0] && pos[1] === stairs[1]) return { kind: "descend" };
    const step = stairs && isSeen(state.floor, stairs[0], stairs[1]) ? explorer.stepTo(state, stairs, { fight: true, wanted }) : undefined;
    if (step) return { kind: "move", dir: step };
    // No way down known: whatever was skipped as "nothing left" is looked at again.
    explorer.lookAgain();
    const again = explorer.stepToward(state, { fight: true, wanted });
    return again ? { kind: "move", dir: again } : undefined;
  }

  /** Whether resting healed: learned from the last rest, for when to rest again. */
  private learnRest(state: GameState): void {
    if (!this.pendingRest || state.turn <= this.pendingRest.turn) return;
    const max = this.maximaOf(state).health;
    // At full health a rest says nothing about whether it heals; nor with enemies in sight (a rule may heal only unwatched).
    if (this.pendingRest.health < max) {
      const healed = state.player.health > this.pendingRest.health;
      if (healed) this.restHelps = true;
      else {
        this.lastProbe = state.turn;
        if (!this.pendingRest.watched) this.restHelps = false;
      }
    }
    this.pendingRest = undefined;
  }

  private wantsTalk(state: GameState, at: string): boolean {
    const mark = this.talked.get(at);
    return mark === undefined || mark !== questMark(state);
  }

  private talk(state: GameState): Command {
    const options = dialogOptions(state, this.registries);
    const fresh = options.filter((o) => !this.said.has(o.text));
    const pick =
      fresh.find((o) => o.option.actions.length > 0 && !o.option.actions.some((a) => a.open_shop)) ??
      fresh.find((o) => o.option.actions.some((a) => a.open_shop)) ??
      options.find((o) => o.option.actions.length === 0);
    if (!pick) return { kind: "leave" };
    this.said.add(pick.text);
    return this.ok({ kind: "choose_dialog", option: pick.number }) ?? { kind: "leave" };
  }

  /** The pack item that would improve the hero most to wear (by `equipDelta`), if any is worth the turn. */
  private betterGear(state: GameState): Command | undefined {
    const hero = state.player;
    const look = `${hero.inventory.map((i) => `${i.uid}x${i.count}`).join()}|${Object.values(hero.equipment)
      .map((i) => i.uid)
      .join()}|${hero.base.level}|${this.refusedKeys.size}`;
    if (look === this.gearChecked) return undefined;
    let best: { uid: number; score: number } | undefined;
    const scaling = scalingStats(state, this.registries, hero);
    for (const [uid, delta] of equipDeltas(state, this.registries)) {
      const score = gearScore(delta, scaling);
      if (score > 0.5 && (!best || score > best.score) && this.ok({ kind: "equip", item: uid })) best = { uid, score };
    }
    if (!best) this.gearChecked = look;
    return best && { kind: "equip", item: best.uid };
  }

  private maximaOf(state: GameState): { health: number; stamina: number } {
    const hero = state.player;
    const look = `${Object.values(hero.equipment)
      .map((i) => i.uid)
      .join()}|${hero.modifiers.map((m) => m.id).join()}|${JSON.stringify(hero.base)}`;
    if (look !== this.maxima.look) {
      const { registries } = this;
      const now = bars(hero, registries, state);
      this.maxima = { look, health: now.maxHealth, stamina: now.maxStamina };
    }
    return this.maxima;
  }

  /** Whether the pack holds something that heals when used up (by its data). */
  private carriesHealing(state: GameState): boolean {
    return state.player.inventory.some((i) => {
      const def = this.registries.items.tryGet(i.def);
      return def?.consumed_on_use === true && selfHeal(def) > 0;
    });
  }

  /** A potion to drink now: a cure for a status the hero carries, or (when `low`) the heal that wastes least. */
  private healingItem(state: GameState, low: boolean): Command | undefined {
    const hero = state.player;
    const missing = this.maximaOf(state).health - hero.health;
    let best: { item: ItemInstance; waste: number } | undefined;
    for (const item of hero.inventory) {
      const def = this.registries.items.tryGet(item.def);
      if (!def || !def.consumed_on_use || usableNow(state, this.registries, item.uid) !== undefined) continue;
      if (def.actions.some((a) => a.remove_modifier !== undefined && hero.modifiers.some((m) => m.id === a.remove_modifier)))
        return this.ok({ kind: "use_item", item: item.uid });
      const heal = selfHeal(def);
      if (!low || heal <= 0) continue;
      const waste = Math.abs(heal - missing);
      if (!best || waste < best.waste) best = { item, waste };
    }
    return best && this.ok({ kind: "use_item", item: best.item.uid });
  }
}

/** Where the quests stand (started, completed), without their counts: a change is news for a quest-giver. */
function questMark(state: GameState): string {
  return Object.entries(state.quests)
    .map(([id, q]) => `${id}:${q.state}`)
    .sort()
    .join(",");
}
