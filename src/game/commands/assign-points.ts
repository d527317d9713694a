import { BASE_STATS } from "../../content/catalog.js";
import { raisingHealth } from "../rules/progression.js";
import { followedMax } from "../rules/damage.js";
import { refuse, type CommandModule } from "./types.js";

/** One of the five base stats a point can raise. */
type BaseStat = (typeof BASE_STATS)[number];

/** Spend every unspent point at once on the base stats: `assign constitution=1 strength=1`. */
export interface AssignPointsCommand {
  readonly kind: "assign_points";
  readonly points: { readonly [S in BaseStat]?: number };
}

const isStat = (word: string): word is BaseStat => (BASE_STATS as readonly string[]).includes(word);

export const assignPoints: CommandModule<AssignPointsCommand> = {
  modes: ["exploring", "fighting"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const unspent = state.unspent_points;
    if (unspent <= 0) return refuse("You have no points to assign.");
    const entries = Object.entries(command.points) as [string, number][];
    for (const [stat, n] of entries) {
      if (!isStat(stat)) return refuse(`Points go to the base stats (${BASE_STATS.join(", ")}), not ${stat}.`);
      if (!Number.isInteger(n) || n < 0) return refuse(`A stat takes a whole number of points, not ${n}.`);
    }
    const total = entries.reduce((sum, [, n]) => sum + n, 0);
    const plural = (n: number) => `${n} point${n === 1 ? "" : "s"}`;
    if (total !== unspent) return refuse(`Assign all ${plural(unspent)} at once (you assigned ${total}).`);
    const hero = state.player;
    const health = hero.health;
    raisingHealth(state, registries, () => {
      for (const [stat, n] of entries) hero.base[stat as BaseStat] = (hero.base[stat as BaseStat] ?? 0) + n;
    });
    state.unspent_points = 0;
    const raised = entries.filter(([, n]) => n > 0).map(([stat, n]) => `${stat} +${n}`);
    ctx.log(`You assign ${plural(total)}: ${raised.join(", ")}.`);
    followedMax(ctx, hero, health);
    return { kind: "done" };
  },
  line: {
    verb: "assign",
    usage: "assign <stat>=<n> …",
    summary: "spend every unspent point at once on base stats (assign constitution=1)",
    parse(args) {
      const points: Partial<Record<BaseStat, number>> = {};
      if (!args.length) return "assign takes stat=points pairs: assign constitution=1";
      for (const arg of args) {
        const match = /^([a-z]+)=(\d+)$/.exec(arg);
        if (!match || !isStat(match[1]!)) return `"${arg}" is not stat=points (stats: ${BASE_STATS.join(", ")})`;
        points[match[1]] = (points[match[1]] ?? 0) + Number(match[2]);
      }
      return { kind: "assign_points", points };
    },
    format: (c) =>
      `assign ${Object.entries(c.points)
        .map(([s, n]) => `${s}=${n}`)
        .join(" ")}`,
  },
};
