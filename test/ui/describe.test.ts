import { describe, expect, it } from "vitest";
import { describeOption, formatModifier } from "../../src/ui/describe.js";
import { coreRegistries } from "./fixtures.js";

describe("option descriptions", () => {
  it("writes modifiers as signed amounts, percent ones with %", () => {
    expect(formatModifier({ attribute: "strength", flat: 2 })).toEqual(["+2 strength"]);
    expect(formatModifier({ attribute: "max_health", percent: 10 })).toEqual(["+10% max_health"]);
    expect(formatModifier({ attribute: "dexterity", flat: -1 })).toEqual(["-1 dexterity"]);
    expect(formatModifier({ attribute: "luck", flat: 1, percent: 5 })).toEqual(["+1 luck", "+5% luck"]);
  });

  it("names an option's abilities by their names, not their ids", () => {
    const registries = coreRegistries();
    const option = registries.options.all().find((o) => o.abilities.length > 0)!;
    const { abilities } = describeOption(option, registries);
    expect(abilities).toEqual(option.abilities.map((id) => registries.abilities.get(id).name));
  });
});
