import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { systemGlobs } from "./test/tiers.js";

const ALL_TESTS = ["test/**/*.test.ts", "test/**/*.test.tsx", "src/**/*.test.ts"];

// Two projects (see test/tiers.ts): `vitest run` runs both, `--project fast` the in-process tier.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    // A hook that starts the program (a shared death, a schema written by `rustkeep schema`) waits
    // as long as a test may: vitest's 10 s default failed one on a loaded 2-core machine.
    hookTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "fast", include: ALL_TESTS, exclude: [...configDefaults.exclude, ...systemGlobs()] } },
      {
        extends: true,
        test: {
          name: "system",
          include: systemGlobs(),
          // A system test mostly waits on the program it started, so its worker leaves a core
          // idle: at least two files at once (vitest's default is one worker on two cores).
          // A project of its own worker count runs in a group after the fast one.
          maxWorkers: Math.max(2, availableParallelism()),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
