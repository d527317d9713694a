/**
 * Ink's layout engine, yoga, is WebAssembly inlined as a `data:` URL, and its Emscripten
 * loader asks `fetch` for it when `fetch` is a function. In Node the first touch of
 * `globalThis.fetch` loads undici (a big internal module) just to decode that URL, which
 * the loader does by itself, synchronously, when there is no `fetch`. So `play.tsx` imports
 * this module before Ink: `fetch` is hidden while yoga loads and `restoreFetch()` (called
 * once play.tsx's imports have run) puts Node's lazy getter back, untouched.
 */
const saved = Object.getOwnPropertyDescriptor(globalThis, "fetch");
if (saved?.configurable) delete (globalThis as { fetch?: unknown }).fetch;

/** Puts `globalThis.fetch` back as Node defined it (still lazy: undici loads on first use). */
export function restoreFetch(): void {
  if (saved?.configurable && !Object.hasOwn(globalThis, "fetch")) Object.defineProperty(globalThis, "fetch", saved);
}
