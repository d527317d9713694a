import type { Segment } from "./components/Popup.js";

/**
 * A line of coloured pieces broken into rows at most `width` cells wide, at spaces (a word
 * longer than a row is cut). Ink's own wrapping keeps the space it breaks at, which starts
 * the next row with a blank; this one drops it.
 */
export function wrapSegments(line: readonly Segment[], width: number): Segment[][] {
  const room = Math.max(1, width);
  const rows: Segment[][] = [[]];
  let used = 0;
  const put = (piece: Segment, chars: number) => {
    rows.at(-1)!.push(piece);
    used += chars;
  };
  for (const segment of line) {
    const words = segment.text.split(" ");
    words.forEach((word, i) => {
      // The space before a word (inside a segment, or a segment that starts with one) goes where the word goes.
      const spaced = i > 0 && used > 0;
      let rest = [...word];
      if (rest.length === 0) {
        if (spaced && used < room) put({ ...segment, text: " " }, 1);
        return;
      }
      if (used > 0 && used + (spaced ? 1 : 0) + rest.length > room) {
        rows.push([]);
        used = 0;
      }
      if (spaced && used > 0) put({ ...segment, text: " " }, 1);
      while (rest.length > room - used) {
        const cut = room - used;
        put({ ...segment, text: rest.slice(0, cut).join("") }, cut);
        rest = rest.slice(cut);
        rows.push([]);
        used = 0;
      }
      if (rest.length) put({ ...segment, text: rest.join("") }, rest.length);
    });
  }
  return rows;
}
