import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTRIBUTE_NAMES } from "../../src/content/catalog.js";
import { attributesOf } from "../../src/game/attributes.js";
import { carried, type CarriedSource } from "../../src/game/carried.js";
import { attribute, createGame, Game, parseCommandLine } from "../../src/game/index.js";
import type { Creature, GameState } from "../../src/game/state.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { coreRegistries } from "../ui/fixtures.js";

const core = coreRegistries();

/**
 * What a turn's rules read of a creature many times a turn comes from two short cuts: a
 * creature's own sources kept while the ids they were read from are unchanged, and one
 * attribute summed alone. After any sequence of commands (fights, kills, modifiers put on
 * and wearing off, items worn and taken off, stats set, floors descended) both must give
 * what the long way gives: the sources walked anew on a copy of the state (a copy has no
 * memo), and the attribute read off the snapshot of every attribute.
 */
const LINES = [
  ...["n", "s", "e", "w", "ne", "nw", "se", "sw"].flatMap((d) => [`move ${d}`, `run ${d}`]),
  "rest",
  "use core:attack 0",
  "use core:attack 1",
  "use core:power_strike 0",
  // Modifiers put on and wearing off (twice as likely: they are what changes most between turns).
  ...["use core:shield_wall", "use core:battle_cry", "use core:second_wind"].flatMap((l) => [l, l]),
  "use core:flee",
  "pickup",
  "descend",
  "spawn core:rat",
  "spawn core:goblin_shaman",
  "spawn core:spider",
  "spawn core:slime",
  "give core:chainmail",
  "give core:ring_of_vigor",
  "give core:signet_of_might",
  "give core:iron_helm",
  "give core:venom_flask",
  "equip core:chainmail",
  "equip core:ring_of_vigor",
  "equip core:signet_of_might",
  "equip core:iron_helm",
  "unequip core:body",
  "unequip core:main_hand",
  "use-item core:venom_flask 0",
  "use-item core:healing_potion",
  "set strength 14",
  "set constitution 6",
  "set level 3",
  "set max_stamina 4",
];

/** A source as the rules use it: where it comes from, and the very lists it adds (by identity). */
function shape(s: CarriedSource): unknown[] {
  return [s.kind, s.id, s.name, s.modifiers, s.triggers, s.auras, s.abilities, s.tags, s.from?.id];
}

function inPlay(state: GameState): Creature[] {
  return [state.player, ...state.enemies];
}

function newRun(seed: string, easy: boolean): Game {
  const game = createGame(
    core,
    { seed, name: "Prop", options: ["core:human", "core:warrior"], wizard: true, ...(easy ? { difficulty: "easy" as const } : {}) },
    { buildFloor },
  );
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

describe("a creature's attributes and what it carries, after any commands", () => {
  it("equal the long way's: sources walked anew, every attribute read off the full snapshot", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 40 }),
        (seed, easy, lines) => {
          const game = newRun(seed, easy);
          for (const line of lines) {
            const command = parseCommandLine(line);
            if ("error" in command) throw new Error(`${line}: ${command.error}`);
            game.execute(command, core);
            const copy = structuredClone(game.state);
            inPlay(game.state).forEach((creature, i) => {
              const fresh = inPlay(copy)[i]!;
              expect(carried(creature, core, game.state).map(shape)).toEqual(carried(fresh, core, copy).map(shape));
              const all = attributesOf(creature, core, game.state);
              for (const name of ATTRIBUTE_NAMES)
                expect(Object.is(attribute(creature, name, core, game.state), all.value(name))).toBe(true);
            });
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
