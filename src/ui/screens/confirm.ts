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
export function askToQuit(): Response {
  return { type: "push", screen: { kind: "confirm", question: "Quit?", onYes: { type: "quit" } } };
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
