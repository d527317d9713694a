import { describe, expect, it } from "vitest";
import { runPipelineLoadingScripts } from "../../src/loader/pipeline.js";
import { createScriptEngine } from "../../src/script/engine.js";
import { ARENA } from "../helpers/arena-mod.js";
import { manifest, TINY_CORE } from "../helpers/fixture-mods.js";
import { makeProfile } from "../helpers/profile.js";
import { EVERY_TURN, loadScripted, scriptMod } from "../helpers/script-mod.js";

describe("[[scripts]] at load", () => {
  it("a syntax error is a warning at mod/file.js:LINE:COL and loses only that script, and what refers to it", async () => {
    const extra = `[[abilities]]\nid = "uses_bad"\nname = "Uses bad"\nactions = [{ run_script = "sc:bad" }]\n\n[[abilities]]\nid = "uses_good"\nname = "Uses good"\nactions = [{ run_script = "sc:good" }]\n`;
    const load = await loadScripted({
      core: TINY_CORE,
      arena: ARENA,
      sc: scriptMod({ good: `act({ heal: 1 });`, bad: `let a = 1;\na = (1 +;` }, "[]", extra),
    });
    expect(load.lines[0]).toBe("sc/sc.toml:29: sc:bad — sc/bad.js:2:9: SyntaxError: unexpected token in expression: ';'; entry not loaded");
    expect(load.lines[1]).toMatch(
      /^sc\/sc\.toml:\d+: sc:uses_bad — actions\[0\]\.run_script: script "sc:bad" was not loaded \(see sc\/sc\.toml:29\); entry not loaded$/,
    );
    expect(load.lines).toHaveLength(2);
    expect(load.registries.scripts.ids()).toEqual(["sc:good"]);
    expect(load.registries.abilities.has("sc:uses_good")).toBe(true);
    expect(load.scripts?.has("sc:good")).toBe(true);
  });

  it("a script that closes its wrapper to keep state outside it is refused", async () => {
    const escape = `}) && function () { this.n = (this.n || 0) + 1; act({ heal: this.n }) }.bind({`;
    const load = await loadScripted({ core: TINY_CORE, arena: ARENA, sc: scriptMod({ esc: escape }, EVERY_TURN("esc")) });
    expect(load.lines[0]).toMatch(
      /sc:esc — sc\/esc\.js:1:1: the script must be a function body: it closes the function it is wrapped in; entry not loaded$/,
    );
  });

  it("an override that does not compile leaves the script it meant to replace", async () => {
    const sc2 = {
      "manifest.toml": manifest("sc2", ["core", "sc"]),
      "o.toml": `[[scripts]]\noverrides = "sc:good"\nfile = "good.js"\n`,
      "good.js": `act({ heal: (1 + ) });`,
    };
    const load = await loadScripted({ core: TINY_CORE, arena: ARENA, sc: scriptMod({ good: `act({ heal: 1 });` }, "[]"), sc2 });
    expect(load.lines).toEqual([
      expect.stringMatching(
        /^sc2\/o\.toml:3: sc:good — sc2\/good\.js:1:\d+: SyntaxError: .*; override not applied; sc:good stays as in sc\/sc\.toml:\d+$/,
      ),
    ]);
    expect(load.registries.scripts.ids()).toEqual(["sc:good"]);
    expect(load.scripts?.has("sc:good")).toBe(true);
  });

  it("a missing file is a warning naming it", async () => {
    const load = await loadScripted({
      core: TINY_CORE,
      arena: ARENA,
      sc: { ...scriptMod({}, "[]"), "more.toml": `[[scripts]]\nid = "gone"\nfile = "gone.js"\n` },
    });
    expect(load.lines).toEqual([expect.stringMatching(/^sc\/more\.toml:3: sc:gone — sc\/gone\.js: .*; entry not loaded$/)]);
  });

  it("without [[scripts]] the engine is never loaded", async () => {
    let loaded = 0;
    const result = await runPipelineLoadingScripts(makeProfile({ core: TINY_CORE, arena: ARENA }), async () => {
      loaded++;
      return createScriptEngine();
    });
    expect(result.ok && result.scripts).toBeUndefined();
    expect(loaded).toBe(0);
  });
});
