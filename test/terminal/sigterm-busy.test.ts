/**
 * Issue 22: SIGTERM is honoured within 1 s even mid-call. The engine runs scripts on the main
 * thread, so a signal is handled when the turn's scripts end; the per-turn budget bounds them.
 * Here the hero's every turn runs the worst the budget allows (an endless loop of callbacks, 20
 * times a turn), a burst of rests keeps turns coming, and SIGTERM lands mid-play: the process is
 * gone within 1 s, the run saved, the terminal restored.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { tempDir } from "../helpers/profile.js";
import { createHero, turnOn } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, startInTmux, tmux, until, waitFor } from "../helpers/tmux.js";

const alternateOn = (session: string) => tmux("display", "-p", "-t", session, "#{alternate_on}").trim();
/** Gone, or a zombie its shell has not reaped yet: either way it runs nothing more. */
const gone = (pid: number) => {
  const stat = spawnSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim();
  return stat === "" || stat.startsWith("Z");
};

/** A profile whose fifth class, Cursed, runs a script that never ends 20 times at each turn's end. */
function cursedProfile(): string {
  const home = tempDir();
  const mod = join(home, "mods", "slow");
  mkdirSync(mod, { recursive: true });
  const calls = Array.from({ length: 20 }, () => `{ run_script = "slow:spin" }`).join(", ");
  writeFileSync(join(mod, "manifest.toml"), manifest("slow", ["core"]));
  writeFileSync(
    join(mod, "slow.toml"),
    `[[options]]\nid = "cursed"\ncategory = "core:class"\nname = "Cursed"\ntriggers = [{ on = "turn_ended", actions = [${calls}] }]\n\n[[scripts]]\nid = "spin"\nfile = "spin.js"\n`,
  );
  // Callbacks are the dearest steps (~100 ns each): the slowest turn the step budget lets through.
  writeFileSync(join(mod, "spin.js"), `const a = [1, 2, 3, 4, 5, 6, 7, 8];\nwhile (true) a.map((v) => v * 2);\n`);
  return home;
}

/**
 * The Cursed hero made, `rests` sent (in bursts of 20: one write of hundreds reads as a paste),
 * SIGTERM once `killAt` rests have been played; answers how long the game took to be gone.
 * Then: exit 143, the run saved, the normal screen back, no stack trace.
 */
async function terminateMidPlay(session: string, rests: number, killAt: number): Promise<number> {
  const home = cursedProfile();
  const pidFile = join(home, "pid");
  const game = `sh -c 'echo $$ > "${pidFile}"; exec "${process.execPath}" "${BIN}" --home "${home}" --seed 1'`;
  startInTmux(session, `printf 'before-rustkeep\\n'; ${game}; echo "EXITED:$?"`);
  try {
    await createHero(session, 4);
    const playing = await waitFor(session, (s) => turnOn(s) !== undefined);
    expect(playing).toContain("Cursed");
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    const slot = join(home, "saves", "save.toml");
    expect(existsSync(slot)).toBe(false);
    for (let i = 0; i < rests; i += 20) tmux("send-keys", "-t", session, ".".repeat(Math.min(20, rests - i)));
    const busy = killAt > 0 ? await waitFor(session, (s) => (turnOn(s) ?? 0) >= killAt) : "";
    const sent = performance.now();
    process.kill(pid, "SIGTERM");
    // Past 5 s it is a failure either way; the wait is not longer so a known failure stays cheap.
    await until(
      () => gone(pid),
      (g) => g,
      5_000,
      `process ${pid} to end after SIGTERM`,
    );
    const took = performance.now() - sent;
    if (killAt > 0) {
      // The scripts ran, each stopped by its budget (a turn's later calls refused at no cost),
      // and rests were still queued when the signal came.
      expect(busy).toMatch(/slow\/spin\.js/);
      expect(turnOn(busy)).toBeLessThan(rests);
    }
    const after = await waitFor(session, (s) => /EXITED:\d+/.test(s));
    expect(after).toContain("EXITED:143");
    expect(after).toContain("before-rustkeep");
    expect(after).not.toMatch(/^\s+at /m);
    expect(alternateOn(session)).toBe("0");
    expect(readFileSync(slot, "utf8")).toMatch(/slow:cursed/);
    return took;
  } finally {
    await killSession(session);
  }
}

describeWithTmux("SIGTERM while every turn runs the worst scripts (tmux)", () => {
  it("three rests sent and the signal at once (mid-call): gone within 1 s, the run saved, the terminal restored", async () => {
    const took = await terminateMidPlay(`w22-fuzz-term3-${process.pid}`, 3, 0);
    expect(took, `gone ${Math.round(took)} ms after SIGTERM`).toBeLessThan(1_000);
  }, 60_000);

  // Keys that arrive in one read were all played in that read's handler, so the signal waited for
  // every queued turn (48.7 s, signal at turn 20 of 400 queued rests). The App now lets the
  // event loop run between slices of a burst (BURST_SLICE_MS in src/ui/App.tsx).
  it("400 rests queued, the signal at turn 3: gone within 1 s", async () => {
    const took = await terminateMidPlay(`w22-fuzz-term400-${process.pid}`, 400, 3);
    expect(took, `gone ${Math.round(took)} ms after SIGTERM`).toBeLessThan(1_000);
  }, 60_000);
});
