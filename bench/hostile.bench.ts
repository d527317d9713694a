/**
 * The pathological TOML of issue 9 (class 2): a mod with 10,000 dotted keys 50 deep and a
 * file with a 1 MB line, loaded through the whole pipeline. Each is also loaded at half
 * the size: a linear loader takes about half the time (a quadratic one a quarter).
 */
import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { runPipeline } from "../src/loader/pipeline.js";
import { manifest } from "../test/helpers/fixture-mods.js";
import { int, measure, report, type BenchOptions } from "./harness.js";

const ITEM = `[[items]]\nid = "plain"\nname = "Plain"\nsymbol = { char = "p", color = "white" }\n`;

/** `count` dotted keys of `depth` segments in an unknown table (one warning: its line needs the scanner over every key). */
function deepKeys(count: number, depth: number): string {
  const tail = ".a".repeat(depth - 2);
  let text = `${ITEM}\n[extra]\n`;
  for (let i = 0; i < count; i++) text += `k${i}${tail} = ${i}\n`;
  return text;
}

/**
 * An entry with one line of `bytes` characters, then a misspelt key (a warning after the long
 * line). The long line is a comment: a description that long is itself refused (2,000 characters).
 */
function longLine(bytes: number): string {
  return `[[items]]\nid = "long"\nname = "Long"\nsymbol = { char = "l", color = "white" }\n# ${"x".repeat(bytes)}\nnmae = "typo"\n`;
}

function profile(tempDir: (prefix: string) => string, builtinMods: string, files: Record<string, string>) {
  const home = tempDir("rk-bench-hostile-");
  const dir = join(home, "mods", "hostile");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "manifest.toml"), manifest("hostile", ["core"]));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { home, builtinMods };
}

export function benchHostile(builtinMods: string, tempDir: (prefix: string) => string, timing: BenchOptions): void {
  const cases = [
    { label: "deep keys", full: deepKeys(10_000, 50), half: deepKeys(5_000, 50), size: "10,000 dotted keys of depth 50" },
    { label: "long line", full: longLine(1_000_000), half: longLine(500_000), size: "one 1 MB line" },
  ];
  for (const c of cases) {
    const full = profile(tempDir, builtinMods, { "data.toml": c.full });
    const half = profile(tempDir, builtinMods, { "data.toml": c.half });
    const first = runPipeline(full);
    if (!first.ok || first.warnings.length !== 1)
      throw new Error(`${c.label}: expected one warning, got ${first.ok ? first.warnings.length : "a hard error"}`);
    const t = measure(() => runPipeline(full), timing);
    const h = measure(() => runPipeline(half), timing);
    report(
      `hostile ${c.label}`,
      `${c.size}, ${int(Buffer.byteLength(c.full))} bytes (+ core)`,
      t,
      `; half the size ${h.median.toFixed(1)} ms, ratio ${(t.median / h.median).toFixed(2)} (linear ≈ 2)`,
    );
  }
}
