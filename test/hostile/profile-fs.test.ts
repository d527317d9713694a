/** Issue 9, class 4: file-system errors in the profile are one line naming the path and what to do. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { hostileSuite, type Sandbox } from "./helpers.js";

const check = ["check"];
const LOG_NOT_WRITTEN = /^could not write the load log in .*\/home\/logs: permission denied\b/;
/** The real core, for the commands that need floors and prefabs, from wherever the case's program runs (a reachable copy for an unprivileged case). */
const REAL_CORE = { RUSTKEEP_BUILTIN_MODS: "{program}/mods" };

/** A profile that needs no write to load: a healthy load order naming core. */
const settled = (s: Sandbox) => s.order("core");

hostileSuite("file-system errors in the profile", [
  {
    name: "mods is a file: a warning naming it, the built-in mods still load",
    build: (s) => s.write("home/mods", "not a folder"),
    args: check,
    code: 1,
    says: /^mods:1: mods — is a file, not a folder: no profile mods were loaded; move it away and make mods a folder$/,
  },
  {
    name: "logs is a file: the load works and says the log could not be written",
    build: (s) => {
      settled(s);
      s.write("home/logs", "not a folder");
    },
    args: check,
    code: 0,
    says: /^could not write the load log in .*\/home\/logs: it is a file, not a folder; move it away$/,
  },
  {
    name: "list with a warning and no log written: the warnings line names no folder as the log",
    build: (s) => {
      settled(s);
      s.write("home/mods", "not a folder");
      s.write("home/logs", "not a folder");
    },
    args: ["list"],
    code: 0,
    says: /^1 load warning\(s\); the load log was not written \(see above\)$/,
  },
  {
    name: "the profile is a file: one line, exit 2",
    build: (s) => s.write("decoy/profile", "not a folder"),
    args: ["check", "--home", "{decoy}/profile"],
    code: 2,
    says: /^the profile .*\/decoy\/profile is a file, not a folder: pass --home a folder$/,
  },
  {
    name: "a path too long for the file system: one line, exit 2",
    build: () => {},
    args: ["check", "--home", `{root}/${"x".repeat(300)}`],
    code: 2,
    says: /^the profile .*xxxx cannot be used: the path is too long; choose a shorter --home$/,
  },
  {
    name: "schema --out naming a file: one line, exit 2",
    build: (s) => s.write("decoy/schema.json", "{}"),
    args: ["schema", "--out", "{decoy}/schema.json"],
    code: 2,
    says: /^cannot write the schema files to .*\/decoy\/schema\.json: it is a file, not a folder; pass --out a folder$/,
  },
  {
    name: "check on a read-only profile works and says the log could not be written",
    build: (s) => {
      settled(s);
      s.readOnly("home");
    },
    unprivileged: true,
    args: check,
    code: 0,
    says: LOG_NOT_WRITTEN,
  },
  {
    name: "a read-only profile without load_order.toml: a warning, and the load goes on",
    build: (s) => s.readOnly("home"),
    unprivileged: true,
    args: check,
    code: 1,
    says: /^load_order\.toml:1: load order — could not be written \(permission denied\); this load goes on without saving it$/,
  },
  {
    name: "a read-only logs/ in a writable profile",
    build: (s) => {
      settled(s);
      s.write("home/logs/keep.txt", "x");
      s.own("home");
      s.readOnly("home/logs");
    },
    unprivileged: true,
    args: check,
    code: 0,
    says: LOG_NOT_WRITTEN,
  },
  {
    name: "floor on a read-only profile still draws the floor",
    build: (s) => {
      s.order("core");
      s.readOnly("home");
    },
    unprivileged: true,
    env: REAL_CORE,
    args: ["floor", "1", "--seed", "x"],
    code: 0,
    says: LOG_NOT_WRITTEN,
    after: (_s, out) => expect(out.stdout).toMatch(/^floor 1 \(/),
  },
  {
    name: "prefab on a read-only profile still draws the prefab",
    build: (s) => {
      s.order("core");
      s.readOnly("home");
    },
    unprivileged: true,
    env: REAL_CORE,
    args: ["prefab", "core:crossroads"],
    code: 0,
    says: LOG_NOT_WRITTEN,
  },
  {
    name: "run on a read-only profile still plays the script",
    build: (s) => {
      s.order("core");
      s.write("decoy/walk.txt", "create core:human core:warrior\nrest\n");
      s.readOnly("home");
    },
    unprivileged: true,
    env: REAL_CORE,
    args: ["run", "--script", "{decoy}/walk.txt"],
    code: 0,
    says: LOG_NOT_WRITTEN,
    after: (_s, out) => expect(out.stdout).toMatch(/^rest → turn 1/m),
  },
  {
    name: "a read-only mount: check works and says the log could not be written",
    build: settled,
    wrap: "ro-mount",
    args: check,
    code: 0,
    says: /^could not write the load log in .*\/home\/logs: the file system is read-only\b/,
  },
  {
    name: "a full disk: one line, and no empty log left behind",
    build: settled,
    wrap: "no-space",
    args: check,
    code: 0,
    says: /^could not write the load log in .*\/home\/logs: no room to write the file\b/,
    after: (s) => {
      const dir = join(s.home, "logs");
      const empty = readdirSync(dir).filter((f) => statSync(join(dir, f)).size === 0);
      expect(empty).toEqual([]);
    },
  },
]);
