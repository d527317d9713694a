/** A broken or hostile keys.toml: one line from `rustkeep check` (exit 1), never a hang or a stack trace. */
import { hostileSuite } from "./helpers.js";

const check = ["check"];

hostileSuite("keys.toml", [
  {
    name: "not TOML",
    build: (s) => s.write("home/keys.toml", 'look = "v"\nnorth = = "k"\n'),
    args: check,
    code: 1,
    says: /^keys\.toml:2: not valid TOML; default keys used$/,
  },
  {
    name: "the wrong shape (a table where a key belongs)",
    build: (s) => s.write("home/keys.toml", "[look]\nkey = 1\n"),
    args: check,
    code: 1,
    says: /^keys\.toml: look must be a key or a list of 1–8 keys; default kept$/,
  },
  {
    name: "an unknown input name",
    build: (s) => s.write("home/keys.toml", 'jump = "j"\n'),
    args: check,
    code: 1,
    says: /^keys\.toml: "jump" is not an input; ignored$/,
  },
  {
    name: "a key bound twice",
    build: (s) => s.write("home/keys.toml", 'look = "v"\ntalk = "v"\n'),
    args: check,
    code: 1,
    says: /^keys\.toml: v is bound to both look and talk; kept for look$/,
  },
  {
    name: "huge",
    build: (s) => s.write("home/keys.toml", `# ${"x".repeat(200_000)}\n`),
    args: check,
    code: 1,
    says: /^keys\.toml: file is \d+ bytes, over the 65536-byte limit; default keys used$/,
  },
  {
    name: "a FIFO (refused, not waited on)",
    build: (s) => s.fifo("home/keys.toml"),
    args: check,
    code: 1,
    says: /^keys\.toml: not a regular file \(.+\); default keys used$/,
  },
  {
    name: "a symlink out of the profile",
    build: (s) => {
      s.write("decoy/keys.toml", 'look = "v"\n');
      s.link("home/keys.toml", `${s.decoy}/keys.toml`);
    },
    args: check,
    code: 1,
    says: /^keys\.toml: symlink leads out of the profile; default keys used$/,
  },
  {
    name: "control characters in a name and a key are shown escaped",
    build: (s) => s.write("home/keys.toml", '"\\u001b[2Jwipe" = "v"\nlook = "\\u0007"\n'),
    args: check,
    code: 1,
    says: /^keys\.toml: ".*wipe" is not an input; ignored$/,
  },
  {
    name: "not UTF-8",
    build: (s) => s.write("home/keys.toml", Buffer.from([0x6c, 0x6f, 0x6f, 0x6b, 0x3d, 0xff, 0xfe])),
    args: check,
    code: 1,
    says: /^keys\.toml: not valid UTF-8 text; default keys used$/,
  },
]);

hostileSuite("keys.toml that is fine", [
  {
    name: "a clean rebinding keeps check at exit 0",
    build: (s) => s.write("home/keys.toml", 'look = "v"\nnorth = ["w", "Up"]\n'),
    args: check,
    code: 0,
    says: /^0 warning\(s\)\. Log: /,
  },
]);
