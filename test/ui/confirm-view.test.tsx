import { Box } from "ink";
import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { ConfirmView } from "../../src/ui/screens/ConfirmView.js";
import { rowsOf } from "./fixtures.js";

describe("a confirm popup with long lines above its question (a save's missing-mod warnings)", () => {
  const long =
    "dropped item trinkets:lucky_pebble_of_the_very_long_name_indeed from Pip's pack: no loaded mod defines it (mod trinkets is not loaded)";
  const screen = {
    kind: "confirm",
    question: "Continue without them?",
    lines: ["The save names what no loaded mod defines:", long],
  } as const;

  it("wraps them to the frame at 80 columns instead of cutting them, so every word can be read", () => {
    const ui = render(
      <Box width={80} height={23}>
        <ConfirmView screen={screen as never} width={80} height={23} />
      </Box>,
    );
    const rows = rowsOf(ui.lastFrame());
    for (const row of rows) expect([...row].length).toBeLessThanOrEqual(80);
    const text = rows.map((r) => r.replace(/[│╭╮╰╯─]/g, "").trim()).join(" ");
    expect(text).not.toContain("…");
    for (const word of long.split(" ")) expect(text).toContain(word);
    expect(text).toContain("Continue without them? (y/n)");
  });

  it("keeps the question on screen when there are more warnings than rows, and counts what it left out", () => {
    const many = {
      ...screen,
      lines: [
        "The save names what no loaded mod defines:",
        ...Array.from({ length: 40 }, (_, i) => `dropped item trinkets:pebble_${i} from Pip's pack`),
      ],
    };
    const ui = render(
      <Box width={80} height={24}>
        <ConfirmView screen={many as never} width={80} height={24} />
      </Box>,
    );
    const rows = rowsOf(ui.lastFrame()).filter((r) => r.trim() !== "");
    expect(rows.length).toBeLessThanOrEqual(24);
    const text = rows.join("\n");
    expect(text).toContain("Continue without them? (y/n)");
    expect(text).toContain("trinkets:pebble_0 ");
    const cut = /… (\d+) more lines not shown/.exec(text);
    expect(cut).not.toBeNull();
    const shown = rows.filter((r) => r.includes("trinkets:pebble_")).length;
    expect(shown + Number(cut![1])).toBe(40);
  });
});
