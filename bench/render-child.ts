/**
 * The render bench's child: loads the core mod, times the frames of render-frames.tsx and
 * prints their figures as one JSON line. Run from a bundle (render.bench.ts builds it), so the
 * frames go through the code the game ships: React's production build and the bundle's
 * stand-ins for Ink's dependencies. Arguments: builtin mods folder, profile folder, warm-up
 * runs, timed runs.
 */
import { runPipeline } from "../src/loader/pipeline.js";
import { frameFigures } from "./render-frames.js";

const [builtinMods, home, warmup, runs] = process.argv.slice(2);
const loaded = runPipeline({ home: home!, builtinMods: builtinMods! });
if (!("registries" in loaded)) throw new Error("the core mod did not load");
console.log(JSON.stringify(frameFigures(loaded.registries, { warmup: Number(warmup), runs: Number(runs) })));
