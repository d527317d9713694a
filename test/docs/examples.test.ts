import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { DOCUMENTS, examplesOf, groups, missingLines, parseMarks, runArguments, wrapEntry, type Example } from "../helpers/doc-examples.js";
import { tempDir } from "../helpers/profile.js";

const all = DOCUMENTS.flatMap((d) => examplesOf(d));
const fragments = all.filter((e) => e.marks.fragment);
const excerpts = all.filter((e) => e.marks.excerpt);
const runnable = groups(all.filter((e) => !e.marks.fragment && !e.marks.excerpt));

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => filesUnder(join(path, name)));
}

/** Writes a group's files into a fresh profile; returns the command line that checks or runs it. */
function build(group: Example[]): { args: string[]; home: string } {
  const work = tempDir("rk-doc-");
  const home = join(work, "home");
  const mod = join(home, "mods", "frost");
  const usesProfile = group.some((e) => e.marks.profile || e.marks.run);
  const modFiles = group.filter((e) => !e.marks.profile && !e.marks.run);
  mkdirSync(home, { recursive: true });
  if (group.some((e) => e.marks.withFrost)) cpSync(join(REPO, "docs", "example-mod", "frost"), mod, { recursive: true });
  else if (modFiles.length && !modFiles.some((e) => e.marks.file === "manifest.toml")) write(join(mod, "manifest.toml"), `id = "frost"\nname = "Frost"\nversion = "0.1.0"\ndepends = ["core"]\n`);
  let script = "";
  group.forEach((e, n) => {
    if (e.marks.profile) write(join(home, e.marks.profile), e.body);
    else if (e.marks.run) write((script = join(work, "script.txt")), e.body);
    else if (e.lang === "js" && !e.marks.file) {
      write(join(mod, `scripts/example-${n}.js`), e.body);
      write(join(mod, `zz-example-${n}-script.toml`), `[[scripts]]\nid = "example_${n}"\nfile = "scripts/example-${n}.js"\n`);
    } else write(join(mod, e.marks.file ?? `zz-example-${n}.toml`), e.marks.entry ? wrapEntry(e.marks.entry, e.body) : e.body);
  });
  if (script) return { args: ["run", "--home", home, ...(runArguments(group.find((e) => e.marks.run)!.body, script) ?? ["--script", script])], home };
  return { args: usesProfile || !modFiles.length ? ["check", "--home", home] : ["check", "--mod", mod], home };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text.endsWith("\n") ? text : `${text}\n`);
}

describe("every example of the README and the guides does what the text around it says", () => {
  it("finds the examples, and says how many are marked as fragments that cannot run alone", () => {
    expect(all.length).toBeGreaterThan(40);
    console.log(`docs examples: ${all.length}, of them ${fragments.length} fragment(s): ${fragments.map((e) => e.where).join(", ") || "none"}`);
    expect(fragments.length).toBeLessThanOrEqual(3);
  });

  it("a run script in a plain fence is marked run (else it would go unchecked)", () => {
    const unmarked = all.filter((e) => e.lang === "" && !e.marks.run && /^create /m.test(e.body) && !e.marks.fragment);
    expect(unmarked.map((e) => e.where)).toEqual([]);
  });

  it("an excerpt that no longer matches core is caught: a changed number, a line from the next entry", () => {
    const modifiers = readFileSync(join(REPO, "mods", "core", "modifiers.toml"), "utf8");
    expect(missingLines(`[[modifiers]]\nid = "poisoned"\n# …\nduration = 3`, [modifiers])).toEqual(["duration = 3"]);
    const balance = readFileSync(join(REPO, "mods", "core", "balance.toml"), "utf8");
    expect(missingLines(`{ stat = "level", attribute = "max_health", per_point = 3 },`, [balance])).toHaveLength(1);
  });

  it("a mark the test does not know is refused, naming its line", () => {
    expect(() => parseMarks("exerpt mods/core", "docs/modding.md:9")).toThrow('docs/modding.md:9: "exerpt" is no example mark');
    expect(parseMarks('continues, file scripts/a.js, warns "unknown key"', "x")).toEqual({ continues: true, file: "scripts/a.js", warns: "unknown key" });
  });

  it.each(excerpts.map((e) => [e.where, e] as const))("%s quotes its source line by line", (_where, e) => {
    const source = filesUnder(join(REPO, e.marks.excerpt!)).map((f) => readFileSync(f, "utf8"));
    expect({ from: e.marks.excerpt, missing: missingLines(e.body, source) }).toEqual({ from: e.marks.excerpt, missing: [] });
  });

  it.each(runnable.map((g) => [g.map((e) => e.where).join(" + "), g] as const))("%s loads (or runs) as the text says", (_where, group) => {
    const { args } = build(group);
    const r = runCli(args);
    const out = `${r.stdout}${r.stderr}`;
    const warns = group.map((e) => e.marks.warns).find((w) => w !== undefined);
    const shows = group.map((e) => e.marks.shows).filter((s) => s !== undefined);
    if (warns !== undefined) {
      expect({ code: r.code, named: out.includes(warns) }, out).toEqual({ code: 1, named: true });
    } else {
      expect({ code: r.code }, out).toEqual({ code: 0 });
      if (args[0] === "check") expect(out).toMatch(/^0 warning\(s\)/m);
    }
    for (const text of shows) expect(out).toContain(text);
  });
});
