import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";

/** What a screen of a running game is drawn from: the game, the last command's lines, the frame's size. */
export interface PlayProps<S> {
  readonly screen: S;
  readonly game: Game;
  readonly registries: Registries;
  readonly messages: readonly string[];
  /** The last command's refusal, when it was refused. */
  readonly refused?: string;
  readonly width: number;
  readonly height: number;
}
