/**
 * Packed mods (issue 23): start-up (`rustkeep check`, process start to loaded) with 20
 * generated mods as zips against the same 20 as folders, measured in the same run and
 * interleaved so machine load falls on both alike. Target: zips cost at most 10% more.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Registries } from "../src/content/registries.js";
import { folderFiles, zipOf } from "../test/helpers/zips.js";
import { corePool, generateMods, modId } from "./generate.js";
import { int, ms, type BenchOptions } from "./harness.js";

const MODS = 20;

export function benchZips(root: string, core: Registries, timing: BenchOptions, tempDir: (prefix: string) => string): void {
  const folders = tempDir("rk-bench-zip-folders-");
  const zips = tempDir("rk-bench-zip-zips-");
  const gen = generateMods(join(folders, "mods"), corePool(core), { mods: MODS, perMod: 50, seed: 1 });
  mkdirSync(join(zips, "mods"));
  for (let n = 1; n <= MODS; n++) {
    const id = modId(n);
    writeFileSync(join(zips, "mods", `${id}-1.0.0.zip`), zipOf(folderFiles(join(folders, "mods", id), id)));
  }
  const bin = join(root, "dist", "rustkeep.js");
  const once = (home: string): number => {
    const start = performance.now();
    const r = spawnSync(process.execPath, [bin, "check", "--home", home], { encoding: "utf8" });
    const elapsed = performance.now() - start;
    if (r.status !== 0) throw new Error(`zips bench: check exited ${r.status}: ${r.stdout.slice(-300)}${r.stderr.slice(-300)}`);
    return elapsed;
  };
  for (let i = 0; i < timing.warmup; i++) [once(folders), once(zips)];
  const a: number[] = [];
  const b: number[] = [];
  // Turn about, so whatever follows a run (a warm cache, a busy neighbour) falls on both alike.
  for (let i = 0; i < Math.max(3, timing.runs); i++) {
    if (i % 2) b.push(once(zips));
    a.push(once(folders));
    if (!(i % 2)) b.push(once(zips));
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const [fm, zm] = [median(a), median(b)];
  console.log(
    `startup with ${MODS} mods (${int(gen.entries)} entries, check): folders median ${ms(fm)} ms, zips median ${ms(zm)} ms, ` +
      `zips/folders ${(zm / fm).toFixed(3)} (target ≤ 1.10: ${zm / fm <= 1.1 ? "within" : "ABOVE"})`,
  );
}
