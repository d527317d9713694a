/**
 * `src/profile/`: everything a profile folder holds — the safe read and write every file goes
 * through, the paths, the lock, load_order.toml and the load logs as files, options, keys,
 * the save slot, high scores, the morgue and the monster memory — for the loader, save, ui and
 * cli above it. It imports only lib, content and game (through game/index.ts): what a file
 * means to a layer above (the key names, the theme names, the save format, healing the load
 * order) is handed in or done there.
 */
export * from "./fs-problem.js";
export * from "./high-scores.js";
export * from "./keys-file.js";
export * from "./load-log.js";
export * from "./load-order-edit.js";
export * from "./load-order-file.js";
export * from "./memory-file.js";
export * from "./morgue.js";
export * from "./options-file.js";
export * from "./paths.js";
export * from "./process-alive.js";
export * from "./profile-file.js";
export * from "./profile-lock.js";
export * from "./profile-toml.js";
export * from "./read-only.js";
export * from "./safe-fs.js";
export * from "./safe-read.js";
export * from "./safe-write.js";
export * from "./save-slot.js";
