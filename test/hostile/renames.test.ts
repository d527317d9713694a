/** Issue 23: renamed_from and [removed], the two new things a mod can write about its old ids. */
import { expect } from "vitest";
import { hostileSuite } from "./helpers.js";

const ITEM = (id: string, extra = "") => `[[items]]\nid = "${id}"\nname = "X"\nsymbol = { char = "x", color = "white" }\n${extra}`;

hostileSuite("renamed and removed ids", [
  {
    name: "a [removed] table that is a string loses only itself",
    build: (s) => s.mod("frost", { "a.toml": `removed = "everything"\n${ITEM("ok")}` }),
    args: ["check"],
    code: 1,
    says: /^frost\/a\.toml:1: removed — must be a table: write \[removed\] above its lists; skipped$/,
  },
  {
    name: "10,000 removal records are one line and the item still loads",
    build: (s) =>
      s.mod("frost", {
        "a.toml": `${ITEM("ok")}\n[removed]\nitems = [${Array.from({ length: 10_000 }, () => `{ id = "X!" }`).join(", ")}]\n`,
      }),
    args: ["check"],
    code: 1,
    says: /^frost\/a\.toml:7: removed — items: 10000 records, more than 1000; skipped$/,
    after: (_s, out) => expect(out.stdout).toMatch(/items 2\b/),
  },
  {
    name: "a rename chain that loops does not hang: each claim after the first is refused",
    build: (s) =>
      s.mod("frost", {
        "a.toml": `${ITEM("a", 'renamed_from = [{ id = "b", version = "1.0.0" }]\n')}\n${ITEM("b", 'renamed_from = [{ id = "a", version = "1.0.0" }]\n')}`,
      }),
    args: ["check"],
    code: 1,
    says: /^frost\/a\.toml:\d+: frost:\w — renamed_from: frost:\w is still a loaded item/,
  },
  {
    name: "a renamed_from with an escape in its version is refused, printed escaped",
    build: (s) => s.mod("frost", { "a.toml": ITEM("a", 'renamed_from = [{ id = "b", version = "1.0.0\\u001b]2;x" }]\n') }),
    args: ["check"],
    code: 1,
    says: /^frost\/a\.toml:5: frost:a — renamed_from\[0\]\.version: a version like "0\.2\.0"/,
    after: (_s, out) => expect(out.stdout).not.toContain("\u001b]2"),
  },
]);
