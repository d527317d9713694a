/**
 * Issue 22, section 5, as processes: load logs named for a later date, a long script under
 * a small heap, a read-only profile said on the title.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { describeWithTmux, killSession, startInTmux, waitFor } from "../helpers/tmux.js";
import { canMount, hostileSuite, readOnlyMount, type Sandbox } from "./helpers.js";

const FUTURE = Array.from({ length: 10 }, (_, i) => `load-2999-01-01T00-00-0${i}-000Z.log`);

hostileSuite("load logs", [
  {
    name: "ten logs named for a later date: the new log is kept, and check names a file that is there",
    build: (s: Sandbox) => {
      s.order("core");
      for (const name of FUTURE) s.write(`home/logs/${name}`, "old\n");
    },
    args: ["check"],
    code: 0,
    says: /^0 warning\(s\)\. Log: .*\/logs\/load-.*\.log$/,
    after: (s, out) => {
      const named = /Log: (.*\.log)$/m.exec(out.stdout)![1]!;
      expect(existsSync(named), `${named} was deleted`).toBe(true);
      const logs = readdirSync(join(s.home, "logs"));
      // The nine latest by name and the one just written.
      expect(logs).toHaveLength(10);
      expect(logs).not.toContain(FUTURE[0]);
    },
  },
]);

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

describe("a long script", () => {
  it("200,000 lines play through under a 40 MB heap: the text form keeps no outcome", () => {
    const dir = temp("rk-long-script-");
    const lines = ["create core:human core:warrior name=Ada"];
    for (let i = 0; i < 200_000; i++) lines.push(i % 2 ? "rest" : "move n");
    writeFileSync(join(dir, "script.txt"), lines.join("\n") + "\n");
    const r = spawnSync(
      process.execPath,
      ["--max-old-space-size=40", BIN, "run", "--seed", "7", "--script", join(dir, "script.txt"), "--home", join(dir, "home")],
      {
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
        timeout: 170_000,
      },
    );
    expect(r.stderr).not.toMatch(/heap|out of memory/i);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(0);
    const out = r.stdout.split("\n");
    expect(out).toHaveLength(200_002); // every line, and the last newline
    expect(out[200_000]).toMatch(/^rest → turn \d+ /);
  }, 180_000);
});

describeWithTmux("a read-only profile on the title", () => {
  it.skipIf(!canMount() && !process.env["CI"])(
    "is said before play, with why",
    async () => {
      const home = temp("rk-ro-title-");
      writeFileSync(join(home, "load_order.toml"), 'order = ["core"]\ndisabled = []\n');
      const session = `w22ro${process.pid}`;
      const argv = readOnlyMount(home, [process.execPath, BIN, "--home", home, "--seed", "ro"]);
      startInTmux(session, argv.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" "));
      try {
        const title = await waitFor(session, (s) => s.includes("R U S T K E E P"));
        expect(title).toContain("nothing will be saved (run, scores, options): the profile cannot be written");
        expect(title).toContain("mods loaded cleanly");
        expect(title).not.toContain("see not written");
      } finally {
        await killSession(session);
      }
    },
    30_000,
  );
});
