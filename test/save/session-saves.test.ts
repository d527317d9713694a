import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ProfileSaves } from "../../src/cli/save-hooks.js";
import { loadModsSync as loadMods } from "../../src/loader/load.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { slotPath } from "../../src/profile/save-slot.js";
import { dispatch, initialSession, type Session, type SessionDeps } from "../../src/ui/session.js";
import { REPO } from "../helpers/cli.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";
import { fightFloor, STEPS_TO_DEN } from "../ui/fight.js";

const FROST = {
  "manifest.toml": manifest("frost", ["core"]),
  "content.toml": `[[items]]
id = "shard"
name = "Ice shard"
symbol = { char = "*" }
base_price = 3

[[options]]
id = "frostmage"
category = "core:class"
name = "Frost mage"
`,
};

/** A profile with the real core built in and `mods` in it; the saves hooks the terminal game uses. */
function profile(home: string, mods: Record<string, Record<string, string>> = {}) {
  for (const [id, files] of Object.entries(mods)) writeFiles(join(home, "mods", id), files);
  const load = loadMods({ home, builtinMods: join(REPO, "mods") });
  if (!load.ok) throw new Error("load failed");
  const saves = new ProfileSaves(home, load);
  return {
    saves,
    load,
    deps: (build = fightFloor(load.registries, [{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }])): SessionDeps => ({
      registries: load.registries,
      seed: "s",
      buildFloor: build,
      saves,
    }),
  };
}

const step = (s: Session, d: SessionDeps, kind: "rest" | "move" = "move") =>
  dispatch(s, { type: "command", command: kind === "move" ? { kind: "move", dir: "e" } : { kind: "rest" } }, d).session;

