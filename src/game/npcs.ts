import type { Registries } from "../content/registries.js";
import type { NpcDef } from "../content/schemas/index.js";
import type { GameState, NpcSpot } from "./state.js";
import { NEIGHBOURS } from "../lib/direction.js";

/** An NPC standing somewhere on the floor: its spot, its definition, and the id events name it by. */
export interface NpcHere {
  /** `npc:<room index>:<spot index>`: an event's target when the event happens to this NPC. */
  readonly id: string;
  readonly spot: NpcSpot;
  readonly def: NpcDef;
}

const PREFIX = "npc:";

/** The id an NPC spot goes by in events (creature ids never start with `npc:`). */
function npcSpotId(room: number, index: number): string {
  return `${PREFIX}${room}:${index}`;
}

function* npcsOf(state: GameState, registries: Registries): Generator<NpcHere> {
  const rooms = state.floor.rooms;
  for (let r = 0; r < rooms.length; r++) {
    const npcs = rooms[r]!.npcs;
    for (let i = 0; i < npcs.length; i++) {
      const def = registries.npcs.tryGet(npcs[i]!.id);
      // An NPC a mod no longer defines is not there to talk to.
      if (def) yield { id: npcSpotId(r, i), spot: npcs[i]!, def };
    }
  }
}

/** The NPC standing on (x, y), if one is there. */
export function npcAt(state: GameState, registries: Registries, [x, y]: readonly [number, number]): NpcHere | undefined {
  for (const npc of npcsOf(state, registries)) if (npc.spot.pos[0] === x && npc.spot.pos[1] === y) return npc;
  return undefined;
}

/**
 * Whom the hero can talk to from (x, y): the one on that tile alone (keys act on the hero's
 * own tile first), else everyone beside it (the eight neighbours, north first and
 * clockwise), so a shopkeeper need not be stood on. `talk N` numbers this list from 1.
 */
export function talkPartners(state: GameState, registries: Registries, [x, y]: readonly [number, number]): NpcHere[] {
  const here = npcAt(state, registries, [x, y]);
  if (here) return [here];
  return NEIGHBOURS.flatMap(([dx, dy]) => npcAt(state, registries, [x + dx, y + dy]) ?? []);
}

/** The NPCs on (x, y) and on the eight tiles around it: everyone the hero could talk to from there. */
export function npcsAround(state: GameState, registries: Registries, [x, y]: readonly [number, number]): NpcHere[] {
  return [...npcsOf(state, registries)].filter((n) => Math.abs(n.spot.pos[0] - x) <= 1 && Math.abs(n.spot.pos[1] - y) <= 1);
}

/** The NPC an event names (its `npc:…` id), if it is on this floor. */
export function npcById(state: GameState, registries: Registries, id: string | undefined): NpcHere | undefined {
  if (id === undefined || !id.startsWith(PREFIX)) return undefined;
  for (const npc of npcsOf(state, registries)) if (npc.id === id) return npc;
  return undefined;
}

/** Whom the hero is talking to (or trading with) right now. */
export function partnerOf(state: GameState, registries: Registries): NpcHere | undefined {
  return state.talk ? npcAt(state, registries, state.talk.pos) : undefined;
}
