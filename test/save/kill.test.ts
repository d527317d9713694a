import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Rng } from "../../src/lib/rng.js";
import { readSlot, slotPath } from "../../src/save/slot.js";
import { BIN, runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

const KILLS = 100;

/** Runs the built program on `script` and SIGKILLs it after `ms`; resolves once it is gone. */
function killedAfter(args: string[], ms: number): Promise<NodeJS.Signals | null> {
  return new Promise((resolve) => {
    const { RUSTKEEP_HOME: _, ...env } = process.env;
    const child = spawn(process.execPath, [BIN, ...args], { stdio: "ignore", env });
    const timer = setTimeout(() => child.kill("SIGKILL"), ms);
    child.on("exit", (_code, signal) => (clearTimeout(timer), resolve(signal)));
  });
}

describe("kill -9 during a loop of autosaves", () => {
  it(`never leaves a torn or missing save (${KILLS} kills at seeded random moments)`, { timeout: 300_000 }, async () => {
    const home = tempDir();
    const dir = tempDir();
    const loop = join(dir, "loop.txt");
    // Each save holds another turn, so a torn write could not pass for the old file.
    writeFileSync(loop, ["load", ...Array.from({ length: 4000 }, (_, i) => (i % 2 ? "save" : "rest"))].join("\n"));
    const first = join(dir, "first.txt");
    writeFileSync(first, "create core:human core:warrior name=Ada\nsave\n");
    expect(runCli(["run", "--script", first, "--home", home]).code).toBe(0);
    const rng = Rng.fromSeed("kill -9");
    const args = ["run", "--script", loop, "--home", home];
    let killed = 0;
    const turns = new Set<number>();
    for (let i = 0; i < KILLS; i++) {
      // Past start-up (the mods load first), into the loop of saves.
      const signal = await killedAfter(args, rng.int(250, 900));
      if (signal === "SIGKILL") killed++;
      expect(existsSync(slotPath(home)), `kill ${i}: the save is missing`).toBe(true);
      const back = readSlot(home, "0.1.0");
      expect("refused" in back ? back.refused : "", `kill ${i}: torn save`).toBe("");
      if (!("refused" in back)) turns.add(back.state.turn);
    }
    expect(killed).toBe(KILLS);
    // The kills landed at different points of the loop: the save moved on between them.
    expect(turns.size).toBeGreaterThan(10);
  });
});
