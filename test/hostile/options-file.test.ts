/** A broken or hostile options.toml: one line from `rustkeep check` (exit 1), never a hang or a stack trace. */
import { hostileSuite, type HostileCase, type Sandbox } from "./helpers.js";

/** `rustkeep check` over a profile whose options.toml is `content` (text, bytes, or a builder). */
const optionsCase = (name: string, content: string | Uint8Array | ((s: Sandbox) => void), says: RegExp, code = 1): HostileCase => ({
  name,
  build: typeof content === "function" ? content : (s) => s.write("home/options.toml", content),
  args: ["check"],
  code,
  says,
});

hostileSuite("options.toml", [
  optionsCase("not TOML", 'theme = "monochrome"\ntheme = = 1\n', /^options\.toml:2: not valid TOML; default options used$/),
  optionsCase("an unknown theme", 'theme = "neon"\n', /^options\.toml: unknown theme "neon"; default theme used$/),
  optionsCase("the wrong shape (a table where a name belongs)", "[theme]\nname = 1\n", /^options\.toml: theme must be a theme name in quotes; default theme used$/),
  optionsCase("an unknown option", 'theme = "default"\nwallhack = true\n', /^options\.toml: "wallhack" is not an option; ignored$/),
  optionsCase("huge", `# ${"x".repeat(100_000)}\n`, /^options\.toml: file is \d+ bytes, over the 16384-byte limit; default options used$/),
  optionsCase("a FIFO (refused, not waited on)", (s) => s.fifo("home/options.toml"), /^options\.toml: not a regular file \(.+\); default options used$/),
  optionsCase(
    "a symlink out of the profile",
    (s) => {
      s.write("decoy/options.toml", 'theme = "monochrome"\n');
      s.link("home/options.toml", `${s.decoy}/options.toml`);
    },
    /^options\.toml: symlink leads out of the profile; default options used$/,
  ),
  optionsCase("control characters in a theme name are shown escaped", 'theme = "\\u001b[2Jwipe"\n', /^options\.toml: unknown theme "\\u001b\[2Jwipe"; default theme used$/),
  optionsCase("not UTF-8", Buffer.from([0x74, 0x68, 0x65, 0x6d, 0x65, 0x3d, 0xff, 0xfe]), /^options\.toml: not valid UTF-8 text; default options used$/),
  optionsCase("a folder where the file belongs", (s) => s.write("home/options.toml/x", "y"), /^options\.toml: not a regular file \(.+\); default options used$/),
  optionsCase("a good options.toml keeps check at exit 0", 'theme = "colour-blind"\n', /^0 warning\(s\)\. Log: /, 0),
]);
