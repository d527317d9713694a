import type { Registries } from "../content/registries.js";

/**
 * The heroes a batch of runs cycles through: every combination of one option per
 * category (race × class in core), in the registries' order, with the pinned options
 * fixed. A category that asks for more than one pick takes its first `pick` options.
 */
export function heroChoices(registries: Registries, pinned: readonly string[]): string[][] {
  let combos: string[][] = [[]];
  for (const category of registries.option_categories.all()) {
    const mine = registries.options.all().filter((o) => o.category === category.id);
    const fixed = pinned.filter((id) => registries.options.tryGet(id)?.category === category.id);
    const groups = fixed.length ? [fixed] : category.pick === 1 ? mine.map((o) => [o.id]) : [mine.slice(0, category.pick).map((o) => o.id)];
    combos = combos.flatMap((c) => groups.map((g) => [...c, ...g]));
  }
  return combos;
}

/** Run `i` of a batch started with `seed`: its own seed, so one run can be played again alone. */
export function runSeed(seed: string, i: number): string {
  return `${seed}-${i + 1}`;
}
