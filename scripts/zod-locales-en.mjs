// Stands in for zod's `locales/index.js` in the bundle (see build.mjs). zod's classic
// and core entries re-export every locale (`z.locales`, ~60 of them); rustkeep speaks English and
// never names `z.locales`, yet each locale's code was in the bundle and parsed at start.
// zod sets its default locale from `en.js` directly, so that one alone is kept.
export { default as en } from "../node_modules/zod/v4/locales/en.js";
