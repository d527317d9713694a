import { hostileSuite } from "./helpers.js";

const TITLE = "\u001b]2;pwned\u0007";

// `rustkeep sim` takes its numbers and names from the command line: each bad one is one line, exit 2, its text escaped.
hostileSuite("hostile rustkeep sim flags", [
  {
    name: "--runs past the cap",
    build: () => {},
    args: ["sim", "--runs", "1e9"],
    code: 2,
    says: /^rustkeep: --runs takes a whole number from 1 to 100,000, not "1e9"$/,
  },
  {
    name: "--runs below one",
    build: () => {},
    args: ["sim", "--runs", "-5"],
    code: 2,
    says: /^rustkeep: --runs takes a whole number from 1 to 100,000, not "-5"$/,
  },
  {
    name: "--runs not whole",
    build: () => {},
    args: ["sim", "--runs", "1.5"],
    code: 2,
    says: /^rustkeep: --runs takes a whole number from 1 to 100,000, not "1\.5"$/,
  },
  {
    name: "--policy holding an escape sequence",
    build: () => {},
    args: ["sim", "--runs", "1", "--policy", `x${TITLE}`],
    code: 2,
    says: /^rustkeep: no policy "x\\u001b\]2;pwned\\u0007" \(policies: /,
  },
  {
    name: "--race holding an escape sequence",
    build: () => {},
    args: ["sim", "--runs", "1", "--race", TITLE],
    code: 2,
    says: /^rustkeep: --race: no option "\\u001b\]2;pwned\\u0007"/,
  },
  ...["0", "65", "-2", "1.5", "1e1", "two", "0x2"].map((jobs) => ({
    name: `--jobs ${jobs}`,
    build: () => {},
    args: ["sim", "--runs", "1", "--jobs", jobs],
    code: 2,
    says: new RegExp(`^rustkeep: --jobs takes a whole number from 1 to 64, not "${jobs.replace(".", "\\.")}"$`),
  })),
  {
    name: "--jobs holding an escape sequence",
    build: () => {},
    args: ["sim", "--runs", "1", "--jobs", `2${TITLE}`],
    code: 2,
    says: /^rustkeep: --jobs takes a whole number from 1 to 64, not "2\\u001b\]2;pwned\\u0007"$/,
  },
  {
    name: "--jobs without its number",
    build: () => {},
    args: ["sim", "--runs", "1", "--jobs"],
    code: 2,
    says: /^rustkeep: --jobs needs a value: --jobs N$/,
  },
]);
