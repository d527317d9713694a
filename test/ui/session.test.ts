import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { applyToStack, closeOverlays, type Screen } from "../../src/ui/screen-stack.js";
import { dispatch, initialSession, screenContext, type SaveHooks, type Session, type SessionDeps } from "../../src/ui/session.js";
import { handleInput } from "../../src/ui/screens/index.js";
import { DEFAULT_OPTIONS } from "../../src/profile/options-file.js";
import { drawnFloor } from "../helpers/scenario.js";
import { fightFloor, STEPS_TO_DEN } from "./fight.js";
import { coreRegistries } from "./fixtures.js";

const ROOM = ["#####", "#.@.#", "#####"];
const help: Screen = { kind: "help" };

let deps: SessionDeps;
beforeAll(() => {
  const registries: Registries = coreRegistries();
  deps = { registries, seed: "s", buildFloor: drawnFloor(ROOM) };
});

function started(): Session {
  const result = dispatch(initialSession(), { type: "start", name: "Ana", options: ["core:human", "core:warrior"] }, deps);
  return result.session;
}

describe("the screen stack", () => {
  it("pushes, pops and replaces, and never pops the last screen", () => {
    const title: Screen = { kind: "title", cursor: 0 };
    expect(applyToStack([title], { type: "push", screen: help })).toEqual([title, help]);
    expect(applyToStack([title, help], { type: "pop" })).toEqual([title]);
    expect(applyToStack([title], { type: "pop" })).toEqual([title]);
    expect(applyToStack([title], { type: "replace", screen: { kind: "title", cursor: 1 } })).toEqual([{ kind: "title", cursor: 1 }]);
  });

  it("closes overlays (and the log) down to the map or the fight", () => {
    expect(closeOverlays([{ kind: "map" }, help, { kind: "confirm", question: "?", onYes: { type: "quit" } }])).toEqual([{ kind: "map" }]);
    expect(closeOverlays([{ kind: "title", cursor: 0 }, help])).toHaveLength(2);
    const fight: Screen = { kind: "combat", target: "e2", cursor: 1 };
    expect(closeOverlays([{ kind: "map" }, fight, { kind: "log", back: 3 }, help])).toEqual([{ kind: "map" }, fight]);
  });
});

