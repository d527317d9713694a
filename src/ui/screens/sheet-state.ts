import type { GameState } from "../../game/index.js";
import type { PointPlan } from "../../game/queries/index.js";

// The sheet's state lives apart from its keys (sheet.ts): the keys every run screen shares
// (play-keys.ts) open the sheet, and the sheet answers those keys too, so in one file the two
// modules would import each other.

/**
 * The character sheet: the highlighted attribute (`row`, in the sheet's order) and the
 * points placed on base stats so far. The plan belongs to the turn it was made in: once a
 * turn has passed (the points were assigned) it is spent, so it never outlives its points.
 */
export interface SheetScreen {
  readonly kind: "sheet";
  readonly row: number;
  readonly plan: PointPlan;
  readonly turn: number;
}

/** The sheet as it opens: the first row, no point placed. */
export function initialSheet(): SheetScreen {
  return { kind: "sheet", row: 0, plan: {}, turn: -1 };
}

/** The points placed and still valid: none once a turn passed or when no point waits. */
export function planOf(screen: SheetScreen, state: GameState): PointPlan {
  return screen.turn === state.turn && state.unspent_points > 0 ? screen.plan : {};
}

/** How many points the plan places. */
export function placed(plan: PointPlan): number {
  return Object.values(plan).reduce((n, p) => n + (p ?? 0), 0);
}
