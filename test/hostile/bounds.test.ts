/** Issue 9, class 5: numbers without bounds, and mod text holding control characters. */
import { hostileSuite } from "./helpers.js";

const CELL = `[[prefabs]]\nid = "cell"\ntags = ["big:cell"]\nlayout = """\n#####\n+.<.#\n#...#\n#####\n"""\n`;
const floor = (size: string, rooms: string) =>
  `[[floors]]\nid = "f"\nnumber = 1\nsize = ${size}\nrooms = ${rooms}\nprefabs = [{ tag = "big:cell", weight = 1 }]\n`;
const HERO = `[[option_categories]]\nid = "kind"\nname = "Kind"\n\n[[options]]\nid = "glutton"\ncategory = "big:kind"\nname = "Glutton"\ntriggers = [{ on = "damage_taken", actions = [{ damage = 1, to = "self" }, { damage = 1, to = "self" }] }, { on = "turn_started", actions = [{ damage = 1 }] }]\n`;

hostileSuite("numbers without bounds", [
  {
    name: "a floor of 100,000 × 100,000 tiles is refused at load, not allocated",
    build: (s) => s.mod("big", { "f.toml": CELL + floor("[100000, 100000]", "6") }),
    args: ["check"],
    code: 1,
    says: /^big\/f\.toml:\d+: big:f — size\[0\]: must be at most 200; entry not loaded$/,
  },
  {
    name: "a billion rooms is refused at load, not tried",
    build: (s) => s.mod("big", { "f.toml": CELL + floor("[60, 30]", "1000000000") }),
    args: ["check"],
    code: 1,
    says: /^big\/f\.toml:\d+: big:f — rooms: must be at most 100; entry not loaded$/,
  },
  {
    name: "the largest floor with the most rooms still generates",
    build: (s) => s.mod("big", { "f.toml": CELL + floor("[200, 200]", "100") }),
    args: ["floor", "1", "--seed", "x"],
    code: 0,
    says: /^floor 1 \(big:f\), seed x: 200×200, \d+ rooms$/,
  },
  {
    name: "ten million events a turn is refused; a self-feeding trigger stops at the cap the balance keeps",
    build: (s) => {
      s.mod("big", {
        "f.toml": CELL + floor("[60, 30]", "2") + HERO + "\n[balance]\nevents_per_turn = 10000000\nhero_max_health = 100000\n",
      });
      s.write("script.txt", "create big:glutton\nrest\n");
    },
    args: ["run", "--script", "{root}/script.txt"],
    code: 0,
    says: /more events this turn were dropped: the limit is 100\)/,
  },
]);

hostileSuite("mod text holding control characters", [
  {
    name: "a race name that would retitle the terminal loses its entry at load",
    build: (s) => s.mod("evil", { "o.toml": `[[slots]]\nid = "hat"\nname = "Hat\\u001b]2;pwned\\u0007"\n` }),
    args: ["check"],
    code: 1,
    says: /^evil\/o\.toml:3: evil:hat — name: holds the control character U\+001B \(at character 4\); mod text cannot hold control characters; entry not loaded$/,
  },
  {
    name: "a permanent modifier given a duration too is one line and loses only that entry",
    build: (s) => s.mod("big", { "m.toml": '[[modifiers]]\nid = "both"\nname = "Both"\npermanent = true\nduration = 1000\n' }),
    args: ["check"],
    code: 1,
    says: /^big\/m\.toml:\d+: big:both — duration: a permanent modifier has no duration \(leave one of the two out\); entry not loaded$/,
  },
  {
    name: "permanent as a string is a type error at load, not a truthy flag",
    build: (s) => s.mod("big", { "m.toml": '[[modifiers]]\nid = "str"\nname = "Str"\npermanent = "yes"\n' }),
    args: ["check"],
    code: 1,
    says: /^big\/m\.toml:\d+: big:str — permanent: .*; entry not loaded$/,
  },
]);
