/** A broken or hostile keys.toml: one line from `rustkeep check` (exit 1), never a hang or a stack trace. */
import { hostileSuite, profileFileCase } from "./helpers.js";

/** `rustkeep check` over a profile whose keys.toml is the case's content. */
const keysCase = profileFileCase("keys.toml");

hostileSuite("keys.toml", [
  keysCase("not TOML", 'look = "v"\nnorth = = "k"\n', /^keys\.toml:2: not valid TOML; default keys used$/),
  keysCase(
    "the wrong shape (a table where a key belongs)",
    "[look]\nkey = 1\n",
    /^keys\.toml: look must be a key or a list of 1–8 keys; default kept$/,
  ),
  keysCase("an unknown input name", 'jump = "j"\n', /^keys\.toml: "jump" is not an input; ignored$/),
  keysCase("a key bound twice", 'look = "v"\ntalk = "v"\n', /^keys\.toml: v is bound to both look and talk; kept for look$/),
  keysCase("huge", `# ${"x".repeat(200_000)}\n`, /^keys\.toml: file is \d+ bytes, over the 65536-byte limit; default keys used$/),
  keysCase(
    "a FIFO (refused, not waited on)",
    (s) => s.fifo("home/keys.toml"),
    /^keys\.toml: not a regular file \(.+\); default keys used$/,
  ),
  keysCase(
    "a symlink out of the profile",
    (s) => {
      s.write("decoy/keys.toml", 'look = "v"\n');
      s.link("home/keys.toml", `${s.decoy}/keys.toml`);
    },
    /^keys\.toml: symlink leads out of the profile; default keys used$/,
  ),
  keysCase(
    "control characters in a name are shown escaped",
    '"\\u001b[2Jwipe" = "v"\nlook = "\\u0007"\n',
    /^keys\.toml: "\\u001b\[2Jwipe" is not an input; ignored$/,
  ),
  keysCase("not UTF-8", Buffer.from([0x6c, 0x6f, 0x6f, 0x6b, 0x3d, 0xff, 0xfe]), /^keys\.toml: not valid UTF-8 text; default keys used$/),
  keysCase("a clean rebinding keeps check at exit 0", 'look = "v"\nnorth = ["W", "Up"]\n', /^0 warning\(s\)\. Log: /, 0),
]);
