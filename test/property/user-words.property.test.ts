import fc from "fast-check";
import type { Key } from "ink";
import { beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTE_NAMES, BASE_STATS } from "../../src/content/catalog.js";
import type { Registries } from "../../src/content/registries.js";
import { COMMANDS, createGame, formatCommand, Game, parseCommandLine, type Command } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { parseArgs } from "../../src/cli/args.js";
import { DIRECTIONS, parseDirection } from "../../src/lib/direction.js";
import { closest, didYouMean } from "../../src/lib/did-you-mean.js";
import { BINDINGS, toInput, type Input } from "../../src/ui/keymap.js";
import type { Screen } from "../../src/ui/screen-stack.js";
import { handleInput, type CombatScreen } from "../../src/ui/screens/index.js";
import { coreRegistries } from "../ui/fixtures.js";
import { printable } from "../../src/lib/safe-text.js";

/** Words a plain object answers to although nobody put them there. */
const PROTOTYPE_WORDS = Object.getOwnPropertyNames(Object.prototype);
const PROTOTYPE_KEYS = [
  ...PROTOTYPE_WORDS,
  "prototype",
  "__proto__",
  ...PROTOTYPE_WORDS.map((w) => w.toLowerCase()),
  ...PROTOTYPE_WORDS.map((w) => w.toUpperCase()),
];
const KNOWN = [
  ...DIRECTIONS,
  "north",
  "NorthEast",
  "move",
  "run",
  "use",
  "rest",
  "descend",
  "create",
  "core:attack",
  ...BINDINGS.map((b) => b.input),
];

/** One word from a user: a prototype name, a known word, or anything at all (any code points). */
const word = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom(...KNOWN), fc.string(), fc.string({ unit: "binary" }));
const words = fc.array(word, { maxLength: 4 });
/** The words after a verb as a script line gives them: split on white space, none empty. */
const tokens = fc.array(
  word.filter((w) => w !== "" && !/\s/.test(w)),
  { maxLength: 4 },
);
/** A script line: a verb, maybe a known one, then words. */
const line = fc
  .tuple(fc.oneof(word, fc.constantFrom(...Object.values(COMMANDS).map((m) => m.line.verb))), words)
  .map(([verb, rest]) => [verb, ...rest].join(" "));

const VALID_DIRECTION = new Set<string>(DIRECTIONS);
const NAMED_INPUTS = new Set<string>(BINDINGS.map((b) => b.input));

/** A parsed command holds only what its line could mean: a real direction, a round trip. */
function expectWellFormed(command: Command): void {
  if ("dir" in command) expect(VALID_DIRECTION.has(command.dir)).toBe(true);
  expect(parseCommandLine(formatCommand(command))).toEqual(command);
}

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

