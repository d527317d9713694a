import { travelStart, travelStep, type TravelGoal, type TravelSoFar } from "../game/queries/index.js";
import { dispatch, refusedWith, saying, type Session, type SessionDeps } from "./session.js";

/** Time between two steps of a travel: the player sees the walk, and a key has a moment to stop it. */
const TRAVEL_STEP_MS = 15;

/** The line a travel stopped by a key leaves. */
export const INTERRUPTED = "stopped: a key was pressed";

/**
 * A travel (`o`, `>` off the stairs, `R`) as the UI walks it: one ordinary `move` or
 * `rest` command per step through the session's dispatch (so each step is a real turn,
 * saved and logged as any other), asking the game's `travelStep` before each one, until
 * it says why it stops or a key is pressed. The session lives with the App: `get` and
 * `set` read and replace it.
 */
export class TravelLoop {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private goal: TravelGoal = "explore";
  private so: TravelSoFar | undefined;
  /** Why the travel took a step off its goal's way (see `TravelStep`), said again when it stops. */
  private aside: string | undefined;
  /** NPCs a travel stopped at, per floor: the next travel walks on past them. (Piles keep their own `visited`, in the game.) */
  private passed = { floor: -1, npcs: new Set<string>() };

  constructor(
    private readonly get: () => Session,
    private readonly set: (session: Session) => void,
    private readonly deps: SessionDeps,
    private readonly stepMs = TRAVEL_STEP_MS,
    /** Whether autopickup is on now (the player's option; read at each travel's start). */
    private readonly autopickup: () => boolean = () => false,
  ) {}

  /** Whether a travel is under way. */
  get busy(): boolean {
    return this.so !== undefined;
  }

  /** Begins a travel; its first step is taken at once. */
  start(goal: TravelGoal): void {
    const game = this.get().game;
    if (!game) return;
    if (this.passed.floor !== game.state.floor.number) this.passed = { floor: game.state.floor.number, npcs: new Set() };
    this.goal = goal;
    this.aside = undefined;
    this.so = travelStart(game.state, this.deps.registries, this.passed, this.autopickup());
    this.step();
  }

  /** Stops the travel under way (a key was pressed); the message line says so. */
  interrupt(): void {
    if (this.busy) this.finish(INTERRUPTED);
  }

  /** Stops without a word (the App unmounts). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.so = undefined;
  }

  private step(): void {
    this.timer = undefined;
    const session = this.get();
    const game = session.game;
    // Anything but the bare map on top (a fight began, the run ended) ends the travel: that screen is the news.
    if (!this.so || !game || session.stack.at(-1)?.kind !== "map") return this.cancel();
    const next = travelStep(game.state, this.deps.registries, this.goal, this.so);
    if (next.kind === "stop") {
      if (next.met) this.passed.npcs.add(next.met);
      return this.finish(next.reason);
    }
    const command =
      next.kind === "move"
        ? { kind: "move" as const, dir: next.dir }
        : next.kind === "pickup"
          ? { kind: "pickup" as const, auto: true as const }
          : { kind: "rest" as const };
    if (next.kind === "move" && next.aside) this.aside = next.aside;
    const { session: after } = dispatch(session, { type: "command", command }, this.deps);
    this.set(this.aside && !after.refused ? saying(after, [...after.messages, this.aside]) : after);
    this.so = { ...this.so, first: false };
    if (after.refused) return this.cancel();
    this.timer = setTimeout(() => this.step(), this.stepMs);
  }

  private finish(reason: string): void {
    const session = this.get();
    // After steps, their last messages stay above the reason; a travel that never stepped
    // did nothing, and says why as any key that does nothing does.
    const first = this.so?.first ?? true;
    const said = this.aside ? `${reason} (${this.aside})` : reason;
    this.cancel();
    this.set(first ? refusedWith(session, said) : saying(session, [...session.messages.filter((m) => m !== this.aside), said]));
  }
}
