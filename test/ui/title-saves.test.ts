import { describe, expect, it } from "vitest";
import { handleInput } from "../../src/ui/screens/index.js";
import { initialTitle, titleMenu } from "../../src/ui/screens/title.js";
import { coreRegistries } from "./fixtures.js";

const ctx = { registries: coreRegistries() };
const SAVED = { hero: "Ada", floor: 3, turn: 41 };

describe("the title with a save", () => {
  it("offers Continue first, and only when the slot holds a readable run", () => {
    expect(titleMenu(initialTitle(undefined, SAVED))).toEqual(["Continue", "New run", "Options", "Quit"]);
    expect(titleMenu(initialTitle())).toEqual(["New run", "Options", "Quit"]);
    expect(titleMenu(initialTitle(undefined, { refused: "line 2: not valid TOML" }))).toEqual(["New run", "Options", "Quit"]);
    expect(handleInput(initialTitle(undefined, SAVED), "confirm", ctx)).toEqual({ type: "continue" });
  });

  it("New run over a save asks first, naming the run it would overwrite; without a save it goes straight on", () => {
    const screen = { ...initialTitle(undefined, SAVED), cursor: 1 };
    const asked = handleInput(screen, "confirm", ctx);
    expect(asked).toMatchObject({
      type: "push",
      screen: {
        kind: "confirm",
        question: "Start a new run?",
        lines: ["The saved run (Ada, floor 3, turn 41) will be overwritten."],
        onYes: { type: "replace", screen: { kind: "create" } },
      },
    });
    expect(handleInput(initialTitle(), "confirm", ctx)).toMatchObject({ type: "push", screen: { kind: "create" } });
  });
});
