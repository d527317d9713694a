/** How one floor went for one run: what the hero arrived with, and the turns spent there. */
export interface FloorRecord {
  readonly number: number;
  /** Health on arrival, and the share of max health it was. */
  readonly health: number;
  readonly healthShare: number;
  readonly gold: number;
  readonly level: number;
  /** The game's turn on arrival. */
  readonly arrivedAt: number;
  /** Turns from arrival to leaving (or to the end of the run). */
  turns: number;
}

/**
 * One bot run, as the report needs it. `stuck`: the run hit its turn cap or the bot ran out
 * of things to try (reported as such, never as a death or a hang).
 */
export interface RunRecord {
  readonly seed: string;
  /** The hero's chosen option ids, in category order (race, class in core). */
  readonly options: readonly string[];
  outcome: "won" | "died" | "stuck";
  /** What ended the run: the game's cause of death, or why the bot got stuck. */
  cause: string;
  turns: number;
  /** The floor the run ended on. */
  floor: number;
  readonly floors: FloorRecord[];
  /** How often the hero used each ability (ids), in fights. */
  readonly abilityUses: Record<string, number>;
  /** How often the hero used each item (ids). */
  readonly itemUses: Record<string, number>;
  /** The boss creatures (definition ids) the hero met in a fight. */
  readonly bossesMet: string[];
}
