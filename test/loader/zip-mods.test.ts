import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import { runPipelineLoadingScripts } from "../../src/loader/pipeline.js";
import { formatWarning } from "../../src/loader/warnings.js";
import { createScriptEngine } from "../../src/script/engine.js";
import { REPO } from "../helpers/cli.js";
import { load, loadOk, makeProfile, manifest, tempDir, TINY_CORE } from "../helpers/profile.js";
import { declareSize, folderFiles, modZip, patchCentral, zipOf } from "../helpers/zips.js";

const ITEM = (id: string) => `[[items]]\nid = "${id}"\nname = "${id}"\nsymbol = { char = "!" }\n`;
const FROST = { "manifest.toml": manifest("frost", ["core"], "1.2.0"), "items.toml": ITEM("shard") };

/** A profile with the tiny core built in and `zips` (file name → bytes) in its mods folder. */
function withZips(zips: Record<string, Uint8Array>, folders: Parameters<typeof makeProfile>[0] = {}) {
  const p = makeProfile(folders, { core: TINY_CORE });
  mkdirSync(join(p.home, "mods"), { recursive: true });
  for (const [name, bytes] of Object.entries(zips)) writeFileSync(join(p.home, "mods", name), bytes);
  return p;
}

const itemIds = (r: ReturnType<typeof load>) => (r.ok ? r.registries.items.ids() : []);

describe("a zipped mod loads as the folder it holds", () => {
  it("the example mod: the same registries, value for value, from its zip as from its folder", async () => {
    const builtinMods = join(REPO, "mods");
    const folder = tempDir("rk-zip-folder-");
    cpSync(join(REPO, "docs", "example-mod", "frost"), join(folder, "mods", "frost"), { recursive: true });
    const zipped = tempDir("rk-zip-zipped-");
    mkdirSync(join(zipped, "mods"));
    writeFileSync(join(zipped, "mods", "frost-0.1.0.zip"), zipOf(folderFiles(join(REPO, "docs", "example-mod", "frost"), "frost")));
    const a = await runPipelineLoadingScripts({ home: folder, builtinMods }, createScriptEngine);
    const b = await runPipelineLoadingScripts({ home: zipped, builtinMods }, createScriptEngine);
    if (!a.ok || !b.ok) throw new Error("hard error");
    expect(b.warnings.map(formatWarning)).toEqual(a.warnings.map(formatWarning));
    expect(a.registries.scripts.size).toBe(1);
    for (const name of REGISTRY_NAMES)
      expect(JSON.stringify(b.registries[name].all()), name).toBe(JSON.stringify(a.registries[name].all()));
    const frostItem = b.registries.items.ids().find((id) => id.startsWith("frost:"))!;
    expect(b.registries.items.origin(frostItem)?.file).toMatch(/^frost-0\.1\.0\.zip:frost\/items\.toml$/);
  });

  it("a warning's location reads zip:folder/file:line", () => {
    const p = withZips({ "frost-1.2.0.zip": modZip("frost", { ...FROST, "items.toml": `${ITEM("shard")}\n[[items]]\nid = "bad"\n` }) });
    const r = loadOk(p);
    expect(r.lines.length).toBeGreaterThan(0);
    for (const line of r.lines) expect(line).toMatch(/^frost-1\.2\.0\.zip:frost\/items\.toml:6: frost:bad — /);
    expect(itemIds(r)).toContain("frost:shard");
  });

  it("a script inside a zip is compiled from the zip", async () => {
    const files = {
      "manifest.toml": manifest("sc", ["core"]),
      "s.toml": `[[scripts]]\nid = "hi"\nfile = "js/hi.js"\n`,
      "js/hi.js": "act({ damage: 1 });\n",
    };
    const p = withZips({ "sc.zip": modZip("sc", files) });
    const r = await runPipelineLoadingScripts(p, createScriptEngine);
    expect(r.warnings.map(formatWarning)).toEqual([]);
    expect(r.ok && r.registries.scripts.ids()).toEqual(["sc:hi"]);
  });

  it("a script the zip does not hold: one warning at the entry, as for a folder", async () => {
    const files = {
      "manifest.toml": manifest("sc", ["core"]),
      "s.toml": `[[scripts]]\nid = "hi"\nfile = "../hi.js"\n[[scripts]]\nid = "no"\nfile = "no.js"\n`,
    };
    const r = await runPipelineLoadingScripts(withZips({ "sc.zip": modZip("sc", files) }), createScriptEngine);
    expect(r.warnings.map(formatWarning)).toEqual([
      'sc.zip:sc/s.toml:3: sc:hi — file "../hi.js" lies outside the mod folder; entry not loaded',
      "sc.zip:sc/s.toml:6: sc:no — sc.zip:sc/no.js: no such file in the archive; entry not loaded",
    ]);
  });

  it("loads from the built-in mods folder too", () => {
    const p = makeProfile({});
    writeFileSync(join(p.builtinMods, "core.zip"), modZip("core", TINY_CORE));
    const r = loadOk(p);
    expect([r.lines, r.registries.items.ids()]).toEqual([[], ["core:gold"]]);
  });

  it("a folder and a zip of one id: one warning naming both, the folder loads", () => {
    const p = withZips({ "frost-1.2.0.zip": modZip("frost", FROST) }, { frost: { ...FROST, "items.toml": ITEM("other") } });
    const r = loadOk(p);
    expect(r.lines).toEqual([
      'frost-1.2.0.zip:frost/manifest.toml:1: frost — mod id "frost" is also used by folder frost; this copy (frost-1.2.0.zip) is ignored',
    ]);
    expect(itemIds(r)).toEqual(["core:gold", "frost:other"]);
  });

  it("a stored (uncompressed) zip loads as well as a deflated one", () => {
    const files = Object.fromEntries(Object.entries(FROST).map(([k, v]) => [`frost/${k}`, v]));
    const r = loadOk(withZips({ "frost.zip": zipOf(files, 0) }));
    expect([r.lines, itemIds(r)]).toEqual([[], ["core:gold", "frost:shard"]]);
  });
});

