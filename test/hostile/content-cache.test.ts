/**
 * The content cache (`<profile>/cache/content-*.json`) joins the hostile suite: whatever is in
 * its place — a link out of the profile, a huge file, garbage, a folder, a read-only folder, a
 * cache of another build — the game loads as it would without one, says one line at most, exits
 * as before and writes nothing outside the profile (the runner compares everything but the
 * profile's logs/, cache/ and load_order.toml before and after).
 */
import { spawnSync } from "node:child_process";
import { closeSync, ftruncateSync, lstatSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { BIN } from "../helpers/cli.js";
import { hostileSuite, type RunOutput, type Sandbox } from "./helpers.js";

const FILE = "home/cache/content-profile.json";
/** What `check` says of the tiny core when it loaded right. */
const LOADED = /^Entries \(3 from 2 files in \d+ ms\):$/;
const SUMMARY = /^0 warning\(s\)\. Log: /;

/** `check` run in the case's profile, as the runner runs it. */
function check(s: Sandbox): RunOutput {
  const r = spawnSync(process.execPath, [BIN, "check", "--home", s.home], {
    encoding: "utf8",
    env: { ...process.env, RUSTKEEP_BUILTIN_MODS: s.builtin },
    timeout: 10_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A profile whose cache a first `check` wrote (the real thing, to spoil). */
function primed(s: Sandbox): string {
  s.order("core");
  expect(check(s).code).toBe(0);
  return readFileSync(join(s.root, FILE), "utf8");
}

const notices = (out: RunOutput) => out.stderr.split("\n").filter((l) => /content cache/.test(l));
const steady = (text: string) => text.replace(/ in \d+ ms\)/, " in N ms)").replace(/load-[\dTZ-]+(_\d+)?\.log/g, "load-X.log");

/** After a case: one notice at most, the tiny core loaded, and (when it could be) the cache now good: a second run reads it, silent. */
function loadedRight(replaced: boolean) {
  return (s: Sandbox, out: RunOutput) => {
    expect(notices(out).length).toBeLessThanOrEqual(1);
    expect(out.stdout.split("\n").some((l) => LOADED.test(l))).toBe(true);
    const next = check(s);
    expect(next.code).toBe(out.code);
    expect(steady(next.stdout)).toBe(steady(out.stdout));
    if (replaced) {
      expect(notices(next)).toEqual([]);
      expect(readFileSync(join(s.root, FILE), "utf8")).toMatch(/^\{"cache":"rustkeep content cache"/);
    }
  };
}

hostileSuite("the content cache", [
  {
    name: "the cache folder is a symlink leading out of the profile: not read, not written through, one notice",
    build: (s) => {
      s.order("core");
      s.write("decoy/content-profile.json", "planted\n");
      s.link("home/cache", s.decoy);
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(.*symlink leading out of the profile; remove it\); the mods were read in full$/,
    after: (s, out) => {
      loadedRight(false)(s, out);
      expect(readFileSync(join(s.decoy, "content-profile.json"), "utf8")).toBe("planted\n");
    },
  },
  {
    name: "the cache file is a symlink leading out of the profile: not read, replaced by a file (the target untouched)",
    build: (s) => {
      primed(s);
      s.write("decoy/target.json", "the decoy\n");
      s.link(FILE, join(s.decoy, "target.json"));
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(.*symlink leads out of the profile\); the mods were read in full$/,
    after: (s, out) => {
      loadedRight(true)(s, out);
      expect(lstatSync(join(s.root, FILE)).isSymbolicLink()).toBe(false);
      expect(readFileSync(join(s.decoy, "target.json"), "utf8")).toBe("the decoy\n");
    },
  },
  {
    name: "a huge cache file (100 MB, sparse): not read, replaced",
    build: (s) => {
      s.order("core");
      const fd = openSync(s.write(FILE, ""), "r+");
      ftruncateSync(fd, 100 * 1024 * 1024);
      closeSync(fd);
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(.*over the \d+-byte limit\); the mods were read in full$/,
    after: loadedRight(true),
  },
  {
    name: "garbage in the cache file: one notice, replaced",
    build: (s) => {
      s.order("core");
      s.write(FILE, "\u0000\u001b[2J garbage \n\n");
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(not a rustkeep content cache\); the mods were read in full$/,
    after: loadedRight(true),
  },
  {
    name: "bytes that are not UTF-8 in the cache file: one notice, replaced",
    build: (s) => {
      s.order("core");
      s.write(FILE, new Uint8Array([0xff, 0xfe, 0x00, 0x80]));
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(.*not valid UTF-8 text\); the mods were read in full$/,
    after: loadedRight(true),
  },
  {
    name: "a real cache, damaged inside (same length): one notice, replaced",
    build: (s) => {
      const text = primed(s);
      s.write(FILE, text.replace('"registries":', '"registrieZ":'));
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(damaged: .*\); the mods were read in full$/,
    after: loadedRight(true),
  },
  {
    name: "a real cache, cut short: one notice, replaced",
    build: (s) => {
      const text = primed(s);
      s.write(FILE, text.slice(0, text.length >> 1));
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(cut short or added to\); the mods were read in full$/,
    after: loadedRight(true),
  },
  {
    name: "a cache of another build: silent, a full load, replaced",
    build: (s) => {
      const text = primed(s);
      s.write(FILE, text.replace(/"build":"[0-9a-f]+","key":"[0-9a-f]+"/, `"build":"${"0".repeat(64)}","key":"${"1".repeat(64)}"`));
    },
    args: ["check"],
    code: 0,
    says: SUMMARY,
    after: (s, out) => {
      expect(notices(out)).toEqual([]);
      expect(readFileSync(join(s.root, FILE), "utf8")).not.toContain("1".repeat(64));
      loadedRight(true)(s, out);
    },
  },
  {
    name: "a folder in place of the cache file: one notice, the load stands (the folder left as it is)",
    build: (s) => {
      s.order("core");
      s.write(`${FILE}/inside.txt`, "a file inside\n");
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(.*not a regular file \(a folder\)\); the mods were read in full$/,
    after: (s, out) => {
      loadedRight(false)(s, out);
      expect(readFileSync(join(s.root, FILE, "inside.txt"), "utf8")).toBe("a file inside\n");
    },
  },
  {
    name: "a file in place of the cache folder: one notice, the load stands",
    build: (s) => {
      s.order("core");
      s.write("home/cache", "not a folder\n");
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(.*is a file, not a folder; move it away\); the mods were read in full$/,
    after: loadedRight(false),
  },
  {
    name: "a read-only cache folder: silent, every load a full one",
    unprivileged: true,
    build: (s) => {
      s.order("core");
      s.write("home/cache/.keep", "");
      s.own("home");
      s.readOnly("home/cache");
    },
    args: ["check"],
    code: 0,
    says: SUMMARY,
    after: (_s, out) => {
      expect(notices(out)).toEqual([]);
      expect(out.stdout.split("\n").some((l) => LOADED.test(l))).toBe(true);
    },
  },
  {
    name: "a read-only cache folder holding garbage: one notice, the load stands",
    unprivileged: true,
    build: (s) => {
      s.order("core");
      s.write(FILE, "garbage\n");
      s.own("home");
      s.readOnly("home/cache");
    },
    args: ["check"],
    code: 0,
    says: /^notice: the content cache .* could not be used \(not a rustkeep content cache\); the mods were read in full$/,
    after: (s, out) => {
      expect(notices(out)).toHaveLength(1);
      expect(readFileSync(join(s.root, FILE), "utf8")).toBe("garbage\n");
    },
  },
  {
    name: "the profile on a read-only mount with a good cache: read and used, nothing said about it",
    wrap: "ro-mount",
    build: (s) => {
      primed(s);
    },
    args: ["check"],
    code: 0,
    says: SUMMARY,
    after: (_s, out) => expect(notices(out)).toEqual([]),
  },
]);
