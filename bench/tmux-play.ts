/**
 * A player at the keyboard for the memory bench: the built game in a detached tmux session
 * of its own (its own server socket, so nobody else's sessions are touched and one
 * `kill-server` cleans everything), read through `capture-pane` and driven with the game's
 * default keys (src/ui/keymap.ts): `o` explores, `R` rests, `>` goes to the stairs and down,
 * `a` attacks in a fight, and where auto-explore will not go on (a guarded doorway, the rest
 * of the floor behind enemies) the hero walks to the nearest foe on the screen and starts
 * the fight. A death or a win starts a new run, so turns keep adding up.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseScreen, type Screen } from "./tmux-screen.js";

/** Whether tmux can be run here. */
export function hasTmux(): boolean {
  return spawnSync("tmux", ["-V"], { stdio: "ignore" }).status === 0;
}

/** A tmux server of our own with one session in it, 80×24 unless told. */
export class TmuxGame {
  private readonly socket = `rk-bench-memory-${process.pid}`;
  private readonly session = "play";

  constructor(
    command: readonly string[],
    readonly width = 80,
    readonly height = 24,
  ) {
    // `exec`: the pane's process is node itself, so its pid is the game's.
    const line = `exec ${command.map((c) => `'${c.replaceAll("'", `'\\''`)}'`).join(" ")}`;
    this.tmux("new-session", "-d", "-s", this.session, "-x", String(width), "-y", String(height), line);
    this.socketPath = this.tmux("display-message", "-p", "#{socket_path}").trim();
  }

  /** Where the server listens: `kill-server` leaves the socket file behind, so `close` removes it. */
  private readonly socketPath: string;

  private tmux(...args: string[]): string {
    const r = spawnSync("tmux", ["-L", this.socket, ...args], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`tmux ${args[0]}: ${(r.stderr || "failed").trim()}`);
    return r.stdout;
  }

  /** The screen as text, each cell's reverse video kept (the hero is the reverse-video `@`). */
  capture(): Screen {
    return parseScreen(this.tmux("capture-pane", "-p", "-e", "-t", this.session));
  }

  /** From now on, every byte the game writes to its terminal is appended to `path` (tmux's pipe-pane). */
  pipeOutput(path: string): void {
    this.tmux("pipe-pane", "-o", "-t", this.session, `cat >> '${path}'`);
  }

  /** Sends keys as tmux names them (`Enter`) or literal text (`-l`). */
  keys(keys: string, literal = true): void {
    this.tmux("send-keys", "-t", this.session, ...(literal ? ["-l", keys] : [keys]));
  }

  /** The pid of the game: the pane's process, or its first child where the shell did not `exec` (its name is not node's). */
  pid(): number {
    const pane = Number(this.tmux("list-panes", "-t", this.session, "-F", "#{pane_pid}").trim());
    try {
      if (readFileSync(`/proc/${pane}/comm`, "utf8").trim().startsWith("node")) return pane;
      const child = Number(readFileSync(`/proc/${pane}/task/${pane}/children`, "utf8").trim().split(/\s+/)[0]);
      return Number.isInteger(child) && child > 0 ? child : pane;
    } catch {
      return pane;
    }
  }

  /** Waits until the screen holds still (a travel walks a step every 15 ms, so 3 equal captures 40 ms apart mean it stopped). */
  async settle(limitMs = 20_000): Promise<Screen> {
    const until = performance.now() + limitMs;
    let last = this.capture();
    let same = 0;
    while (performance.now() < until) {
      await sleep(40);
      const now = this.capture();
      same = now.text === last.text ? same + 1 : 0;
      last = now;
      if (same >= 2) return now;
    }
    return last;
  }

  /** Ends the server and the game in it; never throws (it runs in `finally`). */
  close(): void {
    spawnSync("tmux", ["-L", this.socket, "kill-server"], { stdio: "ignore" });
    if (this.socketPath.includes(this.socket)) rmSync(this.socketPath, { force: true });
  }
}

/** Resident and peak memory of a process, in MiB (Linux's /proc); undefined elsewhere or when it is gone. */
export function rssOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    const rss = kib("VmRSS");
    return Number.isFinite(rss) ? { rss: rss / 1024, peak: kib("VmHWM") / 1024 } : undefined;
  } catch {
    return undefined;
  }
}

/** What a play session got through. */
export interface Played {
  readonly turns: number;
  readonly runs: number;
  readonly deepest: number;
  readonly fights: number;
  /** Keys sent. */
  readonly keys: number;
}

const MOVES = { n: "k", s: "j", w: "h", e: "l" } as const;

/**
 * Plays on from the title screen until `turns` turns have passed over all runs, or the
 * deadline. Throws when the screen is none it knows for a long while (the game crashed, a
 * screen this policy cannot leave).
 */
