/** Issue 23: version ranges in `depends` and the manifest's `version`, as a hostile modder writes them. */
import { expect } from "vitest";
import { hostileSuite } from "./helpers.js";

const frost = (fields: string) => ({ "manifest.toml": `id = "frost"\nname = "Frost"\n${fields}\n` });

hostileSuite("hostile versions and ranges", [
  {
    name: "a depends string with 100,000 spaces inside is one warning, read in time",
    build: (s) => s.mod("frost", frost(`version = "1.0.0"\ndepends = ["core ${" ".repeat(50_000)}>= ${" ".repeat(50_000)}0.1 x"]`)),
    args: ["check"],
    code: 1,
    says: /^frost\/manifest\.toml:4: frost — depends: "core {50001}>= {50001}0\.1 x": "0\.1 x" is not a MAJOR\.MINOR\.PATCH version; core is still required, checked without the range$/,
  },
  {
    name: "a version of 100,000 digits is one warning and the mod loads",
    build: (s) => s.mod("frost", frost(`version = "${"9".repeat(100_000)}.0.0"\ndepends = ["core"]`)),
    args: ["check"],
    code: 1,
    says: /^frost\/manifest\.toml:3: frost — version: "9{100000}\.0\.0" is not a semver MAJOR\.MINOR\.PATCH version; the mod loads/,
  },
  {
    name: "a range with control characters is shown escaped",
    build: (s) => s.mod("frost", frost(`version = "1.0.0"\ndepends = ["core >= 0.1.0\\u001b[2J"]`)),
    args: ["check"],
    code: 1,
    says: /^frost\/manifest\.toml:4: frost — depends: "core >= 0\.1\.0\\u001b\[2J": .*checked without the range$/,
  },
  {
    name: "100,000 strings each out of range or incompatible are summarised after a few",
    build: (s) => {
      const deps = Array.from({ length: 100_000 }, (_, i) => (i % 2 ? "! core" : "core >= 99.0.0"));
      s.mod("frost", frost(`version = "1.0.0"\ndepends = ${JSON.stringify(deps)}`));
    },
    args: ["check"],
    code: 2,
    says: /^error: mod "frost" has 99997 more dependencies out of range, incompatible or loading later$/,
    after: (_s, out) => expect(out.stderr.split("\n").length).toBeLessThan(20),
  },
  {
    name: "30,000 unreadable ranges are a warning each, read in time",
    build: (s) => {
      const deps = Array.from({ length: 30_000 }, (_, i) => `core => 1.0.${i}`);
      s.mod("frost", frost(`version = "1.0.0"\ndepends = ${JSON.stringify(deps)}`));
    },
    args: ["check"],
    code: 1,
    says: /^frost\/manifest\.toml:4: frost — depends: "core => 1\.0\.29999": unknown operator "=>" \(did you mean "core >= 1\.0\.29999"\?\)/,
  },
]);
