// Stands in for "string-width" in the bundle (see build.mjs). The real module builds an
// Intl.Segmenter when it loads (~10 ms, and Ink's dependencies carry two copies), yet
// plain ASCII, coloured or not, is all the title frame draws. So ASCII is measured here,
// and the real module is loaded the first time anything else needs measuring.
const SGR = /\u001B\[[0-9;]*m/g;
const PRINTABLE_ASCII = /^[\u0020-\u007E]*$/;

let real;

export default function stringWidth(input, options) {
  if (typeof input !== "string" || input.length === 0) return 0;
  const plain = input.includes("\u001B") ? input.replace(SGR, "") : input;
  if (PRINTABLE_ASCII.test(plain) && !options?.countAnsiEscapeCodes) return plain.length;
  // esbuild bundles this require as a module that is initialised on first call.
  real ??= require("../node_modules/string-width/index.js").default;
  return real(input, options);
}
