import { Box } from "ink";
import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { ConfirmView } from "../../src/ui/screens/ConfirmView.js";
import { rowsOf } from "./fixtures.js";

describe("a confirm popup with long lines above its question (a save's missing-mod warnings)", () => {
  const long = "dropped item trinkets:lucky_pebble_of_the_very_long_name_indeed from Pip's pack: no loaded mod defines it (mod trinkets is not loaded)";
  const screen = { kind: "confirm", question: "Continue without them?", lines: ["The save names what no loaded mod defines:", long] } as const;

  it("wraps them to the frame at 80 columns instead of cutting them, so every word can be read", () => {
    const ui = render(
      <Box width={80} height={23}>
        <ConfirmView screen={screen as never} width={80} />
      </Box>,
    );
    const rows = rowsOf(ui.lastFrame());
    for (const row of rows) expect([...row].length).toBeLessThanOrEqual(80);
    const text = rows.map((r) => r.replace(/[│╭╮╰╯─]/g, "").trim()).join(" ");
    expect(text).not.toContain("…");
    for (const word of long.split(" ")) expect(text).toContain(word);
    expect(text).toContain("Continue without them? (y/n)");
  });
});