export async function playTurns(game: TmuxGame, turns: number, deadline: number, seen?: (turns: number) => void): Promise<Played> {
  let done = 0; // turns of finished runs
  let current = 0;
  let runs = 0;
  let deepest = 0;
  let fights = 0;
  let keys = 0;
  let hunting = 0;
  let inFight = false;
  let stale = 0;
  let lastTotal = -1;
  const send = (k: string, literal = true) => {
    keys++;
    game.keys(k, literal);
  };
  while (done + current < turns) {
    if (performance.now() > deadline) break;
    const screen = await game.settle();
    const total = done + current;
    stale = total === lastTotal ? stale + 1 : 0;
    lastTotal = total;
    if (stale > 60) throw new Error(`play stuck at turn ${total} on this screen:\n${screen.text}`);
    const top = screen.rows[0] ?? "";
    if (/^\s*(Died|Won)\s*$/.test(screen.rows[1] ?? "") || /^\s*(Died|Won)\s*$/.test(screen.rows[2] ?? "")) {
      done += current;
      current = 0;
      runs++;
      send("Enter", false);
      continue;
    }
    if (screen.text.includes("> New run")) {
      send("Enter", false);
      continue;
    }
    if (screen.text.includes("New run")) {
      send("Up", false);
      continue;
    }
    if (top.includes("New hero")) {
      send("Enter", false);
      continue;
    }
    const turn = /\bturn (\d+)/.exec(top);
    const floor = /\bfloor (\d+)/.exec(top);
    if (!turn) {
      // Some other screen (help, a dialog): back out.
      send("Escape", false);
      continue;
    }
    current = Number(turn[1]);
    seen?.(done + current);
    deepest = Math.max(deepest, Number(floor?.[1] ?? 0));
    if (/^\s*Fight —/.test(top)) {
      if (!inFight) fights++;
      inFight = true;
      hunting = 0;
      send("a");
      continue;
    }
    inFight = false;
    // A few stale rounds on the map: wait a turn, then try a step (a policy loop cannot stop the clock).
    if (stale > 8) {
      send(stale % 2 ? "." : "hjkl"[stale % 4]!);
      continue;
    }
    const said = screen.rows.slice(-4).join("\n");
    const health = /health (\d+)\/(\d+)/.exec(top);
    const hurt = health ? Number(health[1]) < Number(health[2]) / 2 : false;
    if (
      hunting > 0 ||
      /stopped: (enemies behind this door|the rest lies past enemies|enemies block the way|the stairs are not found)/.test(said)
    ) {
      const dir = stepToFoe(screen);
      if (dir) {
        hunting = hunting > 0 ? hunting - 1 : 40;
        send(MOVES[dir]);
        continue;
      }
      hunting = 0;
    }
    if (/stopped: on the stairs/.test(said)) send(">");
    else if (/stopped: fully explored/.test(said)) send(">");
    else if (hurt && !/stopped: (resting mends no further|enemies too close to rest)/.test(said)) send("R");
    else send("o");
  }
  return { turns: done + current, runs: runs + 1, deepest, fights, keys };
}

/** The first of four straight steps (n, e, s, w) on the shortest way over shown tiles from the hero to the nearest foe, if any is on the map. */
export function stepToFoe(screen: Screen): keyof typeof MOVES | undefined {
  // The map is between the two status rows and the three message rows at the bottom.
  const top = 2;
  const bottom = screen.rows.length - 4;
  const hero = screen.inverseAts.find(([, y]) => y >= top && y <= bottom);
  if (!hero) return undefined;
  const at = (x: number, y: number) => (y < top || y > bottom ? " " : (screen.rows[y]?.[x] ?? " "));
  const seen = new Map<string, keyof typeof MOVES>();
  let frontier: [number, number][] = [];
  for (const dir of ["n", "e", "s", "w"] as const) {
    const [dx, dy] = STEP[dir];
    const x = hero[0] + dx;
    const y = hero[1] + dy;
    seen.set(`${x},${y}`, dir);
    if (walkable(at(x, y))) frontier.push([x, y]);
  }
  while (frontier.length) {
    const next: [number, number][] = [];
    for (const [x, y] of frontier) {
      const first = seen.get(`${x},${y}`)!;
      if (/[A-Za-z]/.test(at(x, y))) return first;
      for (const [dx, dy] of Object.values(STEP)) {
        const k = `${x + dx},${y + dy}`;
        if (seen.has(k) || !walkable(at(x + dx, y + dy))) continue;
        seen.set(k, first);
        next.push([x + dx, y + dy]);
      }
    }
    frontier = next;
  }
  return undefined;
}

const STEP = { n: [0, -1], e: [1, 0], s: [0, 1], w: [-1, 0] } as const;

const walkable = (c: string) => c !== " " && c !== "#";
