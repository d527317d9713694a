import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { Input } from "../../src/ui/keymap.js";
import type { Screen, ScreenContext } from "../../src/ui/screen-stack.js";
import { handleInput, initialCreate, initialTitle, inputMode, type CreateScreen } from "../../src/ui/screens/index.js";
import { NAME_LIMIT } from "../../src/ui/screens/create.js";
import { loadOk, makeProfile, TINY_CORE } from "../helpers/profile.js";

// One pick-1 step and one pick-2 step, so both ways of choosing are exercised.
const CHARACTER = `
[[option_categories]]
id = "origin"
name = "Origin"
pick = 1

[[option_categories]]
id = "gifts"
name = "Gifts"
pick = 2

[[options]]
id = "hill"
category = "core:origin"
name = "Hill"
modifiers = [{ attribute = "strength", flat = 1 }]

[[options]]
id = "vale"
category = "core:origin"
name = "Vale"
modifiers = [{ attribute = "dexterity", flat = 1 }]

[[options]]
id = "keen"
category = "core:gifts"
name = "Keen"
modifiers = [{ attribute = "accuracy", flat = 1 }]

[[options]]
id = "tough"
category = "core:gifts"
name = "Tough"
modifiers = [{ attribute = "max_health", percent = 10 }]

[[options]]
id = "lucky"
category = "core:gifts"
name = "Lucky"
modifiers = [{ attribute = "luck", flat = 1 }]
`;

let ctx: ScreenContext;
beforeAll(() => {
  const registries: Registries = loadOk(makeProfile({ core: { ...TINY_CORE, "character.toml": CHARACTER } })).registries;
  ctx = { registries };
});

const on = (screen: Screen, input: Input) => handleInput(screen, input, ctx);

/** Feeds inputs one by one, applying each `replace`; returns the last screen and response. */
function run(screen: Screen, inputs: Input[]) {
  let response = on(screen, inputs[0]!);
  for (const input of inputs.slice(1)) {
    if (response.type === "replace") screen = response.screen;
    response = on(screen, input);
  }
  return { screen: response.type === "replace" ? response.screen : screen, response };
}

describe("title", () => {
  it("starts character creation, and quits directly from its menu", () => {
    expect(on(initialTitle(), "confirm")).toEqual({ type: "push", screen: initialCreate() });
    expect(run(initialTitle(), ["south", "south", "confirm"]).response).toEqual({ type: "quit" });
    expect(run(initialTitle(), ["north", "confirm"]).response).toEqual({ type: "push", screen: initialCreate() }); // the menu does not wrap
  });

  it("asks before quitting on q, and opens help on ?", () => {
    expect(on(initialTitle(), "quit")).toMatchObject({
      type: "push",
      screen: { kind: "confirm", question: "Quit?", onYes: { type: "quit" } },
    });
    expect(on(initialTitle(), "help")).toEqual({ type: "push", screen: { kind: "help" } });
  });
});

