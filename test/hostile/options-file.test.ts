/** A broken or hostile options.toml: one line from `rustkeep check` (exit 1), never a hang or a stack trace. */
import { lstatSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeOptionsFile } from "../../src/profile/options-file.js";
import { THEME_NAMES } from "../../src/ui/theme-palettes.js";
import { DEFAULT_OPTIONS } from "../../src/profile/options-file.js";
import { hostileSuite, profileFileCase, Sandbox } from "./helpers.js";

/** `rustkeep check` over a profile whose options.toml is the case's content. */
const optionsCase = profileFileCase("options.toml");

hostileSuite("options.toml", [
  optionsCase("not TOML", 'theme = "monochrome"\ntheme = = 1\n', /^options\.toml:2: not valid TOML; default options used$/),
  optionsCase("an unknown theme", 'theme = "neon"\n', /^options\.toml: unknown theme "neon"; default theme used$/),
  optionsCase(
    "the wrong shape (a table where a name belongs)",
    "[theme]\nname = 1\n",
    /^options\.toml: theme must be a theme name in quotes; default theme used$/,
  ),
  optionsCase("an unknown option", 'theme = "default"\nwallhack = true\n', /^options\.toml: "wallhack" is not an option; ignored$/),
  optionsCase("huge", `# ${"x".repeat(100_000)}\n`, /^options\.toml: file is \d+ bytes, over the 16384-byte limit; default options used$/),
  optionsCase(
    "a FIFO (refused, not waited on)",
    (s) => s.fifo("home/options.toml"),
    /^options\.toml: not a regular file \(.+\); default options used$/,
  ),
  optionsCase(
    "a symlink out of the profile",
    (s) => {
      s.write("decoy/options.toml", 'theme = "monochrome"\n');
      s.link("home/options.toml", `${s.decoy}/options.toml`);
    },
    /^options\.toml: symlink leads out of the profile; default options used$/,
  ),
  optionsCase(
    "control characters in a theme name are shown escaped",
    'theme = "\\u001b[2Jwipe"\n',
    /^options\.toml: unknown theme "\\u001b\[2Jwipe"; default theme used$/,
  ),
  optionsCase(
    "not UTF-8",
    Buffer.from([0x74, 0x68, 0x65, 0x6d, 0x65, 0x3d, 0xff, 0xfe]),
    /^options\.toml: not valid UTF-8 text; default options used$/,
  ),
  optionsCase(
    "a folder where the file belongs",
    (s) => s.write("home/options.toml/x", "y"),
    /^options\.toml: not a regular file \(.+\); default options used$/,
  ),
  optionsCase("hints as a word, not true or false", 'hints = "yes please"\n', /^options\.toml: hints must be true or false; hints on$/),
  optionsCase("confirm_quit as a number", "confirm_quit = 0\n", /^options\.toml: confirm_quit must be true or false; quit asks first$/),
  optionsCase(
    "hints_seen as a table",
    "[hints_seen]\nlook = true\n",
    /^options\.toml: hints_seen must be a short list of hint names; hints start over$/,
  ),
  optionsCase(
    "hints_seen huge",
    `hints_seen = [${Array.from({ length: 2000 }, () => '"look"').join(",")}]\n`,
    /^options\.toml: hints_seen must be a short list of hint names; hints start over$/,
  ),
  optionsCase(
    "hints_seen with control characters and binary",
    'hints_seen = ["\\u001b[2J", "\\u0000"]\n',
    /^options\.toml: hints_seen must be a short list of hint names; hints start over$/,
  ),
  optionsCase(
    "a good options.toml with every option keeps check at exit 0",
    'theme = "monochrome"\nhints = false\nconfirm_quit = false\nhints_seen = ["explore"]\n',
    /^0 warning\(s\)\. Log: /,
    0,
  ),
  optionsCase("a good options.toml keeps check at exit 0", 'theme = "colour-blind"\n', /^0 warning\(s\)\. Log: /, 0),
]);

describe("saving options.toml", () => {
  it("replaces a symlink out of the profile and never writes through it", () => {
    const s = new Sandbox();
    const decoy = s.write("decoy/options.toml", 'theme = "monochrome"\n');
    s.link("home/options.toml", decoy);
    expect(writeOptionsFile(s.home, { ...DEFAULT_OPTIONS, theme: "colour-blind" }, THEME_NAMES)).toBeUndefined();
    expect(readFileSync(decoy, "utf8")).toBe('theme = "monochrome"\n');
    expect(lstatSync(join(s.home, "options.toml")).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(s.home, "options.toml"), "utf8")).toContain('theme = "colour-blind"');
  });

  it("a folder in the way is one line, never a throw", () => {
    const s = new Sandbox();
    mkdirSync(join(s.home, "options.toml", "x"), { recursive: true });
    expect(writeOptionsFile(s.home, DEFAULT_OPTIONS, THEME_NAMES)).toMatch(/^options\.toml: cannot save the options: [^\n]+$/);
  });
});
