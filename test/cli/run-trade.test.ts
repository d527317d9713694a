import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { merchantWalk } from "../helpers/merchant-walk.js";
import { loadOk, tempDir } from "../helpers/profile.js";

const HERO = ["core:human", "core:warrior"];

describe("rustkeep run: talk to the merchant, buy and sell", () => {
  it("walks to the merchant, opens the shop, prints the goods, buys and sells back at a loss", () => {
    const registries = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries;
    const walk = merchantWalk(registries, HERO);
    const bare = walk.item.replace(/^core:/, "");
    const script = join(tempDir(), "trade.txt");
    writeFileSync(
      script,
      [
        `create ${HERO.join(" ")}`,
        ...walk.steps.map((d) => `move ${d}`),
        "talk",
        "choose 1",
        `buy ${walk.number}`,
        `sell ${bare}`,
        "leave",
        "",
      ].join("\n"),
    );
    const r = runCli(["run", "--seed", walk.seed, "--script", script, "--home", tempDir()]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const line = (start: string) => r.stdout.split("\n").find((l) => l.startsWith(start)) ?? "";
    expect(line("talk →")).toMatch(/\[npc_talked core:merchant\] You talk to Brannock the Peddler\. Options: 1\. "Show me your wares\."/);
    expect(line("choose 1 →")).toMatch(new RegExp(`For sale: 1\\. .*\\. You have ${walk.have} gold\\.$`));
    expect(line(`buy ${walk.number} →`)).toMatch(/^buy \d+ → turn \d+ You buy .* for (\d+) gold\./);
    expect(line(`sell ${bare} →`)).toMatch(/You sell .* for \d+ gold\./);
    expect(line("leave →")).toMatch(/You leave Brannock the Peddler\.$/);
    const after = Number(/You have (\d+) gold/.exec(line(`sell ${bare} →`))?.[1]);
    expect(after).toBeLessThan(walk.have);
  });

  it("--json carries the dialog options and the shop's goods with prices", () => {
    const registries = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries;
    const walk = merchantWalk(registries, HERO);
    const script = join(tempDir(), "trade.txt");
    writeFileSync(
      script,
      [`create ${HERO.join(" ")}`, ...walk.steps.map((d) => `move ${d}`), "talk", "choose 1", "buy 999", ""].join("\n"),
    );
    const doc = JSON.parse(runCli(["run", "--seed", walk.seed, "--script", script, "--json", "--home", tempDir()]).stdout);
    const [talked, chose, refused] = doc.outcomes.slice(-3);
    expect(talked.dialog[0]).toEqual({ number: 1, text: "Show me your wares." });
    expect(chose.shop.gold).toBe(walk.have);
    expect(chose.shop.goods[walk.number - 1]).toMatchObject({ number: walk.number, item: walk.item, price: expect.any(Number) });
    expect(refused).toMatchObject({ kind: "rejected", reason: expect.stringMatching(/^There is no good 999/) });
  });
});
