/**
 * Every colour cue also has a glyph or a word (issue 13, themes): the same play is drawn
 * twice, in the default theme and under NO_COLOR, screen after screen. Each run of text the
 * default theme draws in a meaning colour (good, warning, danger) must be one of the cues
 * below, each named by the glyph or word that carries its meaning without colour; the
 * NO_COLOR frame must be the coloured one without its colour, so that glyph or word is there.
 */
import type { ReactElement } from "react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { colouredSpans, plain, type Span } from "./colour-spans.js";

// chalk reads this once, when Ink loads it: Ink is imported below, after it is set.
process.env["FORCE_COLOR"] = "1";

/** The SGR codes of the default theme's meaning colours (green, yellow, red). */
const MEANING = new Set(["32", "33", "31"]);

interface Cue {
  readonly name: string;
  /** The coloured run; when `row` is absent it is itself the glyph or word that says it without colour. */
  readonly glyphOrWord: RegExp;
  /** The glyph or word beside the run, on its row, that says it without colour. */
  readonly row?: RegExp;
}

const CUES: readonly Cue[] = [
  // The side panel's own, before the general ones: each must be met (the panel was drawn and checked).
  { name: "the side panel's health: the word, the # fill and the numbers", glyphOrWord: /^\[[#-]+\] \d+\/\d+$/, row: /│ health {2}\[/ },
  { name: "a foe's intent in the side panel: the arrow and the words", glyphOrWord: /^→ (.+ on (you|itself)|waits)$/, row: /│ {3}→ / },
  { name: "the mods' load on the title: the words", glyphOrWord: /^(\d+ warnings? — see .+|mods loaded cleanly)$/ },
  { name: "a profile file that could not be used: its name and the problem", glyphOrWord: /^(keys|options)\.toml: .+$/ },
  { name: "health: the word and the numbers", glyphOrWord: /^health \d+\/\d+$/ },
  { name: "a health bar: the # fill and the numbers", glyphOrWord: /^\[[#-]+\] \d+\/\d+$/ },
  { name: "the fight heading: the word", glyphOrWord: /^Fight$/ },
  { name: "a foe's intent: the arrow and the words", glyphOrWord: /^ *→ .+$/ },
  { name: "a creature: its own letter", glyphOrWord: /^[a-zA-Z]$/ },
  {
    name: "a refusal: the sentence says what cannot be done",
    glyphOrWord: /(would do nothing now|^That costs \d+ gold; you have \d+ gold|^Nobody would pay anything for .+)\.$/,
  },
  {
    name: "wearing a good instead: the signed change, or the words no change",
    glyphOrWord: /^Worn instead of .+: (no change|.*[+−-]\d.*)$/,
  },
  { name: "an important line: its glyph in front", glyphOrWord: /^[▲◆!] .+$/ },
  { name: "a foe looked at: its name, its health beside it", glyphOrWord: /^[A-Z][a-z ]+$/, row: /^ *[A-Z][a-z ]+ {2}health \d+\/\d+/ },
  { name: "a foe's intent in look: the word Intent", glyphOrWord: /./, row: /^ *Intent: / },
  { name: "the end of a run: the word", glyphOrWord: /^(Died|Won)$/ },
];

const cueOf = (span: Span, row: string) => CUES.find((c) => c.glyphOrWord.test(span.text.trim()) && (!c.row || c.row.test(row)));

/** The same App drawn twice, in the default theme and under NO_COLOR, fed the same keys, in a terminal of `size` (80×24 unless told). */
async function lockstep(app: (noColor: boolean) => ReactElement, [columns, rows] = [80, 24]) {
  const { render } = await import("ink-testing-library");
  const { press, ready } = await import("./press.js");
  const { atSize } = await import("./app-at.js");
  const [coloured, bare] = [atSize(render(app(false)), columns, rows), atSize(render(app(true)), columns, rows)];
  await ready(coloured);
  await ready(bare);
  /** Checks the two frames of `screen`: the same text, no colour under NO_COLOR, each meaning colour a known cue. */
  const look = (screen: string) => {
    const [c, b] = [coloured.lastFrame()!, bare.lastFrame()!];
    // Bold stays (NO_COLOR asks only that colour go); no foreground or background colour may.
    expect(colouredSpans(b), `${screen}: colour under NO_COLOR`).toEqual([]);
    expect(b, `${screen}: colour under NO_COLOR`).not.toMatch(/\u001b\[[0-9;]*(3[0-9]|9[0-7]|4[0-9])m/);
    expect(plain(b), `${screen}: NO_COLOR frame differs from the coloured one`).toBe(plain(c));
    for (const span of colouredSpans(c).filter((s) => MEANING.has(s.sgr))) {
      const cue = cueOf(span, plain(c).split("\n")[span.row]!);
      if (cue) seen.add(cue.name);
      else unexplained.push(`${screen}: "${span.text}" (SGR ${span.sgr})`);
    }
  };
  look("first frame");
  return {
    frame: () => plain(coloured.lastFrame()!),
    both: async (key: string, screen: string) => {
      await press(coloured, key);
      await press(bare, key);
      look(screen);
    },
  };
}

const seen = new Set<string>();
const unexplained: string[] = [];

describe("colour cues under NO_COLOR", () => {
  afterEach(() => {
    expect(unexplained.splice(0), "a run of meaning colour that is no known cue (give it a glyph or word, and list it)").toEqual([]);
  });

  afterAll(() => {
    // Each listed cue was met somewhere: the list holds no cue the screens lost.
    expect(CUES.map((c) => c.name).filter((n) => !seen.has(n))).toEqual([]);
  });

  it("title, creation, map, help, log, inventory, sheet, quests, look, fight, the quit question, the end of a run", async () => {
    const { App } = await import("../../src/ui/index.js");
    const { coreRegistries } = await import("./fixtures.js");
    const { fightFloor, tough } = await import("./fight.js");
    const { KEYS } = await import("./press.js");
    const core = coreRegistries();
    const load = {
      warnings: 2,
      logPath: "logs/load-test.log",
      keys: 'keys.toml: "jump" is not an input; ignored',
      options: 'options.toml: unknown theme "neon"; default theme used',
    };
    const { both, frame } = await lockstep((noColor) => (
      <App
        registries={core}
        load={load}
        seed="cues"
        buildFloor={fightFloor(core, [{ def: "core:rat", tweak: tough(400) }])}
        env={{ noColor }}
        theme="default"
      />
    ));
    await both(KEYS.enter, "race");
    await both(KEYS.enter, "class");
    for (const key of [KEYS.down, KEYS.down]) await both(key, "class");
    await both(KEYS.enter, "name");
    await both(KEYS.enter, "map");
    for (const [key, screen] of [
      ["?", "help"],
      ["m", "log"],
      ["c", "sheet"],
      ["Q", "quests"],
      ["x", "look"],
    ] as const) {
      await both(key, screen);
      await both(KEYS.escape, "map");
    }
    await both("i", "inventory");
    await both(KEYS.enter, "inventory refusal");
    await both(KEYS.escape, "map");
    await both("llll", "fight");
    await both("x", "look at a foe");
    await both(KEYS.escape, "fight");
    await both("q", "quit?");
    await both("n", "fight");
    // Waiting out a foe that cannot be beaten: low health, then the end of the run.
    for (let i = 0; i < 60 && !/\bDied\b/.test(frame()); i++) await both(".", "fight, waiting");
    expect(frame()).toMatch(/\bDied\b/);
    await both("m", "messages after the run");
    await both(KEYS.escape, "the run's end");
    await both(KEYS.enter, "after the run");
  }, 60_000);

  it("the map and the fight at 120×40, with the side panel", async () => {
    const { App } = await import("../../src/ui/index.js");
    const { coreRegistries } = await import("./fixtures.js");
    const { fightFloor, tough } = await import("./fight.js");
    const { KEYS } = await import("./press.js");
    const core = coreRegistries();
    const { both, frame } = await lockstep(
      (noColor) => (
        <App
          registries={core}
          load={{ warnings: 0, logPath: "logs/load-test.log" }}
          seed="cues-panel"
          buildFloor={fightFloor(core, [{ def: "core:rat", tweak: tough(400) }])}
          env={{ noColor }}
          theme="default"
        />
      ),
      [120, 40],
    );
    for (const key of [KEYS.enter, KEYS.enter, KEYS.enter, KEYS.enter]) await both(key, "creation");
    expect(frame()).toMatch(/│ health {2}\[/);
    await both("llll", "fight, with the panel");
    expect(frame()).toMatch(/│ Foes \(1\)/);
    // Waiting: the panel's health bar turns from good to warning to danger.
    for (let i = 0; i < 60 && !/\bDied\b/.test(frame()); i++) await both(".", "fight with the panel, waiting");
  }, 60_000);

  it("talk and the shop: buying, a good too dear, selling", async () => {
    const { App } = await import("../../src/ui/index.js");
    const { bazaarRegistries } = await import("../helpers/bazaar.js");
    const { bazaarFloor, KNOWN_STOCK } = await import("./trade.js");
    const { KEYS } = await import("./press.js");
    // Gold for the potions and the plain sword, not for the keen one.
    const { registries } = bazaarRegistries({ gold: 60 });
    const { both } = await lockstep((noColor) => (
      <App
        registries={registries}
        load={{ warnings: 0, logPath: "logs/load-test.log" }}
        seed="cues-shop"
        buildFloor={bazaarFloor(registries, KNOWN_STOCK)}
        env={{ noColor }}
        theme="default"
      />
    ));
    for (const key of [KEYS.enter, KEYS.enter, "A", "d", "a", KEYS.enter]) await both(key, "creation");
    await both("t", "dialog");
    await both(KEYS.enter, "shop");
    for (const key of [KEYS.enter, KEYS.down, KEYS.enter, KEYS.down, KEYS.enter]) await both(key, "shop, buying");
    await both(KEYS.tab, "shop, selling");
    await both(KEYS.enter, "shop, sold");
    await both(KEYS.escape, "map");
  }, 60_000);
});
