/**
 * How the bot plays: a policy is a set of habits, named so `rustkeep sim --policy` can
 * choose one. The bot's code is the same for all; a policy switches parts of it off.
 */
export interface Policy {
  readonly name: string;
  /** What `rustkeep sim --help` says of it. */
  readonly summary: string;
  /** Weighs the enemies' announced moves: guards, heals or flees before a deadly blow, kills the worst threat first. */
  readonly readsIntents: boolean;
  /** Drinks potions and uses other items (in a fight and out of one), and buys potions. */
  readonly drinks: boolean;
  /** Uses abilities besides the plain attack (the first common ability aimed at an enemy). */
  readonly usesAbilities: boolean;
}

/** The policies, by name; the first is the default. */
export const POLICIES: readonly Policy[] = [
  {
    name: "default",
    summary: "reads intents, uses its kit by the odds, drinks potions, shops and equips",
    readsIntents: true,
    drinks: true,
    usesAbilities: true,
  },
  {
    name: "careless",
    summary: "like default, but ignores intents and never drinks",
    readsIntents: false,
    drinks: false,
    usesAbilities: true,
  },
  {
    name: "attack-only",
    summary: "only the plain attack: no other ability, no items, no intents",
    readsIntents: false,
    drinks: false,
    usesAbilities: false,
  },
];

/** The policy called `name`, if there is one. */
export function policyNamed(name: string): Policy | undefined {
  return POLICIES.find((p) => p.name === name);
}
