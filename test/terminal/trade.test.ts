import { join } from "node:path";
import { expect, it } from "vitest";
import { possessiveOf } from "../../src/game/wording.js";
import { optionsOf } from "../../src/ui/screens/index.js";
import { BIN, REPO } from "../helpers/cli.js";
import { merchantWalk } from "../helpers/merchant-walk.js";
import { loadOk, makeProfile } from "../helpers/profile.js";
import { createHero, keys } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";

const turnOf = (screen: string) => Number(/turn (\d+)/.exec(screen)?.[1]);
const goldOf = (screen: string) => Number(/You have (\d+) gold/.exec(screen)?.[1]);
const send = (session: string, key: string) => tmux("send-keys", "-t", session, key);

/** Every row of the pane within 80 columns and none of them cut by the frame's bottom (the hint line is the last). */
function expectFits(screen: string): void {
  const rows = screen.replace(/\n+$/, "").split("\n");
  expect(rows.length).toBeLessThanOrEqual(24);
  for (const row of rows) expect([...row].length, row).toBeLessThanOrEqual(80);
}

/** Which line of the goods column (from 1) the cursor is on; 0 when none. */
function highlightedGood(screen: string): number {
  const rows = screen.split("\n");
  const heading = rows.findIndex((r) => r.includes("For sale"));
  return rows.slice(heading + 1).findIndex((r) => r.startsWith(" > ")) + 1;
}

describeWithTmux("trading in a real terminal", () => {
  it("a new hero walks to the merchant, talks, opens the shop, buys and sells, and leaves", async () => {
    const { registries } = loadOk({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") });
    const hero = [optionsOf(registries, "core:race")[0]!.id, optionsOf(registries, "core:class")[0]!.id];
    const walk = merchantWalk(registries, hero);
    const session = `rktrade${process.pid}`;
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${makeProfile({}).home}" --seed ${walk.seed}`);
    try {
      await createHero(session, 0);
      await waitFor(session, (s) => s.includes("turn 0"));
      // One step at a time: a doorway on the way shows who is inside and would end a burst.
      for (const [i, step] of walk.steps.entries()) {
        tmux("send-keys", "-t", session, "-l", keys([step]));
        await waitFor(session, (s) => turnOf(s) === i + 1);
      }
      const there = await waitFor(session, (s) => /t talk to /.test(s));
      const name = /t talk to (.+?) {2}[a-z?]/.exec(there)![1]!;
      tmux("send-keys", "-t", session, "-l", "t");
      const dialog = await waitFor(session, (s) => s.includes("1. Show me your wares."));
      expect(dialog).toContain(`You talk to ${name}.`);
      expectFits(dialog);
      tmux("send-keys", "-t", session, "-l", "1");
      const shop = await waitFor(session, (s) => s.includes(`${possessiveOf(name)} goods`));
      expect(goldOf(shop)).toBe(walk.have);
      expectFits(shop);
      for (let i = 1; i < walk.number; i++) send(session, "Down");
      const onGood = await waitFor(session, (s) => highlightedGood(s) === walk.number);
      const afterBuying = Number(/after buying one: (\d+) gold/.exec(onGood)?.[1]);
      expect(afterBuying).toBeLessThan(walk.have);
      const turn = turnOf(shop);
      send(session, "Enter");
      const bought = await waitFor(session, (s) => s.includes("You buy "));
      expect(goldOf(bought)).toBe(afterBuying);
      expect(turnOf(bought)).toBe(turn + 1);
      send(session, "Tab");
      const pack = await waitFor(session, (s) => s.includes("Enter sell one"));
      const afterSelling = Number(/after selling one: (\d+) gold/.exec(pack)?.[1]);
      expect(afterSelling).toBeGreaterThan(afterBuying);
      send(session, "Enter");
      const sold = await waitFor(session, (s) => s.includes("You sell "));
      expect(goldOf(sold)).toBe(afterSelling);
      expect(turnOf(sold)).toBe(turn + 2);
      expectFits(sold);
      send(session, "Escape");
      const map = await waitFor(session, (s) => s.includes(`You leave ${name}.`));
      expect(map).toMatch(/health \d+\/\d+/);
      expect(turnOf(map)).toBe(turn + 3);
    } finally {
      await killSession(session);
    }
  }, 60_000);
});
