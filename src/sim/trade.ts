import type { Registries } from "../content/registries.js";
import type { Command, GameState, ItemInstance } from "../game/index.js";
import { equipDelta, gold, goodDelta, itemOdds, sellOffer, shopGoods } from "../game/queries/index.js";
import { gearScore, selfHeal } from "./gear.js";
import type { Policy } from "./policies.js";

/** Healing potions the bot likes to carry; it buys up to this many. */
const POTIONS_WANTED = 4;
/** A shop good must improve the hero by this much (see `gearScore`) to be bought. */
const GEAR_WORTH = 1;

/**
 * At a merchant's counter: sell what the bot has no use for (gear no better than what is
 * worn, by the inventory's comparison; items the policy never uses), then buy the gear that
 * improves the hero most and, for a policy that drinks, healing potions; then leave.
 */
export class Trader {
  /** Items some NPC or quest asks for (by id): never sold. */
  private readonly asked: ReadonlySet<string>;

  constructor(
    private readonly registries: Registries,
    private readonly policy: Policy,
    private readonly refused: (command: Command) => boolean,
  ) {
    const text = JSON.stringify([registries.npcs.all(), registries.quests.all()]);
    this.asked = new Set(registries.items.ids().filter((id) => text.includes(`"${id}"`)));
  }

  next(state: GameState, scaling: ReadonlySet<string>): Command {
    for (const item of state.player.inventory) {
      if (!this.junk(state, item, scaling)) continue;
      const offer = sellOffer(state, this.registries, item.uid);
      const command: Command = { kind: "sell", uid: item.uid, count: item.count };
      if (!offer.refused && !this.refused(command)) return command;
    }
    const money = gold(state, this.registries);
    const goods = shopGoods(state, this.registries).filter((g) => g.price <= money && !this.refused({ kind: "buy", good: g.number }));
    let best: { number: number; score: number } | undefined;
    const slots = new Set(state.player.inventory.map((i) => this.registries.items.tryGet(i.def)?.slot).filter((s) => s !== undefined));
    for (const good of goods) {
      const slot = this.registries.items.tryGet(good.item.def)?.slot;
      // One new piece per slot waits in the pack at a time: it is worn when the talk is over.
      if (slot === undefined || slots.has(slot)) continue;
      const delta = goodDelta(state, this.registries, good.number);
      const score = delta ? gearScore(delta, scaling) : 0;
      if (score >= GEAR_WORTH && (!best || score > best.score)) best = { number: good.number, score };
    }
    if (best) return { kind: "buy", good: best.number };
    if (this.policy.drinks && this.potions(state) < POTIONS_WANTED) {
      const potion = goods
        .filter((g) => this.healOf(g.item.def) > 0)
        .sort((a, b) => a.price / this.healOf(a.item.def) - b.price / this.healOf(b.item.def))[0];
      if (potion) return { kind: "buy", good: potion.number };
    }
    return { kind: "leave" };
  }

  /** What a healing item restores (by its data), 0 for anything else. */
  private healOf(def: string): number {
    const item = this.registries.items.tryGet(def);
    return item?.consumed_on_use ? selfHeal(item) : 0;
  }

  private potions(state: GameState): number {
    return state.player.inventory.reduce((n, i) => n + (this.healOf(i.def) > 0 ? i.count : 0), 0);
  }

  private junk(state: GameState, item: ItemInstance, scaling: ReadonlySet<string>): boolean {
    const def = this.registries.items.tryGet(item.def);
    if (!def || item.def === this.registries.balance.currency || this.asked.has(item.def)) return false;
    if (def.slot !== undefined) return gearScore(equipDelta(state, this.registries, item.uid) ?? [], scaling) <= 0;
    if (def.actions.length > 0) return !this.policy.drinks || itemOdds(state, this.registries, item.uid) === undefined;
    return true;
  }
}
