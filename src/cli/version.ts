/** The program version; the build replaces it with package.json's. */
declare const __RUSTKEEP_VERSION__: string | undefined;
export const VERSION: string = typeof __RUSTKEEP_VERSION__ === "string" ? __RUSTKEEP_VERSION__ : "dev";

/** What `--version` prints, wherever it is asked (bin.ts's fast path, or main.ts after other flags). */
export const VERSION_LINE = `rustkeep ${VERSION}\n`;
