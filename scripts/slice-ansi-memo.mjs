// Stands in for "slice-ansi" in the bundle (see build.mjs). Ink cuts every line of a frame to
// the screen's clip (StackView's `overflow="hidden"`) and cli-truncate cuts long rows with it,
// each frame again, for lines that are mostly the ones of the frame before. The cut is a pure
// function of its arguments, so it is remembered.
import realSliceAnsi from "../node_modules/slice-ansi/index.js";

/** Cuts kept before the memo starts over: a few screens' worth; memory stays flat in a long run. */
const CUTS = 4096;
const cuts = new Map();

export default function sliceAnsi(string, start, end) {
  const key = `${start} ${end} ${string}`;
  let found = cuts.get(key);
  if (found === undefined) {
    if (cuts.size >= CUTS) cuts.clear();
    found = realSliceAnsi(string, start, end);
    cuts.set(key, found);
  }
  return found;
}
