import { hostileSuite } from "./helpers.js";

const HUGE = 8 * 1024 * 1024 + 1;

// `rustkeep scores` reads the same file the title does; a file it cannot use is one line, exit 1, and stays as it is.
hostileSuite("a hostile scores.toml", [
  {
    name: "truncated",
    build: (s) => s.write("home/scores.toml", '[[runs]]\nname = "Ada"\noutcome = "di'),
    args: ["scores"],
    code: 1,
    says: /^scores\.toml: line \d+: not valid TOML/,
  },
  {
    name: "garbage bytes",
    build: (s) => s.write("home/scores.toml", new Uint8Array([0xff, 0xfe, 0x00, 0x80])),
    args: ["scores"],
    code: 1,
    says: /^scores\.toml: not valid UTF-8/,
  },
  {
    name: "valid TOML, wrong shape",
    build: (s) => s.write("home/scores.toml", "runs = 5\n"),
    args: ["scores"],
    code: 1,
    says: /^scores\.toml: runs: /,
  },
  {
    name: "past the 8 MiB cap",
    build: (s) => s.write("home/scores.toml", "#".repeat(HUGE)),
    args: ["scores"],
    code: 1,
    says: /^scores\.toml: file is \d+ bytes, over the \d+-byte limit/,
  },
  { name: "a FIFO", build: (s) => s.fifo("home/scores.toml"), args: ["scores"], code: 1, says: /^scores\.toml: not a regular file/ },
  {
    name: "a link out of the profile",
    build: (s) => (s.write("decoy/scores.toml", "runs = []\n"), s.link("home/scores.toml", `${s.decoy}/scores.toml`)),
    args: ["scores"],
    code: 1,
    says: /^scores\.toml: symlink leads out of the profile/,
  },
]);
