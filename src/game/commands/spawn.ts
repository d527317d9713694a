import { DIRECTIONS, delta } from "../../lib/direction.js";
import { isWalkable, roomAt, tileAt } from "../floor.js";
import { chooseIntent, startCombat } from "../rules/combat.js";
import { spawnCreature } from "../spawn.js";
import type { GameState } from "../state.js";
import type { CommandModule } from "./types.js";
import { MAX_SPAWNED } from "./wizard-lines.js";

/**
 * Wizard mode: a fresh creature of a definition joins the fight at once: the fight under
 * way, or a new one in the room the hero stands in (the nearest room from a corridor). It
 * stands next to the hero and announces its first move like anyone who meets the hero.
 */
export interface SpawnCommand {
  readonly kind: "spawn";
  readonly creature: string;
}

export const spawn: CommandModule<SpawnCommand> = {
  modes: ["exploring", "fighting"],
  wizard: true,
  handle(command, ctx) {
    const { state } = ctx;
    const def = ctx.registries.creatures.tryGet(command.creature);
    if (!def) return { kind: "rejected", reason: `There is no creature "${command.creature}".` };
    if (state.enemies.length >= MAX_SPAWNED) return { kind: "rejected", reason: `The fight is full: at most ${MAX_SPAWNED} enemies.` };
    const creature = spawnCreature(def, freshId(state), besideHero(state));
    ctx.log(`${creature.name} appears.`);
    if (state.combat) {
      state.enemies.push(creature);
      creature.intent = chooseIntent(creature, ctx);
      return { kind: "done" };
    }
    const room = nearestRoom(state);
    if (room === undefined) return { kind: "rejected", reason: "This floor has no room to fight in." };
    state.floor.rooms[room]!.enemies.push(creature);
    startCombat(ctx, room, [...state.player.pos]);
    return { kind: "done" };
  },
  line: {
    verb: "spawn",
    usage: "spawn <creature id>",
    summary: "wizard: a creature joins the fight (or starts one) next to the hero",
    ids: { creature: "creatures" },
    parse: (args) => (args.length === 1 ? { kind: "spawn", creature: args[0]! } : "spawn takes one creature id, like: spawn mymod:boss"),
    format: (c) => `spawn ${c.creature}`,
  },
};

/** `w1`, `w2`, …: an instance id no creature on the floor or in the fight has. */
function freshId(state: GameState): string {
  const taken = new Set<string>([
    state.player.id,
    ...state.enemies.map((e) => e.id),
    ...state.floor.rooms.flatMap((r) => r.enemies.map((e) => e.id)),
  ]);
  let n = 1;
  while (taken.has(`w${n}`)) n++;
  return `w${n}`;
}

/** The first walkable tile around the hero (clockwise from north), else the hero's own. */
function besideHero(state: GameState): [number, number] {
  const [x, y] = state.player.pos;
  for (const dir of DIRECTIONS) {
    const [dx, dy] = delta(dir);
    if (isWalkable(tileAt(state.floor, x + dx, y + dy))) return [x + dx, y + dy];
  }
  return [x, y];
}

/** The index of the room the hero is in, else the room whose middle is nearest (a flight goes back to where the hero stood). */
function nearestRoom(state: GameState): number | undefined {
  const [x, y] = state.player.pos;
  const here = roomAt(state.floor, x, y);
  if (here) return state.floor.rooms.indexOf(here);
  let best: number | undefined;
  let bestDistance = Infinity;
  state.floor.rooms.forEach((r, i) => {
    const d = Math.abs(r.x + r.w / 2 - x) + Math.abs(r.y + r.h / 2 - y);
    if (d < bestDistance) [best, bestDistance] = [i, d];
  });
  return best;
}
