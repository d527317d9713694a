import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Rng } from "../../src/lib/rng.js";
import { slotPath } from "../../src/profile/save-slot.js";
import { readSlot } from "../../src/save/slot.js";
import { BIN, runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

// Each kill costs a start-up of the program (~0.5 s of CPU); 30 moments counted in saves land
// inside the loop every time, where 100 picked in milliseconds often landed before it.
const KILLS = 30;

/**
 * Runs the built program on a script and SIGKILLs it once it has reported `saves` saves
 * (`run` prints each line's outcome as it plays it, so a "Saved to" line is a save on disk);
 * resolves with the signal once it is gone. A moment counted in saves, not milliseconds,
 * lands inside the loop of saves however loaded the machine is.
 */
function killedAfterSaves(args: string[], saves: number): Promise<{ signal: NodeJS.Signals | null; seen: number }> {
  return new Promise((resolve) => {
    const { RUSTKEEP_HOME: _, ...env } = process.env;
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "ignore"], env });
    let seen = 0;
    let tail = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      const lines = (tail + chunk).split("\n");
      tail = lines.pop()!;
      seen += lines.filter((l) => l.startsWith("save → Saved to")).length;
      if (seen >= saves) child.kill("SIGKILL");
    });
    child.on("exit", (_code, signal) => resolve({ signal, seen }));
  });
}

describe("kill -9 during a loop of autosaves", () => {
  it(`never leaves a torn or missing save (${KILLS} kills, each after a seeded random count of saves)`, { timeout: 300_000 }, async () => {
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
    let turn = 0;
    for (let i = 0; i < KILLS; i++) {
      const saves = rng.int(1, 12);
      const { signal, seen } = await killedAfterSaves(args, saves);
      // Killed, not finished: the script's 2000 saves are far more than any kill waits for.
      expect(signal, `kill ${i}`).toBe("SIGKILL");
      expect(seen, `kill ${i}: saves reported before the kill`).toBeGreaterThanOrEqual(saves);
      expect(existsSync(slotPath(home)), `kill ${i}: the save is missing`).toBe(true);
      const back = readSlot(home, "0.1.0");
      expect("refused" in back ? back.refused : "", `kill ${i}: torn save`).toBe("");
      // The save moved on by at least the saves seen (each after a rest): none was lost, none went back.
      const now = "refused" in back ? -1 : back.state.turn;
      expect(now, `kill ${i}: the turn in the save`).toBeGreaterThanOrEqual(turn + saves);
      turn = now;
    }
  });
});
