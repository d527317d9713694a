import type { Registries } from "../content/registries.js";
import type { ScriptHost } from "../content/script-port.js";
import type { Action } from "../content/schemas/index.js";
import { type Command, type Creature, type GameState } from "../game/index.js";
import { abilityChoices, abilityOdds, announcedThreats, bars, heroFleeChance, itemOdds, usableNow } from "../game/queries/index.js";
import type { Threat } from "../game/queries/index.js";
import type { Policy } from "./policies.js";
import { lastingOf, tickDamage, ticking } from "./status.js";
import { minOf, pushAll } from "../lib/arrays.js";

/** A possible fight command and what the bot expects it to be worth, in health points. */
interface Option {
  readonly command: Command;
  readonly value: number;
  /** Health it gives back or spares this turn (for the flee decision). */
  readonly saves: number;
}

/** Stamina is worth a little: between two equal blows the cheaper one wins. */
const STAMINA_WORTH = 0.3;
/** A potion used up is worth keeping unless it does real good. */
const CONSUMED_WORTH = 4;
/** The turns of a guard the bot counts on (the fight may be over sooner). */
const GUARD_TURNS = 3;
/** Below this share of max health a heal is worth its full amount even with no deadly blow announced. */
const LOW_HEALTH = 0.4;

/**
 * The fight command the policy picks. Everything it knows comes from the queries: the
 * choices and why one is blocked, the odds of each ability and item, the damage each
 * enemy's announcement will deal (and would deal if a guard or a blinding were on); a scripted
 * blow's odds are run on the game's `scripts`.
 */
export function fightCommand(state: GameState, registries: Registries, policy: Policy, scripts?: ScriptHost): Command {
  const hero = state.player;
  const foes = state.enemies.map((e, index) => ({ e, index })).filter(({ e }) => e.health > 0);
  const first = foes[0];
  if (!first) return { kind: "rest" };
  if (!policy.usesAbilities) return plainAttack(state, registries, hero, first.index, first.e);
  const threats = policy.readsIntents ? announcedThreats(state, registries, {}, scripts) : [];
  const max = bars(hero, registries, state).maxHealth;
  // The hero's own poison or fire ticks at the end of the turn too.
  const ticks = policy.readsIntents ? ticking(registries, hero) : 0;
  const expected = sum(threats.map((t) => t.expected)) + ticks;
  const worst = sum(threats.map((t) => t.worst)) + ticks;
  const danger = policy.readsIntents && worst >= hero.health;
  const healWorth = hero.health - expected <= 0 ? 3 : danger ? 2 : hero.health < max * LOW_HEALTH ? 1.2 : 0.5;
  const look: Look = { state, registries, scripts, policy, hero, threats, expected, healWorth, missing: max - hero.health };
  const options: Option[] = [{ command: { kind: "rest" }, value: 0.1, saves: 0 }];
  let flee: Command | undefined;
  for (const { e, index } of foes) {
    for (const choice of abilityChoices(state, registries, hero, e)) {
      if (choice.blocked) continue;
      if (choice.def.actions.some((a) => a.flee)) {
        flee = { kind: "use_ability", ability: choice.id };
        continue;
      }
      // A self or room-wide ability is the same whichever enemy is named: weigh it once.
      if (choice.def.target !== "enemy" && index !== first.index) continue;
      options.push(abilityOption(look, choice.id, choice.def.target, index, e, foes));
    }
  }
  if (policy.drinks) pushAll(options, itemOptions(look, foes));
  options.sort((a, b) => b.value - a.value);
  const best = options[0]!;
  // Flee only from a death the best move cannot stop, and only with a fair chance to get away.
  if (flee && danger && hero.health + best.saves - expected <= 0 && heroFleeChance(state, registries) >= 0.3) return flee;
  return best.command;
}

/** The plain attack: the first common ability aimed at an enemy (the attack-only policy's one move). */
function plainAttack(state: GameState, registries: Registries, hero: Creature, index: number, target: Creature): Command {
  const common = new Set(registries.balance.common_abilities);
  const attack = abilityChoices(state, registries, hero, target).find((c) => common.has(c.id) && c.def.target === "enemy" && !c.blocked);
  return attack ? { kind: "use_ability", ability: attack.id, target: index } : { kind: "rest" };
}

interface Look {
  readonly state: GameState;
  readonly registries: Registries;
  readonly scripts: ScriptHost | undefined;
  readonly policy: Policy;
  readonly hero: Creature;
  readonly threats: readonly Threat[];
  readonly expected: number;
  readonly healWorth: number;
  readonly missing: number;
}

function abilityOption(
  look: Look,
  id: string,
  aim: string,
  index: number,
  target: Creature,
  foes: readonly { e: Creature; index: number }[],
): Option {
  const { state, registries, scripts, hero } = look;
  const def = registries.abilities.get(id);
  const command: Command = aim === "enemy" ? { kind: "use_ability", ability: id, target: index } : { kind: "use_ability", ability: id };
  let value = -def.cost * STAMINA_WORTH;
  let saves = 0;
  if (aim === "self") {
    const odds = abilityOdds(state, registries, hero, id, target, scripts);
    const healed = Math.min(odds.heal, look.missing);
    const spared = guardSpared(look, modifiersPut(def.actions, "self"));
    value += healed * look.healWorth + spared;
    saves += healed + spared;
  } else {
    for (const foe of aim === "enemy" ? [{ e: target, index }] : foes) {
      const odds = abilityOdds(state, registries, hero, id, foe.e, scripts);
      value += blowWorth(look, odds, foe.e, foe.index, modifiersPut(def.actions, "target"));
      saves += odds.hit * killSpares(look, odds, foe.e, foe.index);
    }
    const healed = Math.min(abilityOdds(state, registries, hero, id, target, scripts).heal, look.missing);
    value += healed * look.healWorth;
    saves += healed;
  }
  return { command, value, saves };
}

