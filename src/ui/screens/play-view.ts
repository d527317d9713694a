import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";

/** What a view of a run's play screen (fight, dialog, shop) is drawn from. */
export interface PlayViewProps<S> {
  readonly screen: S;
  readonly game: Game;
  readonly registries: Registries;
  /** The last command's messages (they are the freshest lines of the log). */
  readonly messages: readonly string[];
  /** The last command's refusal, if it was refused. */
  readonly refused?: string;
  readonly width: number;
  readonly height: number;
}
