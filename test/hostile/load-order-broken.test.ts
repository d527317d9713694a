/**
 * Issue 22 §3: a manifest typo must not rewrite the player's load order. While a mod's
 * manifest is broken its folder is still there: it keeps its place in `order` and its mark in
 * `disabled`; once fixed it loads from that place, enabled or disabled as the player left it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { REPO } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { hostileSuite, type Sandbox } from "./helpers.js";

const ORDER = 'order = ["core", "frost", "ice"]\ndisabled = ["frost"]\n';
const ENABLED = 'order = ["core", "frost", "ice"]\ndisabled = []\n';

/** Two profile mods and a load order naming them; frost's manifest as given. */
function profile(s: Sandbox, frostManifest: string, order: string, folder = "frost"): void {
  s.mod("ice");
  s.write(`home/mods/${folder}/manifest.toml`, frostManifest);
  s.write("home/load_order.toml", order);
}

const loadOrder = (s: Sandbox) => readFileSync(join(s.home, "load_order.toml"), "utf8");

/** The manifest fixed, then the game's load again: the file still reads as the player wrote it. */
function fixedKeeps(order: string, folder = "frost", mods = /frost 1\.0\.0 \(disabled\)/) {
  return (s: Sandbox) => {
    expect(loadOrder(s)).toBe(order);
    writeFileSync(join(s.home, "mods", folder, "manifest.toml"), manifest("frost", ["core"]));
    const again = checkAgain(s);
    expect(loadOrder(s)).toBe(order);
    expect(again).toMatch(mods);
  };
}

function checkAgain(s: Sandbox): string {
  // The same binary and built-in mods the case ran with.
  const r = spawnSync(process.execPath, [join(REPO, "dist", "rustkeep.js"), "check", "--home", s.home], {
    encoding: "utf8",
    env: { ...process.env, RUSTKEEP_BUILTIN_MODS: s.builtin },
  });
  return r.stdout;
}

hostileSuite("a broken manifest keeps the mod's place in load_order.toml", [
  {
    name: "a disabled mod whose manifest is not TOML stays in order and disabled, and comes back disabled",
    build: (s) => profile(s, 'id = "frost"\nname = \n', ORDER),
    args: ["check"],
    code: 1,
    says: /frost\/manifest\.toml:2: .*mod skipped/,
    after: fixedKeeps(ORDER),
  },
  {
    name: "a disabled mod whose manifest fails its checks stays disabled, also in a folder of another name",
    build: (s) => profile(s, 'id = "frost"\nname = "Frost"\nversion = ""\n', ORDER, "frost-mod"),
    args: ["check"],
    code: 1,
    says: /frost-mod\/manifest\.toml:3: .*mod skipped/,
    after: fixedKeeps(ORDER, "frost-mod"),
  },
  {
    name: "an enabled mod whose manifest is emptied keeps its place and loads there again",
    build: (s) => profile(s, "", ENABLED),
    args: ["check"],
    code: 1,
    says: /frost\/manifest\.toml:1: .*mod skipped/,
    after: fixedKeeps(ENABLED, "frost", /core 1\.0\.0\n\s+frost 1\.0\.0 \[profile\]\n\s+ice 1\.0\.0/),
  },
  {
    name: "a mod that depends on one with a broken manifest names the manifest, not a missing mod",
    build: (s) => {
      s.mod("ice", { "manifest.toml": manifest("ice", ["core", "frost"]) });
      s.write("home/mods/frost/manifest.toml", 'id = "frost"\nname = \n');
      s.write("home/load_order.toml", ENABLED);
    },
    args: ["check"],
    code: 2,
    says: /mod "ice" depends on "frost", whose manifest\.toml is broken/,
    after: (s) => expect(loadOrder(s)).toBe(ENABLED),
  },
]);
