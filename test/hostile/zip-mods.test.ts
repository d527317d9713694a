/** Issue 23: hostile zipped mods. Each costs one line and the entry or archive it is, nothing else. */
import { expect } from "vitest";
import { manifest } from "../helpers/fixture-mods.js";
import { declareSize, LINK, modZip, patchCentral, zipOf, type ZipFile } from "../helpers/zips.js";
import { hostileSuite, type RunOutput, type Sandbox } from "./helpers.js";

const ITEM = (id: string) => `[[items]]\nid = "${id}"\nname = "${id}"\nsymbol = { char = "!" }\n`;
const FROST: Record<string, ZipFile> = { "frost/manifest.toml": manifest("frost", ["core"], "1.2.0"), "frost/items.toml": ITEM("shard") };

/** A healthy folder mod beside the zip, and the zip `frost-1.2.0.zip` itself. */
function withZip(bytes: Uint8Array) {
  return (s: Sandbox) => {
    s.mod("ok", { "i.toml": ITEM("fine") });
    s.write("home/mods/frost-1.2.0.zip", bytes);
  };
}

/** Exactly one warning, and `items` entries loaded (core's gold, ok's, and frost's when its archive stands). */
const oneLine = (items: number) => (_: Sandbox, out: RunOutput) => {
  expect(out.stdout).toMatch(/^1 warning\(s\)\./m);
  expect(out.stdout).toMatch(new RegExp(`\\bitems ${items}\\b`));
};

const many: Record<string, ZipFile> = { ...FROST };
for (let i = 0; i < 10_000; i++) many[`frost/n/${i}.txt`] = "";

hostileSuite("zipped mods", [
  {
    name: "a ../ entry: not read, the rest of the archive loads",
    build: withZip(zipOf({ ...FROST, "frost/../evil.toml": ITEM("evil") })),
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:frost\/\.\.\/evil\.toml:1: frost\/\.\.\/evil\.toml — leads out of the archive \(\.\.\); not read$/,
    after: oneLine(3),
  },
  {
    name: "an absolute path: not read, the rest of the archive loads",
    build: withZip(zipOf({ ...FROST, "/etc/evil.toml": ITEM("evil") })),
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:\/etc\/evil\.toml:1: \/etc\/evil\.toml — is an absolute path; not read$/,
    after: oneLine(3),
  },
  {
    name: "a symlink entry: not followed, the rest of the archive loads",
    build: withZip(zipOf({ ...FROST, "frost/link.toml": [new TextEncoder().encode("/etc/passwd"), LINK] })),
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:frost\/link\.toml:1: frost\/link\.toml — is a symlink; links are not followed in an archive; not read$/,
    after: oneLine(3),
  },
  {
    name: "10,000 entries: the archive is lost before its directory is walked",
    build: withZip(zipOf(many)),
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:1: frost-1\.2\.0\.zip — holds 10002 entries, over the 4096-entry limit; archive skipped$/,
    after: oneLine(2),
  },
  {
    name: "a file that declares 1 GB: refused by its header, never inflated",
    build: withZip(patchCentral(zipOf({ ...FROST, "frost/big.toml": ITEM("big") }), "frost/big.toml", declareSize(1024 ** 3))),
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:frost\/big\.toml:1: big\.toml — file is 1073741824 bytes, over the 8388608-byte limit; skipped$/,
    after: oneLine(3),
  },
  {
    name: "files that declare more than 64 MiB together: the archive is lost",
    build: withZip(
      ["a", "b", "c", "d", "e", "f", "g", "h", "i"].reduce(
        (zip, n) => patchCentral(zip, `frost/${n}.toml`, declareSize(8 * 1024 * 1024)),
        zipOf({ ...FROST, ...Object.fromEntries(["a", "b", "c", "d", "e", "f", "g", "h", "i"].map((n) => [`frost/${n}.toml`, ITEM(n)])) }),
      ),
    ),
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:1: frost-1\.2\.0\.zip — would unpack to \d+ bytes, over the 67108864-byte limit; archive skipped$/,
    after: oneLine(2),
  },
  {
    name: "a truncated archive: one line, the archive lost",
    build: (s) => {
      const zip = modZip("frost", { "manifest.toml": manifest("frost", ["core"]), "items.toml": ITEM("shard") });
      withZip(zip.subarray(0, Math.floor(zip.length / 2)))(s);
    },
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:1: frost-1\.2\.0\.zip — not a complete zip archive \(no end record: truncated, or not a zip\); archive skipped$/,
    after: oneLine(2),
  },
  {
    name: "a zip inside a zip: not opened, the rest of the archive loads",
    build: withZip(
      zipOf({ ...FROST, "frost/inner.zip": modZip("inner", { "manifest.toml": manifest("inner", ["core"]), "i.toml": ITEM("inner") }) }),
    ),
    args: ["check"],
    code: 1,
    says: /^frost-1\.2\.0\.zip:frost\/inner\.zip:1: inner\.zip — a zip inside a zip is not read; skipped$/,
    after: oneLine(3),
  },
  {
    name: "a named pipe called .zip: refused, never waited on",
    build: (s) => {
      s.mod("ok", { "i.toml": ITEM("fine") });
      s.fifo("home/mods/frost-1.2.0.zip");
    },
    args: ["check"],
    code: 0,
    says: /^0 warning\(s\)\./,
  },
]);
