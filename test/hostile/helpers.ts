/**
 * The hostile-input suite's runner. A case is a profile builder, a command line, the exit
 * code and a pattern one line of the output must match; the runner builds the profile in
 * a fresh sandbox, runs the built binary as a process with a timeout and checks the
 * promise of issue 9: no hang, no stack trace, a one-line message, nothing written
 * outside the profile. Add a case as one object in a `hostileSuite` list.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";
import { manifest, TINY_CORE } from "../helpers/fixture-mods.js";

/** How long a case may run before it counts as a hang. */
const TIMEOUT_MS = 10_000;

/** The folders of one case: `root` holds the profile, a decoy folder (link targets) and the built-in mods. */
export class Sandbox {
  readonly root = mkdtempSync(join(tmpdir(), "rk-hostile-"));
  readonly home = join(this.root, "home");
  readonly decoy = join(this.root, "decoy");
  /** Built-in mods folder: the tiny core, unless a case points RUSTKEEP_BUILTIN_MODS elsewhere. */
  readonly builtin = join(this.root, "builtin");

  constructor() {
    chmodSync(this.root, 0o755); // mkdtemp's 0700 would shut out the unprivileged runner
    for (const [rel, text] of Object.entries(TINY_CORE)) this.write(`builtin/core/${rel}`, text);
    mkdirSync(this.home);
    mkdirSync(this.decoy);
  }

