import { describe, expect, it } from "vitest";
import { manifest, TINY_CORE } from "../helpers/fixture-mods.js";
import { loadScripted } from "../helpers/script-mod.js";

/** A mod `fl` with a script that hurts "target" and a flask that runs it, its action written `action`. */
const flaskMod = (action: string) => ({
  core: TINY_CORE,
  fl: {
    "manifest.toml": manifest("fl", ["core"]),
    "fl.toml": `[[scripts]]
id = "frost"
file = "frost.js"

[[items]]
id = "flask"
name = "Flask of frost"
symbol = { char = "!" }
consumed_on_use = true
actions = [${action}]
`,
    "frost.js": `act({ damage: 5, type: "cold", to: "target" });\n`,
  },
});

describe("an item whose script has no target", () => {
  it("is named at its run_script, with the fix: an item that names no target is not aimed", async () => {
    const r = await loadScripted(flaskMod(`{ run_script = "fl:frost" }`));
    expect(r.lines).toEqual([
      'fl/fl.toml:10: fl:flask — actions[0].run_script: no action of this item has to = "target", so it is not aimed and the script\'s "target" is nobody (what it does to "target" is lost); write to = "target" to aim the item at an enemy, or to = "self" if the script only acts on the user',
    ]);
  });

  it('to = "target" aims it, and to = "self" says the script is for the user: no warning', async () => {
    expect((await loadScripted(flaskMod(`{ run_script = "fl:frost", to = "target" }`))).lines).toEqual([]);
    expect((await loadScripted(flaskMod(`{ run_script = "fl:frost", to = "self" }`))).lines).toEqual([]);
    expect((await loadScripted(flaskMod(`{ run_script = "fl:frost" }, { damage = 1, to = "target" }`))).lines).toEqual([]);
  });
});