describe("a zip whose layout is no mod's: one warning, that archive lost, the rest loads", () => {
  const other = { "ok.zip": modZip("ok", { "manifest.toml": manifest("ok", ["core"]), "i.toml": ITEM("fine") }) };
  const cases: [string, Uint8Array, RegExp][] = [
    [
      "files at the root",
      zipOf(FROST),
      /^frost\.zip:1: frost\.zip — keeps files at its root \(manifest\.toml, items\.toml\): a mod archive holds exactly one folder/,
    ],
    [
      "two top folders",
      zipOf({ "frost/manifest.toml": FROST["manifest.toml"], "extra/a.toml": ITEM("a") }),
      /^frost\.zip:1: frost\.zip — holds 2 top folders \(extra, frost\)/,
    ],
    [
      "names that differ only in case",
      zipOf({ "frost/manifest.toml": FROST["manifest.toml"], "frost/items.toml": ITEM("a"), "frost/Items.toml": ITEM("b") }),
      /^frost\.zip:1: frost\.zip — holds "frost\/items\.toml" and "frost\/Items\.toml", names that differ only in case/,
    ],
    [
      "no manifest in its folder",
      zipOf({ "frost/items.toml": ITEM("a") }),
      /^frost\.zip:1: frost\.zip — has no frost\/manifest\.toml: its one folder is not a mod; archive skipped$/,
    ],
    [
      "encryption",
      patchCentral(modZip("frost", FROST), "frost/items.toml", (r) => r.setUint16(8, r.getUint16(8, true) | 1, true)),
      /^frost\.zip:1: frost\.zip — is encrypted \(frost\/items\.toml\)/,
    ],
    [
      "an unknown compression method",
      patchCentral(modZip("frost", FROST), "frost/items.toml", (r) => r.setUint16(10, 12, true)),
      /^frost\.zip:1: frost\.zip — uses compression method 12 \(frost\/items\.toml\); only stored and deflate are read; archive skipped$/,
    ],
    ["not a zip at all", new TextEncoder().encode("hello"), /^frost\.zip:1: frost\.zip — not a complete zip archive/],
  ];
  for (const [what, bytes, says] of cases) {
    it(what, () => {
      const r = loadOk(withZips({ "frost.zip": bytes, ...other }));
      expect(r.lines).toHaveLength(1);
      expect(r.lines[0]).toMatch(says);
      expect(itemIds(r)).toEqual(["core:gold", "ok:fine"]);
    });
  }

  it("the same name twice, byte for byte: the archive is lost", () => {
    const zip = zipOf({ "frost/manifest.toml": FROST["manifest.toml"], "frost/items.toml": ITEM("a"), "frost/itemz.toml": ITEM("b") });
    // Rename the third entry's central name to the second's: same length, so only bytes change.
    const at = Buffer.from(zip).lastIndexOf(Buffer.from("frost/itemz.toml"));
    zip.set(new TextEncoder().encode("frost/items.toml"), at);
    const r = loadOk(withZips({ "frost.zip": zip }));
    expect(r.lines).toEqual(['frost.zip:1: frost.zip — holds "frost/items.toml" twice; archive skipped']);
  });
});

describe("a bad entry loses that entry alone", () => {
  it("a header that declares fewer bytes than the entry unpacks to: the file is refused, not inflated past it", () => {
    const zip = patchCentral(modZip("frost", { ...FROST, "more.toml": ITEM("more") }), "frost/more.toml", declareSize(10));
    const r = loadOk(withZips({ "frost.zip": zip }));
    expect(r.lines).toEqual([
      "frost.zip:frost/more.toml:1: more.toml — is damaged in the archive (its compressed data is broken or bigger than its header says); file skipped",
    ]);
    expect(itemIds(r)).toEqual(["core:gold", "frost:shard"]);
  });

  it("a checksum that does not match: the file is refused", () => {
    const zip = patchCentral(modZip("frost", { ...FROST, "more.toml": ITEM("more") }), "frost/more.toml", (r) =>
      r.setUint32(16, r.getUint32(16, true) ^ 1, true),
    );
    const r = loadOk(withZips({ "frost.zip": zip }));
    expect(r.lines).toEqual([
      "frost.zip:frost/more.toml:1: more.toml — is damaged in the archive (its checksum does not match); file skipped",
    ]);
  });

  it("a file that is not UTF-8: the folder's rule and message", () => {
    const r = loadOk(withZips({ "frost.zip": modZip("frost", { ...FROST, "more.toml": new Uint8Array([0x23, 0x0a, 0xff]) }) }));
    expect(r.lines).toEqual(["frost.zip:frost/more.toml:2: more.toml — not valid UTF-8 text; file skipped"]);
  });

  it("files other than TOML and scripts are never read", () => {
    const r = loadOk(withZips({ "frost.zip": modZip("frost", { ...FROST, "README.md": "hello", "art.png": new Uint8Array([0, 1, 2]) }) }));
    expect([r.lines, itemIds(r)]).toEqual([[], ["core:gold", "frost:shard"]]);
  });
});