describe("dispatch", () => {
  it("starts a run on the map with the welcome on the message line", () => {
    const session = started();
    expect(session.stack).toEqual([{ kind: "map" }]);
    expect(session.game?.state.player.name).toBe("Ana");
    expect(session.messages.join("\n")).toContain("Welcome, Ana");
  });

  it("draws a new seed for each new run from a seed function, and reuses a fixed seed", () => {
    let draws = 0;
    const drawing: SessionDeps = { ...deps, seed: () => `drawn-${++draws}` };
    const start = { type: "start", name: "Ana", options: ["core:human", "core:warrior"] } as const;
    const first = dispatch(initialSession(), start, drawing).session.game?.state.seed;
    const second = dispatch(initialSession(), start, drawing).session.game?.state.seed;
    expect([first, second]).toEqual(["drawn-1", "drawn-2"]);
    expect(dispatch(initialSession(), start, deps).session.game?.state.seed).toBe("s");
    expect(dispatch(initialSession(), start, deps).session.game?.state.seed).toBe("s");
  });

  it("returns to the title with the reason when the run cannot start", () => {
    const { session } = dispatch(initialSession(), { type: "start", name: "Ana", options: ["core:human"] }, deps);
    expect(session.game).toBeUndefined();
    expect(session.stack).toMatchObject([{ kind: "title", notice: expect.stringContaining("Could not start") }]);
  });

  it("runs a command, closes overlays and shows a refusal's reason", () => {
    const session = { ...started(), stack: [{ kind: "map" }, help] as Screen[] };
    const moved = dispatch(session, { type: "command", command: { kind: "move", dir: "e" } }, deps).session;
    expect(moved.stack).toEqual([{ kind: "map" }]);
    expect(moved.game?.state.turn).toBe(1);
    const bumped = dispatch(moved, { type: "command", command: { kind: "move", dir: "e" } }, deps).session;
    expect(bumped.messages).toEqual(["A wall blocks the way."]);
    expect(bumped.game?.state.turn).toBe(1);
  });

  it("keeps the screens above the map open for a command told to keep them, unless the mode changes", () => {
    const inventory: Screen = { kind: "inventory", row: 7 };
    const session = { ...started(), stack: [{ kind: "map" }, inventory] as Screen[] };
    const rested = dispatch(session, { type: "command", command: { kind: "rest" }, keep: "always" }, deps).session;
    expect(rested.stack).toEqual([{ kind: "map" }, inventory]);
    expect(rested.game?.state.turn).toBe(1);
    // Kept only when refused: a command carried out closes them as any command does.
    const refused = dispatch(rested, { type: "command", command: { kind: "unequip", slot: "core:head" }, keep: "refused" }, deps).session;
    expect(refused.stack).toEqual([{ kind: "map" }, inventory]);
    expect(refused.refused).toBe("You wear nothing on your head.");
    const done = dispatch(refused, { type: "command", command: { kind: "rest" }, keep: "refused" }, deps).session;
    expect(done.stack).toEqual([{ kind: "map" }]);
  });

  it("closes a kept screen when the command starts a fight", () => {
    const fighting = { ...deps, buildFloor: fightFloor(deps.registries, [{ def: "core:rat" }]) };
    let session = dispatch(initialSession(), { type: "start", name: "Ana", options: ["core:human", "core:warrior"] }, fighting).session;
    for (let i = 1; i < STEPS_TO_DEN; i++)
      session = dispatch(session, { type: "command", command: { kind: "move", dir: "e" } }, fighting).session;
    session = { ...session, stack: [{ kind: "map" }, { kind: "inventory", row: 7 }] };
    const { stack } = dispatch(session, { type: "command", command: { kind: "move", dir: "e" }, keep: "always" }, fighting).session;
    expect(stack.map((s) => s.kind)).toEqual(["map", "combat"]);
  });

  it("asks the App to exit on quit and ignores commands before a run", () => {
    expect(dispatch(initialSession(), { type: "quit" }, deps).exit).toBe(true);
    const idle = initialSession();
    expect(dispatch(idle, { type: "command", command: { kind: "rest" } }, deps)).toEqual({ session: idle, exit: false });
  });

  it("keeps the profile's best runs and options when a saved run cannot be continued", () => {
    const scores = { runs: [{ name: "Bo" } as never] };
    const options = { ...DEFAULT_OPTIONS, theme: "monochrome" as const };
    const saves: SaveHooks = {
      peek: () => undefined,
      resume: () => ({ refused: "line 2: not valid TOML" }),
      save: () => {},
      discard: () => {},
      playing: () => {},
    };
    const back = dispatch(initialSession(saves, scores, options), { type: "continue" }, { ...deps, saves }).session;
    expect(back.stack[0]).toMatchObject({ kind: "title", notice: "Cannot continue: line 2: not valid TOML" });
    expect(back.scores).toBe(scores);
    expect(back.options).toBe(options);
  });

  it("the title reads the best runs again when it comes back: a run written since (another window's, this one's) is listed", () => {
    const older = { runs: [{ name: "Ann" }, { name: "Bo" }, { name: "Cy" }] as never[] };
    const file = { runs: [...older.runs, { name: "Di" } as never] };
    const over: Session = { ...started(), stack: [{ kind: "gameover" }], scores: older };
    let reads = 0;
    const reading = { ...deps, readScores: () => (reads++, file) };
    const title = dispatch(over, handleInput({ kind: "gameover" }, "confirm", screenContext(over, reading)), reading).session;
    expect(title.stack.at(-1)?.kind).toBe("title");
    expect(title.scores).toEqual(file);
    // Moving the title's cursor reads nothing more.
    dispatch(title, handleInput(title.stack.at(-1)!, "south", screenContext(title, reading)), reading);
    expect(reads).toBe(1);
  });
});
