import type { Game, GameState } from "../game/index.js";
import { buildFloor } from "../gen/build-floor.js";
import type { LoadResult } from "../loader/load.js";
import { WriteProblem } from "../profile/fs-problem.js";
import type { SaveRefusal } from "../save/format.js";
import { headerOf, logRefusal, resume, shortRefusal } from "../save/resume.js";
import { clearSlot, slotTaken } from "../profile/save-slot.js";
import { readSlot, writeSlot } from "../save/slot.js";
import type { SlotContents } from "../ui/screens/title.js";
import type { SaveHooks } from "../ui/session.js";
import { VERSION } from "./version.js";

/**
 * The profile's save slot for the terminal game. A save that cannot be written is not a
 * crash: the reason is kept for the player (`problem`) and play goes on.
 */
export class ProfileSaves implements SaveHooks {
  #game: Game | undefined;
  #refusalLogged = false;
  problem: string | undefined;

  constructor(
    private readonly home: string,
    private readonly load: Extract<LoadResult, { ok: true }>,
  ) {}

  peek(): SlotContents {
    if (!slotTaken(this.home)) return undefined;
    const read = readSlot(this.home, VERSION);
    if ("refused" in read) return { refused: this.#refused(read) };
    return { hero: read.state.player.name, floor: read.state.floor.number, turn: read.state.turn };
  }

  resume() {
    const back = resume(this.load, this.home, VERSION, buildFloor);
    return "refused" in back ? { refused: this.#refused(back) } : back;
  }

  /** The refusal's short line; the title and Continue both ask, the log gets the full list once per launch. */
  #refused(r: SaveRefusal): string {
    if (!this.#refusalLogged) logRefusal(this.load, r);
    this.#refusalLogged = true;
    return shortRefusal(this.load, r);
  }

  save(state: GameState): void {
    try {
      writeSlot(this.home, state, headerOf(this.load, VERSION));
    } catch (err) {
      if (!(err instanceof WriteProblem)) throw err;
      this.problem = `could not save: ${err.message}`;
    }
  }

  discard(): void {
    this.#game = undefined;
    clearSlot(this.home);
  }

  playing(game: Game): void {
    this.#game = game;
  }

  /** On a signal: the run in play, saved (unless it is over). */
  saveLive(): void {
    if (this.#game && !this.#game.state.over) this.save(this.#game.state);
  }
}
