import { expect } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { roomAt } from "../../src/game/floor.js";
import { createGame, Game, type Command } from "../../src/game/index.js";
import { travelStart, travelStep, type TravelGoal, type TravelMemory } from "../../src/game/queries/index.js";
import { pictured } from "./scenario.js";

/** How `picturedGame` sets up its game. */
export interface PicturedGame {
  /** The creature every `e` of the drawing is (default `arena:dummy`). */
  readonly enemy?: string;
  readonly seed?: string;
  /** The hero's options (default `arena:fighter`). */
  readonly options?: string[];
  /** An NPC id standing on the spot `1`, which must be in a room. */
  readonly npc?: string;
}

/**
 * A game on a labelled drawing (see `pictured`): `e` enemies, `l` loot spots, `>` the floor's
 * stairs, `npc` on the spot `1`. `seeAll` puts the whole floor on the map.
 */
export function picturedGame(registries: Registries, picture: readonly string[], opts: PicturedGame = {}) {
  const { build, spots } = pictured(picture, opts.enemy ?? "arena:dummy");
  const game = createGame(
    registries,
    { seed: opts.seed ?? "t", name: "T", options: opts.options ?? ["arena:fighter"] },
    {
      buildFloor: (r, n, s) => {
        const floor = build(r, n, s)!;
        const y = floor.tiles.findIndex((row) => row.includes(">"));
        if (y >= 0) floor.stairs = [floor.tiles[y]!.indexOf(">"), y];
        const at = spots["1"];
        if (opts.npc && at) roomAt(floor, ...at)!.npcs.push({ id: opts.npc, pos: [...at] });
        return floor;
      },
    },
  );
  if (!(game instanceof Game)) throw new Error(game.error);
  const seeAll = () => (game.state.floor.seen = game.state.floor.tiles.map((row) => "1".repeat(row.length)));
  return { game, state: game.state, spots, seeAll };
}

/** How a test plays a travel: the keyboard's memory (an NPC stopped beside joins it) and the autopickup option. */
export interface TravelPlay {
  readonly memory?: TravelMemory & { npcs?: Set<string> };
  readonly autopickup?: boolean;
}

/**
 * Plays a travel as the UI does, one ordinary command a step (autopickup's `pickup auto`
 * included), each one a turn, until the query says why it stops.
 */
export function playTravel(game: Game, registries: Registries, goal: TravelGoal, play: TravelPlay = {}) {
  let so = travelStart(game.state, registries, play.memory, play.autopickup);
  const turn = game.state.turn;
  for (let i = 0; i < 500; i++) {
    const step = travelStep(game.state, registries, goal, so);
    if (step.kind === "stop") {
      if (step.met) play.memory?.npcs?.add(step.met);
      return { reason: step.reason, turns: game.state.turn - turn };
    }
    const command: Command =
      step.kind === "move" ? { kind: "move", dir: step.dir } : step.kind === "pickup" ? { kind: "pickup", auto: true } : { kind: "rest" };
    expect(game.execute(command, registries).kind, "every step is a turn").toBe("turn_passed");
    so = { ...so, first: false };
  }
  throw new Error("the travel never stopped");
}
