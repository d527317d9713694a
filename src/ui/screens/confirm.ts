import { NONE, type Response, type ScreenModule } from "../screen-stack.js";

/** A yes/no popup; `onYes` is the response it gives when the answer is yes. */
export interface ConfirmScreen {
  readonly kind: "confirm";
  readonly question: string;
  /** Lines shown above the question (what a loaded save lost, each on its own line). */
  readonly lines?: readonly string[];
  readonly onYes: Response;
}

/** The popup every quit key leads to. */
export function askToQuit(running: boolean): Response {
  // With a run in play, quitting saves it (the session saves on quit): the question says so, so nobody fears losing it.
  const question = running ? "Quit? The run is saved." : "Quit?";
  return { type: "push", screen: { kind: "confirm", question, onYes: { type: "quit" } } };
}

/** Whether a run is in play (one a quit saves): a game not over. */
export function runInPlay(game: { readonly state: { readonly over?: unknown } } | undefined): boolean {
  return game !== undefined && !game.state.over;
}

/** Whether `screen` is the question a quit key asks (with confirm_quit off it is not asked). */
export function isQuitQuestion(screen: { readonly kind: string; readonly onYes?: Response }): boolean {
  return screen.kind === "confirm" && screen.onYes?.type === "quit";
}

export const confirm: ScreenModule<ConfirmScreen> = {
  // Text mode: `y` and `n` must arrive as letters, not as the diagonal moves they are on the map.
  mode: () => "text",
  overlay: true,
  handle(screen, input) {
    if (input === "confirm") return screen.onYes;
    if (input === "cancel") return { type: "pop" };
    // A second Ctrl+C on the quit popup means it: leave without another question.
    if (input === "quit") return { type: "quit" };
    if (typeof input === "object") {
      const answer = input.char.toLowerCase();
      if (answer === "y") return screen.onYes;
      if (answer === "n") return { type: "pop" };
    }
    return NONE;
  },
};
