/** The most of one item a `give` line hands over (a stack of gold; a hundred potions). */
export const MAX_GIVE = 100_000;
/** The most instances of an item that does not stack one `give` makes (each is its own pile entry). */
export const MAX_GIVE_SINGLES = 100;
/** The largest value, either way, `set` puts in an attribute: past it the numbers stop meaning anything. */
export const MAX_SET = 1_000_000;

/** Why a wizard command is refused outside wizard mode (the runner says the same before the game is asked). */
export function needsWizard(verb: string): string {
  return `${verb} needs --wizard`;
}
/** The most enemies a fight holds for `spawn` to add one more. */
export const MAX_SPAWNED = 20;
