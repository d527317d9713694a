import { describe, expect, it } from "vitest";
import { stepToFoe } from "../../bench/tmux-play.js";
import { parseScreen } from "../../bench/tmux-screen.js";

const INV = "\x1b[7m";
const OFF = "\x1b[0m";

/** A 24-row capture: a status row with the hero's reverse `@`, a blank row, the map rows, then three message rows. */
function capture(map: string[]): string {
  const rows = [`${INV}@${OFF} Ada  health 9/9  floor 1  turn 3`, "", ...map];
  while (rows.length < 21) rows.push("");
  return [...rows, "", "stopped: enemies behind this door", "hint"].join("\n") + "\n";
}

describe("the memory bench's screen reading", () => {
  it("finds each reverse-video @ and keeps the text without escapes", () => {
    const s = parseScreen(capture([`  #\x1b[38;5;7m.${INV}\x1b[93m@${OFF}.#`, "  #.@.#"]));
    expect(s.rows[2]).toBe("  #.@.#");
    // The status row's @ and the map's; the plain @ below (an NPC) and the colour index 7 are no reverse video.
    expect(s.inverseAts).toEqual([
      [0, 0],
      [4, 2],
    ]);
  });

  it("steps the hero on the map (not the status row's @) toward the nearest foe over shown tiles", () => {
    const s = parseScreen(capture(["#######", `#.${INV}@${OFF}#.r#`, "#...+.#", "#######"]));
    // East is a wall: the way goes south, through the door, then up to the rat.
    expect(stepToFoe(s)).toBe("s");
    expect(stepToFoe(parseScreen(capture(["#####", `#.${INV}@${OFF}.#`, "#####"])))).toBeUndefined();
  });
});
