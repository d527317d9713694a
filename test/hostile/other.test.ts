/** Issue 9, class 9 (parts): self-dependency, invalid UTF-8, a flood of missing dependencies, an empty profile path. */
import { expect } from "vitest";
import { hostileSuite } from "./helpers.js";

const ITEM = `[[items]]\nid = "ok"\nname = "Ok"\nsymbol = { char = "o", color = "white" }\n`;

hostileSuite("other hostile profiles", [
  {
    name: "a mod that depends on itself is told so",
    build: (s) => s.mod("frost", { "manifest.toml": `id = "frost"\nname = "Frost"\nversion = "1"\ndepends = ["core", "frost"]\n` }),
    args: ["check"],
    code: 1,
    says: /^frost\/manifest\.toml:4: frost — depends: a mod cannot depend on itself; ignored$/,
  },
  {
    name: "invalid UTF-8 loses the file with a warning naming the line",
    build: (s) => s.mod("frost", { "data.toml": Buffer.concat([Buffer.from(ITEM), Buffer.from([0x23, 0xff, 0xfe, 0x0a])]) }),
    args: ["check"],
    code: 1,
    says: /^frost\/data\.toml:5: data\.toml — not valid UTF-8 text; file skipped$/,
  },
  {
    name: "100,000 missing dependencies are summarised after a few",
    build: (s) => {
      const deps = Array.from({ length: 100_000 }, (_, i) => `dep${i}`);
      s.mod("frost", { "manifest.toml": `id = "frost"\nname = "Frost"\nversion = "1"\ndepends = ${JSON.stringify(["core", ...deps])}\n` });
    },
    args: ["check"],
    code: 2,
    says: /^error: mod "frost" depends on 99997 more mods that are missing \(not installed or disabled\)$/,
    after: (_s, out) => expect(out.stderr.split("\n").length).toBeLessThan(20),
  },
  {
    name: '--home "" is refused',
    build: () => {},
    args: ["check", "--home", ""],
    code: 2,
    says: /^rustkeep: --home needs a value: --home DIR$/,
  },
  {
    name: 'RUSTKEEP_HOME="" is refused',
    build: () => {},
    args: ["check"],
    home: false,
    env: { RUSTKEEP_HOME: "" },
    code: 2,
    says: /^rustkeep: RUSTKEEP_HOME is empty: name a profile folder, or unset it$/,
  },
]);
