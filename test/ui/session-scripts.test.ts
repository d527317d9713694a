import { describe, expect, it } from "vitest";
import { dispatch, initialSession, type SessionDeps } from "../../src/ui/session.js";
import { ARENA } from "../helpers/arena-mod.js";
import { TINY_CORE } from "../helpers/fixture-mods.js";
import { drawnFloor } from "../helpers/scenario.js";
import { EVERY_TURN, loadScripted, scriptMod } from "../helpers/script-mod.js";

/** The hero's option runs `sc:gift` at every turn's end: one token a turn. */
const GIFT = { gift: `act({ give_item: "sc:token" });` };

describe("a run started in the UI runs the loaded mods' scripts", () => {
  it("the session hands the load's script engine to each new game, beside the floor builder", async () => {
    const load = await loadScripted({ core: TINY_CORE, arena: ARENA, sc: scriptMod(GIFT, EVERY_TURN("gift")) });
    expect(load.lines).toEqual([]);
    const buildFloor = drawnFloor(["#####", "#.@.#", "#####"]);
    const deps: SessionDeps = { registries: load.registries, seed: "s", buildFloor, scripts: load.scripts };
    const start = dispatch(initialSession(), { type: "start", name: "Ana", options: ["arena:fighter", "sc:hero"] }, deps).session;
    let session = start;
    for (let i = 0; i < 2; i++) session = dispatch(session, { type: "command", command: { kind: "rest" }, keep: "always" }, deps).session;
    const tokens = session.game!.state.player.inventory.find((i) => i.def === "sc:token")?.count;
    expect(tokens).toBe(2);
  });
});