describe("saves in the terminal game", () => {
  it("quitting saves; the title then offers Continue with hero, floor and turn, and it brings back the same run", () => {
    const home = tempDir();
    const { deps } = profile(home);
    const d = deps();
    let s = dispatch(initialSession(d.saves), { type: "start", name: "Ana", options: ["core:human", "core:mage"] }, d).session;
    s = step(s, d);
    expect(existsSync(slotPath(home))).toBe(false);
    expect(dispatch(s, { type: "quit" }, d).exit).toBe(true);
    const title = initialSession(d.saves).stack[0];
    expect(title).toMatchObject({ kind: "title", saved: { hero: "Ana", floor: 1, turn: 1 } });
    const back = dispatch(initialSession(d.saves), { type: "continue" }, d).session;
    expect(back.stack).toEqual([{ kind: "map" }]);
    expect(back.game!.state).toEqual(JSON.parse(JSON.stringify(s.game!.state)));
  });

  it("entering a floor saves the run on it", () => {
    const home = tempDir();
    const d = profile(home).deps(buildFloor);
    const s = dispatch(initialSession(), { type: "start", name: "Ana", options: ["core:human", "core:mage"] }, d).session;
    const { state } = s.game!;
    state.player.pos = [...state.floor.stairs!];
    expect(existsSync(slotPath(home))).toBe(false);
    dispatch(s, { type: "command", command: { kind: "descend" } }, d);
    expect(state.floor.number).toBe(2);
    expect(d.saves!.peek()).toEqual({ hero: "Ana", floor: 2, turn: state.turn });
  });

  it("permadeath: the save is there until the game-over screen is shown, then gone; a dead hero is never saved", () => {
    const home = tempDir();
    const { deps, saves } = profile(home);
    const d = deps();
    let s = dispatch(initialSession(), { type: "start", name: "Ana", options: ["core:human", "core:mage"] }, d).session;
    for (let i = 0; i < STEPS_TO_DEN; i++) s = step(s, d);
    dispatch(s, { type: "quit" }, d);
    for (let i = 0; i < 30 && !s.game!.state.over; i++) {
      expect(existsSync(slotPath(home))).toBe(true);
      s = step(s, d, "rest");
    }
    expect(s.stack).toEqual([{ kind: "gameover" }]);
    expect(existsSync(slotPath(home))).toBe(false);
    saves.saveLive();
    dispatch(s, { type: "quit" }, d);
    expect(existsSync(slotPath(home))).toBe(false);
  });

  it("a save made with a mod then removed: its item and class are dropped, listed on a confirm, and declining leaves the file as it was", () => {
    const home = tempDir();
    const withFrost = profile(home, { frost: FROST });
    const d = withFrost.deps();
    const s = dispatch(initialSession(), { type: "start", name: "Ana", options: ["core:human", "frost:frostmage"] }, d).session;
    s.game!.state.player.inventory.push({ uid: 999, def: "frost:shard", affixes: [], count: 2 });
    // Three pieces that do not stack: one line for them, with the count.
    for (const uid of [996, 997, 998]) s.game!.state.player.inventory.push({ uid, def: "frost:shard", affixes: [], count: 1 });
    dispatch(s, { type: "quit" }, d);
    const bytes = readFileSync(slotPath(home));
    // The mod is taken out of the load order.
    writeFileSync(join(home, "load_order.toml"), 'order = ["core", "frost"]\ndisabled = ["frost"]\n');
    const without = profile(home).deps();
    const asked = dispatch(initialSession(without.saves), { type: "continue" }, without).session;
    const popup = asked.stack.at(-1);
    expect(popup).toMatchObject({ kind: "confirm", onYes: { type: "continue", confirmed: true } });
    const lines = popup?.kind === "confirm" ? popup.lines!.join("\n") : "";
    expect(lines).toContain("dropped item frost:shard");
    expect(popup?.kind === "confirm" && popup.lines!.filter((l) => l.includes("frost:shard"))).toHaveLength(1);
    expect(lines).toMatch(/dropped item frost:shard .*\(×4\)/);
    expect(lines).toContain("dropped option frost:frostmage");
    expect(lines).toContain("mod frost");
    const declined = dispatch(asked, { type: "pop" }, without).session;
    expect(declined.game).toBeUndefined();
    expect(readFileSync(slotPath(home)).equals(bytes)).toBe(true);
    const going = dispatch(asked, { type: "continue", confirmed: true }, without).session;
    expect(going.game!.state.player.options).toEqual(["core:human"]);
    expect(going.game!.state.player.inventory.some((i) => i.def === "frost:shard")).toBe(false);
  });

  it("safe mode continuing a save made on a floor only a mod defined: the missing-mods screen names the floor and what happens", () => {
    const home = tempDir();
    const deep = {
      "manifest.toml": manifest("deep", ["core"]),
      "floor.toml": `[[floors]]\nid = "floor_6"\nnumber = 6\nsize = [60, 30]\nrooms = 6\nrequired = ["core:entrance", "core:stairs"]\nprefabs = [{ tag = "core:normal", weight = 1 }]\ncreatures = [{ id = "core:rat", weight = 1 }]\n`,
    };
    const withDeep = profile(home, { deep });
    const d = withDeep.deps();
    const s = dispatch(initialSession(), { type: "start", name: "Ana", options: ["core:human", "core:warrior"] }, d).session;
    // The hero has gone down to the mod's floor 6 (the map is the one built; only its number matters here).
    s.game!.state.floor.number = 6;
    dispatch(s, { type: "quit" }, d);
    const safe = loadMods({ home, builtinMods: join(REPO, "mods"), select: {} });
    if (!safe.ok) throw new Error("load failed");
    const saves = new ProfileSaves(home, safe);
    const deps: SessionDeps = { registries: safe.registries, seed: "s", buildFloor: fightFloor(safe.registries, []), saves };
    const asked = dispatch(initialSession(saves), { type: "continue" }, deps).session;
    const popup = asked.stack.at(-1);
    expect(popup).toMatchObject({ kind: "confirm", onYes: { type: "continue", confirmed: true } });
    const lines = popup?.kind === "confirm" ? popup.lines! : [];
    expect(lines).toContain("mod deep 1.0.0 was in the save and is not loaded");
    expect(lines).toContain(
      "floor 6: no loaded mod defines it; the run goes on on this floor as saved, and its stairs down end the run as won (no loaded floor comes after it)",
    );
  });

  it("an unreadable save is named on the title and left byte for byte; New run asks before overwriting it", () => {
    const home = tempDir();
    const { deps } = profile(home);
    const d = deps();
    writeFiles(join(home, "saves"), { "save.toml": "schema = 1\n[game\n" });
    const title = initialSession(d.saves).stack[0]!;
    expect(title).toMatchObject({ kind: "title", notice: expect.stringMatching(/^The save cannot be read: line 2: /) });
    expect(dispatch({ stack: [title], messages: [] }, { type: "continue" }, d).session.game).toBeUndefined();
    expect(readFileSync(slotPath(home), "utf8")).toBe("schema = 1\n[game\n");
  });

  it("a refused save goes into the load log once, though the title and Continue both meet it", () => {
    const home = tempDir();
    const { saves, load } = profile(home);
    writeFiles(join(home, "saves"), { "save.toml": "schema = 1\n[game\n" });
    saves.peek();
    saves.peek();
    expect(saves.resume()).toMatchObject({ refused: expect.stringMatching(/^line 2: /) });
    const refusals = readFileSync(load.logPath, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("Save slot refused: line 2: "));
    expect(refusals).toHaveLength(1);
  });
});
