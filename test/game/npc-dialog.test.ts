import { describe, expect, it } from "vitest";
import { conversation, dialogOptions, modeOf } from "../../src/game/queries/index.js";
import { bazaar, SAGE } from "../helpers/bazaar.js";

const count = (items: { def: string; count: number }[], def: string) => items.filter((i) => i.def === def).reduce((n, i) => n + i.count, 0);

describe("NPCs", () => {
  it("do not block: the hero walks onto the merchant's tile and past it", () => {
    const { state, run } = bazaar();
    const outcomes = run("move e", "move e", "move e", "move e");
    expect(outcomes.map((o) => o.kind)).toEqual(["turn_passed", "turn_passed", "turn_passed", "turn_passed"]);
    expect(state.player.pos).toEqual(SAGE);
  });

  it("carry triggers: the sage's npc_talked triggers fire, act on the hero, and see the NPC in the payload", () => {
    const { state, run } = bazaar();
    const [, , , , talked] = run("move e", "move e", "move e", "move e", "talk");
    expect(talked!.kind).toBe("turn_passed");
    expect(talked!.events).toContainEqual({ type: "npc_talked", source: "hero", target: "npc:0:1", data: { npc: "bazaar:sage" } });
    // A trigger's default `to` (self) and `to = "target"` both reach the hero: an NPC has no body.
    expect(count(state.player.inventory, "bazaar:token")).toBe(1);
    expect(state.player.modifiers.map((m) => m.id)).toContain("bazaar:blessed");
    // The trigger whose condition names the other NPC does not fire.
    expect(count(state.player.inventory, "bazaar:pebble")).toBe(1);
  });

  it("talk reaches the NPC beside the hero, not only one stood on; from two steps away nobody answers", () => {
    // At the start the nearest NPC is two steps away.
    const [alone] = bazaar().run("talk");
    expect(alone!.kind).toBe("rejected");
    expect(alone!.kind === "rejected" && alone!.reason).toBe("There is nobody here to talk to: stand beside someone.");
    const beside = bazaar();
    // Between the sage and the merchant, a bare talk asks whom (north first, clockwise), at no cost.
    const [, , , asks, besideTalk] = beside.run("move e", "move e", "move e", "talk", "talk 1");
    expect(asks!.kind === "rejected" && asks!.reason).toMatch(/^Talk to whom\? 1 .+, 2 Mira the merchant \(talk N\)\.$/);
    expect(besideTalk!.kind).toBe("turn_passed");
    expect(besideTalk!.events).toContainEqual(expect.objectContaining({ type: "npc_talked", data: { npc: "bazaar:sage" } }));
    // One step short of the sage (east of the hero, looked at before the merchant to the west).
    expect(beside.state.player.pos).not.toEqual(SAGE);
  });

  it("talk N picks one of several beside the hero, numbered north first and clockwise; a number nobody has is refused at no cost", () => {
    const { state, run } = bazaar();
    const [, , , second] = run("move e", "move e", "move e", "talk 2");
    expect(second!.kind).toBe("turn_passed");
    expect(state.talk?.npc).toBe("bazaar:merchant");
    run("leave");
    const turn = state.turn;
    expect(run("talk 3")[0]).toMatchObject({
      kind: "rejected",
      reason: expect.stringMatching(/^There is no one numbered 3 here: 1 .+, 2 Mira the merchant\.$/),
    });
    expect(state.turn).toBe(turn);
  });

  it("talk speaks to the one on the hero's tile first, though another stands beside", () => {
    const { state, run } = bazaar();
    // The merchant steps up beside the sage's tile.
    state.floor.rooms[0]!.npcs[0]!.pos = [SAGE[0] - 1, SAGE[1]];
    const [, , , , talked] = run("move e", "move e", "move e", "move e", "talk");
    expect(talked!.kind).toBe("turn_passed");
    expect(state.talk?.npc).toBe("bazaar:sage");
  });

  it("an NPC without triggers gives nothing when talked to", () => {
    const { state, registries, run } = bazaar();
    run("move e", "move e", "talk");
    expect(modeOf(state)).toBe("talking");
    expect(conversation(state, registries)?.npc.name).toBe("Mira the merchant");
    expect(count(state.player.inventory, "bazaar:token")).toBe(0);
  });
});

describe("dialog", () => {
  it("hides options whose condition fails and numbers the rest from 1", () => {
    const { state, registries, run } = bazaar();
    run("move e", "move e", "move e", "move e", "talk");
    expect(dialogOptions(state, registries).map((o) => [o.number, o.text])).toEqual([
      [1, "Any errands?"],
      [2, "Goodbye."],
    ]);
    const [chose] = run("choose 1");
    expect(chose!.kind).toBe("turn_passed");
    expect(chose!.messages).toContain('You: "Any errands?"');
    expect(state.quests["bazaar:errand"]?.state).toBe("active");
    // An option that did something keeps the conversation open, now showing what the quest allows.
    expect(modeOf(state)).toBe("talking");
    expect(dialogOptions(state, registries).map((o) => o.text)).toEqual(["About that errand…", "Goodbye."]);
    run("choose 1");
    expect(count(state.player.inventory, "bazaar:pebble")).toBe(2);
  });

  it("an option with no actions is said in parting: the conversation ends", () => {
    const { state, registries, run } = bazaar();
    run("move e", "move e", "move e", "move e", "talk");
    const [bye] = run("choose 2");
    expect(bye!.messages).toEqual(['You: "Goodbye."', "You leave Old sage."]);
    expect(modeOf(state)).toBe("exploring");
    expect(dialogOptions(state, registries)).toEqual([]);
  });

  it("leave ends the conversation, and a later talk starts a new one (its triggers fire again)", () => {
    const { state, run } = bazaar();
    run("move e", "move e", "move e", "move e", "talk");
    const [left] = run("leave");
    expect(left!.kind).toBe("turn_passed");
    expect(modeOf(state)).toBe("exploring");
    run("talk");
    expect(count(state.player.inventory, "bazaar:token")).toBe(2);
  });
});