describe("character creation", () => {
  it("chooses the highlighted option with Enter on a pick-1 step", () => {
    const { screen } = run(initialCreate(), ["south", "confirm"]);
    expect(screen).toMatchObject({ step: 1, chosen: [["core:vale"]] });
  });

  it("marks with Space on a pick-2 step and moves on only with exactly two marked", () => {
    const atGifts = run(initialCreate(), ["confirm"]).screen;
    expect(run(atGifts, ["toggle", "confirm"]).screen).toMatchObject({ step: 1, chosen: [["core:hill"], ["core:keen"]] });
    const three = run(atGifts, ["toggle", "south", "toggle", "south", "toggle"]).screen as CreateScreen;
    expect(three.chosen[1]).toEqual(["core:keen", "core:tough"]); // a third mark is refused
    expect(run(three, ["confirm"]).screen).toMatchObject({ step: 2 });
    expect(run(three, ["north", "toggle"]).screen).toMatchObject({ chosen: [["core:hill"], ["core:keen"]] }); // unmark
  });

  it("takes a name as text and starts the run with every choice", () => {
    const naming = run(initialCreate(), ["confirm", "toggle", "south", "toggle", "confirm"]).screen;
    expect(inputMode(naming, ctx)).toBe("text");
    expect(inputMode(initialCreate(), ctx)).toBe("keys");
    const { response } = run(naming, [{ char: "h" }, { char: "jx" }, "backspace", "confirm"]);
    expect(response).toEqual({ type: "start", name: "hj", options: ["core:hill", "core:keen", "core:tough"] });
    expect(run(naming, ["confirm"]).response).toMatchObject({ type: "start", name: "Wanderer" });
  });

  it("refuses letters past the name limit and marks the refusal, which the next key clears", () => {
    const naming = run(initialCreate(), ["confirm", "toggle", "south", "toggle", "confirm"]).screen;
    const full = run(naming, [{ char: "x".repeat(NAME_LIMIT - 1) }, { char: "yz" }]).screen as CreateScreen;
    expect(full.name).toBe(`${"x".repeat(NAME_LIMIT - 1)}y`);
    expect(full.full).toBe(true);
    const fits = run(naming, [{ char: "x".repeat(NAME_LIMIT) }]).screen as CreateScreen;
    expect(fits.full).toBeUndefined();
    const erased = run(full, ["backspace"]).screen as CreateScreen;
    expect([erased.name, erased.full]).toEqual(["x".repeat(NAME_LIMIT - 1), undefined]);
  });

  it("goes back a step with Escape, to the title from the first step, keeping the cursor on the earlier choice", () => {
    expect(on(initialCreate(), "cancel")).toEqual({ type: "pop" });
    const back = run(initialCreate(), ["south", "confirm", "cancel"]).screen;
    expect(back).toMatchObject({ step: 0, cursor: 1 });
  });
});

describe("map", () => {
  it("turns the eight movement inputs into move commands", () => {
    const dirs = {
      north: "n",
      northeast: "ne",
      east: "e",
      southeast: "se",
      south: "s",
      southwest: "sw",
      west: "w",
      northwest: "nw",
    } as const;
    for (const [input, dir] of Object.entries(dirs)) {
      expect(on({ kind: "map" }, input as Input)).toEqual({ type: "command", command: { kind: "move", dir } });
    }
    expect(on({ kind: "map" }, "rest")).toEqual({ type: "command", command: { kind: "rest" } });
    expect(on({ kind: "map" }, "descend")).toEqual({ type: "command", command: { kind: "descend" } });
  });

  it("opens help and the quit popup, and answers what it does not know by saying so", () => {
    expect(on({ kind: "map" }, "help")).toEqual({ type: "push", screen: { kind: "help" } });
    expect(on({ kind: "map" }, "quit")).toMatchObject({ type: "push", screen: { kind: "confirm" } });
    expect(on({ kind: "map" }, { char: "x" })).toEqual({ type: "none", reason: "x is no key here (? lists them)" });
  });
});

describe("help and confirm", () => {
  it("closes help with Escape or ?", () => {
    expect(on({ kind: "help" }, "cancel")).toEqual({ type: "pop" });
    expect(on({ kind: "help" }, "help")).toEqual({ type: "pop" });
    expect(on({ kind: "help" }, "north")).toEqual({ type: "none" });
  });

  it("answers yes with y, Y or Enter, and no with n or Escape", () => {
    const yes = { type: "quit" } as const;
    const popup: Screen = { kind: "confirm", question: "Quit?", onYes: yes };
    expect(inputMode(popup, ctx)).toBe("text");
    for (const input of [{ char: "y" }, { char: "Y" }, "confirm"] as Input[]) expect(on(popup, input)).toEqual(yes);
    for (const input of [{ char: "n" }, "cancel"] as Input[]) expect(on(popup, input)).toEqual({ type: "pop" });
    expect(on(popup, { char: "x" })).toEqual({ type: "none" });
  });
});
