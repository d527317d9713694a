/** The program version; the build replaces it with package.json's. */
declare const __RUSTKEEP_VERSION__: string | undefined;
export const VERSION: string = typeof __RUSTKEEP_VERSION__ === "string" ? __RUSTKEEP_VERSION__ : "dev";