/** What hitting `foe` is worth: the damage (more for a worse threat), a kill that stops its blow, what its debuffs spare and tick. */
function blowWorth(
  look: Look,
  odds: { hit: number; expectedDamage: number },
  foe: Creature,
  index: number,
  debuffs: readonly string[],
): number {
  const threat = threatOf(look, index);
  const damage = Math.min(odds.expectedDamage, foe.health);
  let value = damage * (1 + threat / Math.max(1, foe.health)) + odds.hit * killSpares(look, odds, foe, index) * 1.5;
  const fresh = debuffs.filter((m) => !foe.modifiers.some((a) => a.id === m));
  if (fresh.length) {
    if (look.policy.readsIntents && threat > 0) {
      const after = announcedThreats(look.state, look.registries, { enemy: { index, modifiers: fresh } }, look.scripts).find(
        (t) => t.index === index,
      );
      value += odds.hit * Math.max(0, threat - (after?.expected ?? 0));
    }
    value += odds.hit * Math.min(foe.health, sum(fresh.map((m) => tickDamage(look.registries, m)))) * 0.7;
  }
  return value;
}

/** The blow `foe` announced, when this hit would likely kill it first. */
function killSpares(look: Look, odds: { hit: number; expectedDamage: number }, foe: Creature, index: number): number {
  const perHit = odds.hit > 0 ? odds.expectedDamage / odds.hit : 0;
  return perHit >= foe.health ? threatOf(look, index) : 0;
}

/** What putting `modifiers` on the hero spares of the announced blows this turn (0 for a policy that does not read them). */
function guardSpared(look: Look, modifiers: readonly string[]): number {
  const fresh = modifiers.filter((m) => !look.hero.modifiers.some((a) => a.id === m));
  if (!look.policy.readsIntents || fresh.length === 0 || look.expected === 0) return 0;
  const after = sum(announcedThreats(look.state, look.registries, { hero: fresh }, look.scripts).map((t) => t.expected));
  // A guard lasts: the next turns' blows are not announced yet, but are likely much the same.
  const lasts = Math.min(
    GUARD_TURNS,
    minOf(
      fresh.map((m) => {
        const def = look.registries.modifiers.tryGet(m);
        return def ? lastingOf(def) : 1;
      }),
    ),
  );
  return Math.max(0, look.expected - after) * lasts * Math.max(1, look.healWorth);
}

function itemOptions(look: Look, foes: readonly { e: Creature; index: number }[]): Option[] {
  const { state, registries, scripts, hero } = look;
  const options: Option[] = [];
  for (const item of hero.inventory) {
    const def = registries.items.tryGet(item.def);
    if (!def || def.actions.length === 0) continue;
    const aimed = def.actions.some((a) => a.to === "target");
    for (const { e, index } of aimed ? foes : [{ e: hero, index: undefined }]) {
      if (usableNow(state, registries, item.uid, index) !== undefined) continue;
      const odds = itemOdds(state, registries, item.uid, e, scripts);
      if (!odds) continue;
      const healed = Math.min(odds.heal, look.missing);
      const cured = sum(
        def.actions.filter((a) => a.remove_modifier !== undefined && (a.to ?? "self") === "self").map((a) => curedWorth(look, a)),
      );
      const hit = aimed ? blowWorth(look, odds, e, index!, modifiersPut(def.actions, "target", "self")) : 0;
      const spared = guardSpared(look, modifiersPut(def.actions, "self", "self"));
      const command: Command = aimed ? { kind: "use_item", item: item.uid, target: index } : { kind: "use_item", item: item.uid };
      const value = healed * look.healWorth + cured + hit + spared - (def.consumed_on_use ? CONSUMED_WORTH : 0);
      options.push({ command, value, saves: healed + spared });
    }
  }
  return options;
}

/** What curing a status the hero carries is worth: the damage its ticks would still do. */
function curedWorth(look: Look, action: Action): number {
  const active = look.hero.modifiers.find((m) => m.id === action.remove_modifier);
  if (!active) return 0;
  const lasting = lastingOf(look.registries.modifiers.get(active.id));
  return (tickDamage(look.registries, active.id) / lasting) * (active.remaining ?? lasting);
}

function threatOf(look: Look, index: number): number {
  return look.threats.find((t) => t.index === index)?.expected ?? 0;
}

/** The named modifiers an ability's or item's actions put on `side`. */
function modifiersPut(actions: readonly Action[], side: "self" | "target", defaultTo: "self" | "target" = side): string[] {
  return actions.filter((a) => a.add_modifier !== undefined && (a.to ?? defaultTo) === side).map((a) => a.add_modifier!);
}

const sum = (xs: readonly number[]) => xs.reduce((n, x) => n + x, 0);
