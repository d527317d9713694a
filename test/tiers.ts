/**
 * The system tier: test files that start the built program (dist/rustkeep.js) as a process,
 * or in tmux. They need `npm run build` first and take most of the suite's time. Every other
 * test file is the fast tier, run in-process (`npm run test:fast`); `npm test` runs both.
 * A folder ends in `/`; anything else is one file.
 */
export const SYSTEM_TESTS = [
  "test/cli/",
  "test/terminal/",
  "test/hostile/",
  "test/package/",
  "test/save/kill.test.ts",
  "test/docs/examples.test.ts",
] as const;

/** The same as vitest globs. */
export const systemGlobs = () => SYSTEM_TESTS.map((p) => (p.endsWith("/") ? `${p}**/*.test.{ts,tsx}` : p));
