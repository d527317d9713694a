/**
 * Issue 22 §3: one game at a time per profile. Two processes that save at once, a second
 * game on a profile in play, a lock left by a process that is gone, and the modder's commands
 * beside a running game.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, runCli } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { tempDir, writeFiles } from "../helpers/profile.js";
import { describeWithTmux, killSession, startInTmux, until, waitFor } from "../helpers/tmux.js";

const STACK = /^\s+at .+/m;
const IN_USE = /^rustkeep: this profile is in use by another rustkeep \(pid \d+, since [^)]+\); one game at a time per profile/m;

function script(lines: readonly string[]): string {
  const path = join(tempDir(), "script.txt");
  writeFileSync(path, lines.join("\n") + "\n");
  return path;
}

/** The built program as a process that runs beside others. */
function runAsync(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A pid no process has now: one that ran and ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(r.stdout);
}

const SAVES = ["create core:human core:warrior name=Ada", ...Array.from({ length: 20 }, () => ["rest", "save"]).flat()];

describe("one game at a time per profile (processes)", () => {
  it("two scripts that save at once: one saves, the other is refused in one line; the slot loads; no temp file is left", async () => {
    for (let round = 0; round < 3; round++) {
      const home = tempDir();
      const path = script(SAVES);
      const both = await Promise.all([
        runAsync(["run", "--script", path, "--home", home]),
        runAsync(["run", "--script", path, "--home", home]),
      ]);
      for (const r of both) {
        expect(`${r.stdout}${r.stderr}`).not.toMatch(STACK);
        expect(r.stderr).not.toContain("cannot save");
        if (r.code !== 0) {
          expect(r.code).toBe(1);
          expect(r.stderr).toMatch(IN_USE);
          expect(r.stderr.trim().split("\n")).toHaveLength(1);
        }
      }
      expect(both.some((r) => r.code === 0)).toBe(true);
      expect(runCli(["run", "--script", script(["load"]), "--home", home]).code).toBe(0);
      expect(readdirSync(join(home, "saves"))).toEqual(["save.toml"]);
      expect(existsSync(join(home, "rustkeep.lock"))).toBe(false);
    }
  }, 90_000);

  it("a lock left by a process that is gone is taken over, said in one line, and released at the end", () => {
    const home = tempDir();
    const pid = deadPid();
    writeFiles(home, { "rustkeep.lock": `pid = ${pid}\nstarted = "2026-12-01 10:00:00"\ntoken = "00ff"\n` });
    const r = runCli(["run", "--script", script(["create core:human core:warrior", "save"]), "--home", home]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`took over the profile lock of rustkeep pid ${pid}, which is no longer running`);
    expect(existsSync(join(home, "saves", "save.toml"))).toBe(true);
    expect(existsSync(join(home, "rustkeep.lock"))).toBe(false);
  });

  it("a temp file a dead process left beside the save is taken away by the next save", () => {
    const home = tempDir();
    const stale = `.save.toml.${deadPid()}.0.tmp`;
    writeFiles(home, { [`saves/${stale}`]: "half a save" });
    expect(runCli(["run", "--script", script(["create core:human core:warrior", "save"]), "--home", home]).code).toBe(0);
    expect(readdirSync(join(home, "saves"))).toEqual(["save.toml"]);
  });
});

/** A game on the title screen in tmux, its profile and pid. */
async function gameIn(session: string, home: string, env = ""): Promise<number> {
  const pidFile = join(tempDir(), "pid");
  startInTmux(
    session,
    `sh -c 'echo $$ > "${pidFile}"; ${env} exec "${process.execPath}" "${BIN}" --home "${home}" --seed 1'; echo "EXITED:$?"`,
  );
  await waitFor(session, (s) => s.includes("New run"));
  const read = () => (existsSync(pidFile) ? readFileSync(pidFile, "utf8").trim() : "");
  return Number(await until(read, (p) => p !== "", 10_000, "the game's pid"));
}

describeWithTmux("one game at a time per profile (a game in tmux)", () => {
  it("a second game on the profile is refused in one line; a script that saves too; released when the first quits", async () => {
    const home = tempDir();
    const first = `w22lock1-${process.pid}`;
    const second = `w22lock2-${process.pid}`;
    try {
      const pid = await gameIn(first, home);
      expect(readFileSync(join(home, "rustkeep.lock"), "utf8")).toContain(`pid = ${pid}`);
      startInTmux(second, `"${process.execPath}" "${BIN}" --home "${home}"; echo "EXITED:$?"`);
      const refused = await waitFor(second, (s) => s.includes("EXITED:"));
      expect(refused).toContain("EXITED:1");
      expect(refused).toMatch(new RegExp(`in use by another rustkeep \\(pid ${pid},`));
      expect(refused).not.toMatch(STACK);
      const saving = runCli(["run", "--script", script(["create core:human core:warrior", "save"]), "--home", home]);
      expect(saving.code).toBe(1);
      expect(saving.stderr).toMatch(IN_USE);
      expect(existsSync(join(home, "saves", "save.toml"))).toBe(false);
      await killSession(first);
      expect(existsSync(join(home, "rustkeep.lock"))).toBe(false);
    } finally {
      await killSession(first);
      await killSession(second);
    }
  });

  it("beside a running game the modder's commands work, and check leaves load_order.toml as it is and says so", async () => {
    const home = tempDir();
    const session = `w22lock3-${process.pid}`;
    try {
      await gameIn(session, home);
      const order = readFileSync(join(home, "load_order.toml"), "utf8");
      // A new mod would be appended by a load of its own: beside the game it is not.
      writeFiles(home, { "mods/frost/manifest.toml": manifest("frost", ["core"]) });
      const check = runCli(["check", "--home", home]);
      expect(check.stdout).toMatch(/^load_order\.toml left as it is: this profile is in use by another rustkeep \(pid \d+\)$/m);
      expect(check.code).toBe(0);
      expect(readFileSync(join(home, "load_order.toml"), "utf8")).toBe(order);
      for (const args of [
        ["list", "items"],
        ["floor", "1"],
        ["prefab", "core:rat_throne"],
        ["explain", "core:rat"],
        ["loot", "core:common_gear"],
      ]) {
        const r = runCli([...args, "--home", home]);
        expect(r.code, `${args.join(" ")}\n${r.stderr}`).toBe(0);
        expect(r.stderr).not.toMatch(STACK);
      }
      expect(readFileSync(join(home, "load_order.toml"), "utf8")).toBe(order);
    } finally {
      await killSession(session);
    }
  });

  it("SIGTERM and a crash release the lock", async () => {
    const home = tempDir();
    const session = `w22lock4-${process.pid}`;
    try {
      const pid = await gameIn(session, home);
      expect(existsSync(join(home, "rustkeep.lock"))).toBe(true);
      process.kill(pid, "SIGTERM");
      await waitFor(session, (s) => s.includes("EXITED:"));
      expect(existsSync(join(home, "rustkeep.lock"))).toBe(false);
      await killSession(session);
      startInTmux(session, `RUSTKEEP_CRASH_TEST=render "${process.execPath}" "${BIN}" --home "${home}"; echo "EXITED:$?"`);
      await waitFor(session, (s) => s.includes("EXITED:"));
      expect(existsSync(join(home, "rustkeep.lock"))).toBe(false);
    } finally {
      await killSession(session);
    }
  });
});
