import { join } from "node:path";
import { expect } from "vitest";
import { REPO } from "../helpers/cli.js";
import { hostileSuite, type HostileCase, type Sandbox } from "./helpers.js";

const TITLE = "\u001b]2;pwned\u0007";
// The shipped core: items, creatures and floors to aim the wizard lines at.
const CORE = { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") };

/** A `run --wizard` of a script whose second line is `line`: refused at line 2, exit 2, its text escaped. */
function wizardLine(name: string, line: string, says: RegExp): HostileCase {
  return {
    name,
    build: (s: Sandbox) => void s.write("script.txt", `create core:human core:warrior\n${line}\n`),
    args: ["run", "--wizard", "--script", "{root}/script.txt"],
    env: CORE,
    code: 2,
    says,
  };
}

hostileSuite("hostile wizard lines and --floor", [
  wizardLine("give a count past the cap", "give core:gold 100001", /script\.txt:2: how many to give is a whole number from 1 to 100,000$/),
  wizardLine(
    "give a count of 10^30",
    "give core:gold 1000000000000000000000000000000",
    /script\.txt:2: how many to give is a whole number from 1 to 100,000$/,
  ),
  wizardLine("give a negative count", "give core:gold -5", /script\.txt:2: how many to give is a whole number from 1 to 100,000$/),
  wizardLine("give NaN", "give core:gold NaN", /script\.txt:2: how many to give is a whole number from 1 to 100,000$/),
  wizardLine("give an unknown item", "give core:philosophers_stone", /script\.txt:2: .*philosophers_stone/),
  wizardLine("give an item id holding an escape sequence", `give ${TITLE}`, /script\.txt:2: .*\\u001b\]2;pwned\\u0007/),
  wizardLine("spawn an unknown creature", "spawn core:dragon_god", /script\.txt:2: .*dragon_god/),
  wizardLine("spawn two creatures at once", "spawn core:brood_mother core:brood_mother", /script\.txt:2: spawn takes one creature id/),
  wizardLine("set an unknown attribute", "set godhood 9", /script\.txt:2: no attribute "godhood"/),
  wizardLine("set an attribute holding an escape sequence", `set ${TITLE} 9`, /script\.txt:2: no attribute "\\u001b\]2;pwned\\u0007"/),
  wizardLine("set NaN", "set strength NaN", /script\.txt:2: the value is a number from -1,000,000 to 1,000,000/),
  wizardLine("set Infinity", "set strength 1e999", /script\.txt:2: the value is a number from -1,000,000 to 1,000,000/),
  wizardLine("set past the cap", "set strength 99999999", /script\.txt:2: the value is a number from -1,000,000 to 1,000,000/),
  wizardLine("set a hex number", "set strength 0x10", /script\.txt:2: the value is a number from -1,000,000 to 1,000,000/),
  {
    name: "give without --wizard",
    build: (s) => void s.write("script.txt", "create core:human core:warrior\ngive core:gold 5\n"),
    args: ["run", "--script", "{root}/script.txt"],
    env: CORE,
    code: 2,
    says: /script\.txt:2: give needs --wizard$/,
  },
  {
    name: "a thousand spawns: the fight fills, the run goes on",
    build: (s) =>
      void s.write("script.txt", `create core:human core:warrior\nset max_health 1000000\n${"spawn core:brood_mother\n".repeat(1000)}`),
    args: ["run", "--wizard", "--json", "--script", "{root}/script.txt"],
    env: CORE,
    code: 0,
    says: /The fight is full: at most 20 enemies\./,
    after: (_s, out) => expect(JSON.parse(out.stdout).state.enemies).toHaveLength(20),
  },
  {
    name: "give 100,000 of an item that does not stack",
    build: (s) => void s.write("script.txt", "create core:human core:warrior\ngive core:dagger 100000\n"),
    args: ["run", "--wizard", "--script", "{root}/script.txt"],
    env: CORE,
    code: 0,
    says: /give core:dagger 100000 → rejected: Dagger does not stack: give at most 100 at once\.$/,
  },
  ...["abc", "-1", "1e3", " 3", TITLE].map((floor): HostileCase => ({
    name: `--floor ${JSON.stringify(floor)}`,
    build: (s) => void s.write("script.txt", "create core:human core:warrior\n"),
    args: ["run", "--floor", floor, "--script", "{root}/script.txt"],
    env: CORE,
    code: 2,
    says: /^--floor .*: no such floor \(the loaded mods have floors 1, 2, 3, 4, 5\)$/,
  })),
]);
