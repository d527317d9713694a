import { describe, expect, it } from "vitest";
import { coreAndFrost, loadOk, makeProfile } from "../helpers/profile.js";

describe("prefab load checks", () => {
  it("refuses crooked rows, unknown characters, no door and npc count mismatches, each losing only that prefab", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "p.toml": `[[prefabs]]
id = "crooked"
layout = '''
#####
#..#
##+##
'''

[[prefabs]]
id = "strange"
layout = '''
##+##
#.x.#
#####
'''

[[prefabs]]
id = "sealed"
layout = '''
###
#.#
###
'''

[[prefabs]]
id = "crowd"
layout = '''
##+##
#n.n#
#####
'''
npcs = []

[[prefabs]]
id = "fine"
layout = '''
##+##
#...#
#####
'''
`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      "frost/p.toml:5: frost:crooked — layout: layout row 2 is 4 wide, the others 5: rows must be equally long; entry not loaded",
      'frost/p.toml:13: frost:strange — layout: layout row 2 has "x"; allowed are # . + e l n > <; entry not loaded',
      "frost/p.toml:19: frost:sealed — layout: layout has no door (+): corridors dock only at doors; entry not loaded",
      "frost/p.toml:32: frost:crowd — npcs: layout has 2 npc spot(s) (n) but npcs lists 0; entry not loaded",
    ]);
    expect(r.registries.prefabs.ids()).toEqual(["frost:fine"]);
  });
});

describe("floor load checks", () => {
  const ROOMS = `[[prefabs]]
id = "hall"
tags = ["frost:entrance"]
layout = '''
#####+#####
#.........#
#....<....#
#.........#
###########
'''
`;
  it("warns when the required rooms cannot fit the floor's size", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "f.toml": ROOMS + `\n[[floors]]\nid = "tiny"\nnumber = 1\nsize = [12, 10]\nrooms = 1\nrequired = ["frost:entrance"]\n`,
        }),
      ),
    );
    expect(r.lines).toEqual(['frost/f.toml:15: frost:tiny — size: no prefab tagged "frost:entrance" fits a 12×10 floor']);
  });

  it("a second floor with a taken number loses, and says how to replace the first", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "f.toml":
            ROOMS +
            `\n[[floors]]\nid = "one"\nnumber = 1\nsize = [30, 20]\nrooms = 1\n\n[[floors]]\nid = "uno"\nnumber = 1\nsize = [30, 20]\nrooms = 1\n`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/f.toml:20: frost:uno — number: floor number 1 is taken by frost:one (to replace that floor, write overrides = "frost:one"); entry not loaded',
    ]);
  });
});