describe("every parser of a user's word misses safely (never a prototype's property)", () => {
  it("parseDirection: a direction or undefined", () => {
    fc.assert(
      fc.property(word, (w) => {
        const dir = parseDirection(w);
        expect(dir === undefined || VALID_DIRECTION.has(dir)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("parseCommandLine: a well-formed command or a message, for any line", () => {
    fc.assert(
      fc.property(line, (l) => {
        const parsed = parseCommandLine(l);
        if ("error" in parsed) expect(parsed.error.length, "a message to show").toBeGreaterThan(0);
        else expectWellFormed(parsed);
      }),
      { numRuns: 2000 },
    );
  });

  it("each command's line form: a well-formed command or a message, for any words", () => {
    for (const module of Object.values(COMMANDS)) {
      fc.assert(
        fc.property(tokens, (args) => {
          const parsed = module.line.parse(args);
          if (typeof parsed === "string") expect(parsed.length).toBeGreaterThan(0);
          else expectWellFormed(parsed as Command);
        }),
        { numRuns: 500 },
      );
    }
  });

  it("every command, given any words, runs or is refused, and a refusal leaves the state byte-identical", () => {
    const made = createGame(core, { seed: "words", name: "Ada", options: ["core:human", "core:warrior"] }, { buildFloor });
    if (!(made instanceof Game)) throw new Error(made.error);
    // A plain run refuses the wizard's lines outright; a wizard run lets them reach their checks.
    const starts = [made.state, { ...structuredClone(made.state), wizard: true as const }];
    // Any words, or the shape most lines take (a name or stat=n, maybe a number), so each command also gets words it accepts.
    const number = fc.integer({ min: -2, max: 30 }).map(String);
    const name = fc.oneof(
      ...[DIRECTIONS, ATTRIBUTE_NAMES, core.items.ids(), core.abilities.ids(), core.creatures.ids()].map((list) =>
        fc.constantFrom(...list),
      ),
      number,
      fc.tuple(fc.constantFrom(...BASE_STATS), fc.nat(3)).map(([a, n]) => `${a}=${n}`),
    );
    const shaped = fc
      .tuple(name, fc.option(number, { nil: undefined, freq: 2 }))
      .map(([n, count]) => (count === undefined ? [n] : [n, count]));
    // Weighted so the rarest shape (an attribute, then a number) comes ~5% of the time: 200 runs all but never miss it.
    const args = fc.oneof({ arbitrary: tokens, weight: 1 }, { arbitrary: shaped, weight: 3 });
    const ran = new Map<string, number>();
    const refused = new Map<string, number>();
    for (const [kind, module] of Object.entries(COMMANDS)) {
      fc.assert(
        fc.property(args, fc.constantFrom(...starts), (words, start) => {
          const parsed = module.line.parse(words);
          if (typeof parsed === "string") return;
          const game = new Game(structuredClone(start), { buildFloor });
          const before = JSON.stringify(game.state);
          const outcome = game.execute(parsed as Command, core);
          ran.set(kind, (ran.get(kind) ?? 0) + 1);
          if (outcome.kind !== "rejected") return;
          refused.set(kind, (refused.get(kind) ?? 0) + 1);
          expect(outcome.reason.length, `${kind}: ${words.join(" ")}`).toBeGreaterThan(0);
          expect(JSON.stringify(game.state), `${kind} ${words.join(" ")}: refused (${outcome.reason}) but changed the state`).toBe(before);
        }),
        { numRuns: 200 },
      );
    }
    // Every command was played, and refusals were seen often enough to mean something.
    expect([...ran.keys()].sort()).toEqual(Object.keys(COMMANDS).sort());
    expect(refused.size).toBeGreaterThan(Object.keys(COMMANDS).length / 2);
  });

  it("the key map: a named input, typed text without control characters, or nothing", () => {
    const key = fc.record({
      upArrow: fc.boolean(),
      downArrow: fc.boolean(),
      leftArrow: fc.boolean(),
      rightArrow: fc.boolean(),
      pageUp: fc.boolean(),
      pageDown: fc.boolean(),
      return: fc.boolean(),
      escape: fc.boolean(),
      ctrl: fc.boolean(),
      shift: fc.boolean(),
      tab: fc.boolean(),
      backspace: fc.boolean(),
      delete: fc.boolean(),
      meta: fc.boolean(),
    });
    fc.assert(
      fc.property(word, key, fc.constantFrom("keys" as const, "text" as const), (w, k, mode) => {
        const input = toInput(w, k as unknown as Key, mode);
        if (input === undefined) return;
        if (typeof input === "string") expect(NAMED_INPUTS.has(input)).toBe(true);
        else expect(input.char).not.toMatch(/[\u0000-\u001f\u007f]/);
      }),
      { numRuns: 2000 },
    );
  });

  it("screens: a word that is no named input does nothing on any screen", () => {
    const game = createGame(core, { seed: "words", name: "Ada", options: ["core:human", "core:warrior"] }, { buildFloor }) as Game;
    const fight: CombatScreen = { kind: "combat", cursor: 0 };
    const screens: Screen[] = [{ kind: "title", cursor: 0 }, { kind: "map" }, fight, { kind: "help" }] as Screen[];
    fc.assert(
      fc.property(
        word.filter((w) => !NAMED_INPUTS.has(w)),
        fc.constantFrom(...screens),
        (w, screen) => {
          // Nothing happens (a screen may say why: "z is no key here").
          expect(handleInput(screen, w as Input, { registries: core, game })).toMatchObject({ type: "none" });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("registry lookups and suggestions by name: a hit only for a name that is there", () => {
    fc.assert(
      fc.property(word, (w) => {
        for (const name of ["items", "abilities", "options", "prefabs", "floors"] as const) {
          const registry = core[name];
          expect(registry.tryGet(w) === undefined).toBe(!registry.ids().includes(w));
          expect(registry.has(w)).toBe(registry.ids().includes(w));
        }
        // A suggestion is nothing or names an item that exists.
        const said = didYouMean(w, core.items.ids());
        expect(said === "" || core.items.ids().some((id) => said.includes(`"${id}"`)), said).toBe(true);
        const near = closest(w, core.items.ids());
        expect(near === undefined || core.items.has(near)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("the command line: parsed flags and words, or a message", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            word,
            word.map((w) => `--${w}`),
          ),
          { maxLength: 6 },
        ),
        (argv) => {
          const args = parseArgs(argv);
          if ("error" in args)
            expect(printable(args.error)).toMatch(/^[^\n]+$/); // printed escaped, so one line
          else expect(args.positional.length).toBeLessThanOrEqual(argv.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