  /** Writes a file at `rel` (relative to the sandbox root), making its folders. */
  write(rel: string, data: string | Uint8Array): string {
    const path = join(this.root, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
    return path;
  }

  /** A profile mod `id` (with a manifest depending on core unless `files` has one). */
  mod(id: string, files: Record<string, string | Uint8Array> = {}): string {
    const all = { "manifest.toml": manifest(id, ["core"]), ...files };
    for (const [rel, text] of Object.entries(all)) this.write(`home/mods/${id}/${rel}`, text);
    return join(this.home, "mods", id);
  }

  /** A healthy load_order.toml naming `ids`, so a load has nothing to rewrite. */
  order(...ids: string[]): void {
    this.write("home/load_order.toml", `order = ${JSON.stringify(ids)}\ndisabled = []\n`);
  }

  /** A symlink at `rel` pointing to `target` (absolute). */
  link(rel: string, target: string): void {
    const path = join(this.root, rel);
    mkdirSync(dirname(path), { recursive: true });
    rmSync(path, { recursive: true, force: true });
    symlinkSync(target, path);
  }

  /** A named pipe at `rel`: opening it for reading blocks until a writer comes. */
  fifo(rel: string): void {
    const path = join(this.root, rel);
    mkdirSync(dirname(path), { recursive: true });
    rmSync(path, { force: true });
    const r = spawnSync("mkfifo", [path]);
    if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
  }

  /** Gives `rel` (recursively) to the user the case runs as, so it may write there. */
  own(rel: string): void {
    const who = runner();
    if (!who) return;
    const walk = (path: string) => {
      chownSync(path, who.uid, who.gid);
      if (lstatSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(join(this.root, rel));
  }

  /** Takes write permission away from `rel` (a file or folder, not recursive). */
  readOnly(rel: string): void {
    const path = join(this.root, rel);
    chmodSync(path, lstatSync(path).isDirectory() ? 0o555 : 0o444);
  }
}

/**
 * What the program reads from the checkout (its bundle, package.json, the built-in mods),
 * copied once into a world-readable temp folder: a checkout under a private folder (a clone
 * in root's home, any folder of mode 0700) is out of reach for the user an unprivileged case
 * runs as. Everything else runs the checkout's own files.
 */
let reachableRepo: string | undefined;
function programRoot(unprivileged: boolean): string {
  if (!unprivileged) return REPO;
  if (!reachableRepo) {
    reachableRepo = mkdtempSync(join(tmpdir(), "rk-program-"));
    for (const part of ["package.json", "dist", "mods"]) cpSync(join(REPO, part), join(reachableRepo, part), { recursive: true });
    chmodSync(reachableRepo, 0o755); // mkdtemp's 0700, again
  }
  return reachableRepo;
}

/** One line of stdout or stderr that must appear, and the code the process must exit with. */
export interface HostileCase {
  readonly name: string;
  readonly build: (s: Sandbox) => void;
  /** Arguments; `{home}`, `{root}`, `{decoy}`, `{program}` (the folder holding the bundle and the built-in mods) are replaced. `--home {home}` is added unless `--home` is given. */
  readonly args: readonly string[];
  /** False: add no `--home` (the case chooses the profile through the environment). */
  readonly home?: false;
  readonly code: number;
  /** Some single line of the output matches this. */
  readonly says: RegExp;
  /** Run as an unprivileged user (as `nobody` when the suite runs as root, where chmod stops nothing). */
  readonly unprivileged?: boolean;
  /** Run inside a wrapper: the profile on a read-only bind mount, or with no room to write a file. */
  readonly wrap?: "ro-mount" | "no-space";
  /** Extra environment; its values have the placeholders of `args` replaced. */
  readonly env?: Readonly<Record<string, string>>;
  /** Files or folders the case may change (relative to the sandbox root: `home/saves`); its own checks look at them in `after`. */
  readonly writes?: readonly string[];
  /** Further checks after the run. */
  readonly after?: (s: Sandbox, out: RunOutput) => void;
}

export interface RunOutput {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

let cachedRunner: { uid: number; gid: number } | null | undefined;
/** The uid/gid an unprivileged case runs as: `nobody` under root, else undefined (the current user is unprivileged). */
function runner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (cachedRunner === undefined) {
    const uid = spawnSync("id", ["-u", "nobody"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "nobody"], { encoding: "utf8" });
    cachedRunner = uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
  }
  return cachedRunner ?? undefined;
}

let mountWorks: boolean | undefined;
/** True when this process may make a private mount namespace (root with CAP_SYS_ADMIN). */
export function canMount(): boolean {
  mountWorks ??= spawnSync("unshare", ["-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt"], { stdio: "ignore" }).status === 0;
  return mountWorks;
}

/** Why a case cannot run here, or undefined. */
function skipReason(c: HostileCase): string | undefined {
  if (c.unprivileged && process.getuid?.() === 0 && !runner()) return "running as root and there is no user nobody to drop to";
  if (c.wrap === "ro-mount" && !canMount()) return "cannot make a private mount namespace (unshare -m + mount) here";
  return undefined;
}

/** `argv` run with `folder` on a read-only bind mount of its own (see {@link canMount}). */
export function readOnlyMount(folder: string, argv: readonly string[]): string[] {
  const script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && shift && exec "$@"';
  return ["unshare", "-m", "sh", "-c", script, "sh", folder, ...argv];
}

/** Wraps the command so the profile is mounted read-only, or so writing any byte of a file fails. */
function wrapped(c: HostileCase, s: Sandbox, argv: string[]): string[] {
  if (c.wrap === "ro-mount") return readOnlyMount(s.home, argv);
  if (c.wrap === "no-space") {
    // A file-size limit of 0: open succeeds, the first write fails, as on a full disk.
    // SIGXFSZ is ignored so the write returns an error instead of killing the process.
    return ["sh", "-c", 'trap "" XFSZ; ulimit -f 0; exec "$@"', "sh", ...argv];
  }
  return argv;
}

/** Every entry under `root` with its size, mtime and link target; logs, the content cache and load_order.toml of the profile left out, and `writes`. */
export function listing(root: string, writes: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      if (
        r === "home/logs" ||
        r.startsWith("home/logs/") ||
        r === "home/cache" ||
        r.startsWith("home/cache/") ||
        r.startsWith("home/load_order.toml") ||
        writes.some((w) => r === w || r.startsWith(`${w}/`))
      )
        continue;
      const path = join(dir, name);
      const st = lstatSync(path);
      if (st.isSymbolicLink()) out.push(`${r} -> ${readlinkSync(path)}`);
      // A folder's mtime changes when the program adds a file to it (allowed in the profile): names suffice.
      else if (st.isDirectory()) {
        out.push(`${r}/`);
        walk(path, r);
      } else out.push(`${r} ${st.size} ${st.mtimeMs}`);
    }
  };
  walk(root, "");
  return out;
}

const STACK_FRAME = /^\s+at .+/m;
const ERROR_DUMP = /^(?:Uncaught )?[A-Z]\w*(?:Error|Exception)\b.*|node:internal/m;

/** Runs one case: build, list, run with a timeout, list again, assert. */
export function runCase(c: HostileCase): RunOutput {
  const s = new Sandbox();
  sandboxes.push(s);
  c.build(s);
  const who = c.unprivileged ? runner() : undefined;
  const program = programRoot(who !== undefined);
  const fill = (a: string) =>
    a.replaceAll("{home}", s.home).replaceAll("{root}", s.root).replaceAll("{decoy}", s.decoy).replaceAll("{program}", program);
  const args = c.args.map(fill);
  if (!args.includes("--home") && c.home !== false) args.push("--home", s.home);
  const env = Object.fromEntries(Object.entries(c.env ?? {}).map(([k, v]) => [k, fill(v)]));
  const before = listing(s.root, c.writes);
  const [command, ...rest] = wrapped(c, s, [process.execPath, join(program, "dist", "rustkeep.js"), ...args]);
  const r = spawnSync(command!, rest, {
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...cleanEnv(), RUSTKEEP_BUILTIN_MODS: s.builtin, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    cwd: s.root,
    ...(who ?? {}),
  });
  const out = { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
  const shown = `exit ${out.code}${r.signal ? ` (signal ${r.signal})` : ""}\nstdout:\n${clip(out.stdout)}\nstderr:\n${clip(out.stderr)}`;
  expect((r.error as NodeJS.ErrnoException | undefined)?.code, `timed out after ${TIMEOUT_MS} ms\n${shown}`).not.toBe("ETIMEDOUT");
  expect(r.signal, shown).toBeNull();
  expect(`${out.stdout}\n${out.stderr}`, `stack trace in the output\n${shown}`).not.toMatch(STACK_FRAME);
  expect(`${out.stdout}\n${out.stderr}`, `error dump in the output\n${shown}`).not.toMatch(ERROR_DUMP);
  expect(out.code, shown).toBe(c.code);
  const lines = `${out.stdout}\n${out.stderr}`.split("\n");
  expect(
    lines.some((l) => c.says.test(l)),
    `no line matches ${c.says}\n${shown}`,
  ).toBe(true);
  expect(listing(s.root, c.writes), "something outside the profile's logs/, cache/ and load_order.toml changed").toEqual(before);
  c.after?.(s, out);
  return out;
}

/** The environment without RUSTKEEP_* from the caller. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith("RUSTKEEP_")) delete env[key];
  return env;
}

function clip(text: string): string {
  return text.length > 4000 ? `${text.slice(0, 2000)}\n…\n${text.slice(-2000)}` : text;
}

const sandboxes: Sandbox[] = [];
afterAll(() => {
  for (const s of sandboxes) {
    // Read-only folders must be writable again before they can be removed (as a non-root user).
    spawnSync("chmod", ["-R", "u+w", s.root]);
    rmSync(s.root, { recursive: true, force: true });
  }
  if (reachableRepo) rmSync(reachableRepo, { recursive: true, force: true });
});

/**
 * A `describe` block with one test per case. A case whose mechanism this machine lacks (no
 * user to drop to, no mount namespace) fails in CI, which must have it, and is skipped with
 * its reason printed only on a developer's machine (as the tmux tests do).
 */
export function hostileSuite(title: string, cases: readonly HostileCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      const reason = skipReason(c);
      if (reason && !process.env["CI"]) console.log(`hostile: skipping "${c.name}": ${reason}`);
      it.skipIf(reason !== undefined && !process.env["CI"])(c.name, () => {
        if (reason) throw new Error(`this case cannot run here: ${reason}`);
        runCase(c);
      });
    }
  });
}

/**
 * A builder of `rustkeep check` cases over a profile whose `file` (keys.toml, options.toml) is
 * the case's content: text or bytes written there, or a builder for a FIFO, a link, a folder.
 */
export function profileFileCase(file: string) {
  return (name: string, content: string | Uint8Array | ((s: Sandbox) => void), says: RegExp, code = 1): HostileCase => ({
    name,
    build: typeof content === "function" ? content : (s) => s.write(`home/${file}`, content),
    args: ["check"],
    code,
    says,
  });
}
