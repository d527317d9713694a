/** Issue 11: hostile save files. Each is refused in one line by `run`'s `load`, and left exactly where it was (the runner checks nothing changed). */
import { hostileSuite, type Sandbox } from "./helpers.js";

const LOAD = ["run", "--script", "{root}/load.txt"];
const script = (s: Sandbox) => s.write("load.txt", "load\n");

hostileSuite("hostile save files", [
  {
    name: "a save cut off in the middle is refused with its line",
    build: (s) => (script(s), s.write("home/saves/save.toml", 'schema = 1\ngame_version = "0.1.0"\n\n[game]\nseed = "')),
    args: LOAD,
    code: 1,
    says: /load\.txt:1: cannot load .*save\.toml: line 5: not valid TOML/,
  },
  {
    name: "garbage bytes are refused as not text",
    build: (s) => (script(s), s.write("home/saves/save.toml", Buffer.from([0xff, 0xfe, 0x00, 0x9c, 0x23, 0x0a, 0xc3]))),
    args: LOAD,
    code: 1,
    says: /load\.txt:1: cannot load .*save\.toml: .*UTF-8/,
  },
  {
    name: "a huge save is refused without reading it all",
    build: (s) => (script(s), s.write("home/saves/save.toml", `schema = 1\n${"# padding padding padding\n".repeat(400_000)}`)),
    args: LOAD,
    code: 1,
    says: /load\.txt:1: cannot load .*save\.toml: file is \d+ bytes, over the \d+-byte limit$/,
  },
  {
    name: "a FIFO in the slot is refused, not waited on",
    build: (s) => (script(s), s.fifo("home/saves/save.toml")),
    args: LOAD,
    code: 1,
    says: /load\.txt:1: cannot load .*save\.toml: .*/,
  },
  {
    name: "a link out of the profile is refused, and its target is not read",
    build: (s) => (script(s), s.write("decoy/secret.toml", "schema = 1\n"), s.link("home/saves/save.toml", `${s.decoy}/secret.toml`)),
    args: LOAD,
    code: 1,
    says: /load\.txt:1: cannot load .*save\.toml: symlink leads out of the profile/,
  },
]);
