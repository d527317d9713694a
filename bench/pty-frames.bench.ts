/**
 * What a keypress costs at the terminal, which the in-process frame bench cannot see: the
 * built game in a real pty (a detached tmux session), a run started, then `keys` steps east
 * and west. Per key: the game's CPU time (/proc) and the bytes it wrote to the terminal
 * (tmux's pipe-pane), at 80×24 and 120×40, with Ink's standard output and with its
 * `incrementalRendering` (RUSTKEEP_INK_INCREMENTAL=1; play leaves it off). The screens the
 * two leave after the same keys are compared (text, and where the reverse-video hero is): a
 * difference is stale cells on the player's screen. Skipped without tmux or a built game.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { int, ms } from "./harness.js";
import { hasTmux, TmuxGame } from "./tmux-play.js";

/** The game's CPU time so far (user + system), in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until the screen shows `text` (the game loads for a while before its title). */
async function until(game: TmuxGame, text: string, limitMs = 30_000): Promise<void> {
  const end = performance.now() + limitMs;
  while (!game.capture().text.includes(text)) {
    if (performance.now() > end) throw new Error(`pty frames: the game never showed "${text}"`);
    await sleep(50);
  }
}

interface KeyCost {
  readonly cpu: number;
  readonly bytes: number;
  /** The screen after the keys, as tmux holds it: its text and where the reverse-video `@`s are. */
  readonly screen: string;
}

async function keyCost(
  root: string,
  home: string,
  width: number,
  height: number,
  incremental: boolean,
  keys: number,
  out: string,
): Promise<KeyCost> {
  const env = incremental ? ["RUSTKEEP_INK_INCREMENTAL=1"] : [];
  mkdirSync(home, { recursive: true });
  const game = new TmuxGame(
    ["env", ...env, process.execPath, join(root, "dist", "rustkeep.js"), "--home", home, "--seed", "frames"],
    width,
    height,
  );
  try {
    await until(game, "New run");
    // The title's New run, then the name, race and class as offered: the run's first floor.
    for (let i = 0; i < 4; i++) {
      game.keys("Enter", false);
      await game.settle();
    }
    await until(game, "turn 0");
    const pid = game.pid();
    game.pipeOutput(out);
    await sleep(100);
    const bytes0 = statSync(out, { throwIfNoEntry: false })?.size ?? 0;
    const cpu0 = cpuOf(pid);
    for (let i = 0; i < keys; i++) {
      game.keys(i % 2 ? "h" : "l");
      await sleep(60);
    }
    const settled = await game.settle();
    const screen = `${settled.text}\n${JSON.stringify(settled.inverseAts)}`;
    return { cpu: (cpuOf(pid) - cpu0) / keys, bytes: (statSync(out).size - bytes0) / keys, screen };
  } finally {
    game.close();
  }
}

export async function benchPtyFrames(root: string, tempDir: (prefix: string) => string, keys: number): Promise<void> {
  if (!hasTmux() || !existsSync(join(root, "dist", "rustkeep.js"))) {
    console.log("pty frames: skipped (needs tmux and a built game)");
    return;
  }
  for (const [width, height] of [
    [80, 24],
    [120, 40],
  ] as const) {
    const dir = tempDir("rk-bench-pty-");
    const standard = await keyCost(root, join(dir, "standard"), width, height, false, keys, join(dir, "standard.out"));
    const incremental = await keyCost(root, join(dir, "incremental"), width, height, true, keys, join(dir, "incremental.out"));
    const same = standard.screen === incremental.screen;
    console.log(
      `pty frames ${width}×${height} (${keys} steps east and west, the built game in tmux): ` +
        `standard output ${ms(standard.cpu)} ms CPU and ${int(standard.bytes)} bytes a key; ` +
        `Ink's incrementalRendering ${ms(incremental.cpu)} ms CPU and ${int(incremental.bytes)} bytes a key ` +
        `(${(incremental.bytes / standard.bytes).toFixed(2)}x the bytes); screens after the same keys ${same ? "identical" : "DIFFER (incremental left stale cells)"}`,
    );
  }
}
