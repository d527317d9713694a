import type { Registries } from "../content/registries.js";
import { isWalkable, tileAt, type GameState } from "../game/index.js";
import { bars } from "../game/queries/index.js";
import { playRun, type RunPlan } from "./bot.js";
import type { RunRecord } from "./record.js";

/**
 * What must hold after every turn of any run, as sentences for what does not: health
 * within its bounds, no item uid twice, enemies only in the fight or inside their own
 * room, the hero on a walkable tile. Empty when all holds. (Long play checks these.)
 */
export function brokenInvariants(state: GameState, registries: Registries): string[] {
  const broken: string[] = [];
  const hero = state.player;
  const max = bars(hero, registries, state).maxHealth;
  if (hero.health > max) broken.push(`hero health ${hero.health} above max ${max}`);
  if (hero.health <= 0 && state.over?.outcome !== "died") broken.push(`hero at ${hero.health} health but the run goes on`);
  if (!Number.isFinite(hero.health) || !Number.isFinite(hero.stamina)) broken.push("hero health or stamina is not a number");
  const [x, y] = hero.pos;
  if (!isWalkable(tileAt(state.floor, x, y))) broken.push(`hero on unwalkable tile "${tileAt(state.floor, x, y)}" at ${x},${y}`);
  const uids = new Map<number, string>();
  const see = (uid: number, where: string) => {
    const before = uids.get(uid);
    if (before) broken.push(`item uid ${uid} both in ${before} and in ${where}`);
    else uids.set(uid, where);
  };
  hero.inventory.forEach((i) => see(i.uid, "the pack"));
  Object.entries(hero.equipment).forEach(([slot, i]) => see(i.uid, `slot ${slot}`));
  for (const pile of state.floor.piles) pile.items.forEach((i) => see(i.uid, `the pile at ${pile.pos.join(",")}`));
  if (state.enemies.length > 0 && !state.combat) broken.push(`${state.enemies.length} enemies in play outside a fight`);
  for (const e of state.enemies) {
    const emax = bars(e, registries, state).maxHealth;
    if (e.health > emax) broken.push(`${e.id} health ${e.health} above max ${emax}`);
  }
  state.floor.rooms.forEach((room, r) => {
    for (const e of room.enemies) {
      const [ex, ey] = e.pos;
      if (ex < room.x || ey < room.y || ex >= room.x + room.w || ey >= room.y + room.h)
        broken.push(`${e.id} at ${ex},${ey} outside its room ${r}`);
      if (state.enemies.includes(e)) broken.push(`${e.id} both in the fight and in room ${r}`);
    }
  });
  return broken;
}

/**
 * Long play: one bot run with `brokenInvariants` asked after every turn. Throws at the
 * first that breaks, naming the seed, the turn and the command; returns the run and how
 * many turns were checked.
 */
export function playChecked(registries: Registries, plan: Omit<RunPlan, "onTurn">): { record: RunRecord; checked: number } {
  let checked = 0;
  const record = playRun(registries, {
    ...plan,
    onTurn: (game, command) => {
      checked++;
      const broken = brokenInvariants(game.state, registries);
      if (broken.length) throw new Error(`${plan.seed} turn ${game.state.turn} after ${JSON.stringify(command)}: ${broken.join("; ")}`);
    },
  });
  return { record, checked };
}
