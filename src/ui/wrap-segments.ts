import type { Segment } from "./components/Popup.js";

const width = (pieces: readonly Segment[]) => pieces.reduce((n, p) => n + [...p.text].length, 0);

/**
 * A line of coloured pieces broken into rows at most `width` cells wide, at spaces (a word
 * longer than a row is cut). Ink's own wrapping keeps the space it breaks at, which starts
 * the next row with a blank; this one drops it. Pieces with no space between them are one
 * word however they are coloured ("+2" and ", " after it): a break never falls between
 * them, so no row starts with the comma that ended the row before.
 */
export function wrapSegments(line: readonly Segment[], width_: number): Segment[][] {
  const room = Math.max(1, width_);
  const rows: Segment[][] = [[]];
  let used = 0;
  // Where the word being laid down begins on the last row (the pieces glued to it since the last space).
  let wordFrom = 0;
  const put = (piece: Segment, chars: number) => {
    rows.at(-1)!.push(piece);
    used += chars;
  };
  const newRow = () => {
    const row = rows.at(-1)!;
    while (row.length && row.at(-1)!.text === " ") row.pop();
    rows.push([]);
    used = 0;
    wordFrom = 0;
  };
  // A space that fell at the end of a full row: the next word still stands apart.
  let dropped = false;
  for (const segment of line) {
    const words = segment.text.split(" ");
    words.forEach((word, i) => {
      // The space before a word (inside a segment, or a segment that starts with one) goes where the word goes.
      const spaced = (i > 0 || dropped) && used > 0;
      const rest = [...word];
      if (rest.length === 0) {
        if (i > 0 && used > 0) {
          if (used < room) put({ ...segment, text: " " }, 1);
          else dropped = true;
          wordFrom = rows.at(-1)!.length;
        }
        return;
      }
      const row = rows.at(-1)!;
      const glued = !spaced && used > 0 && row.at(-1)!.text !== " ";
      if (spaced) wordFrom = row.length;
      if (used > 0 && used + (spaced ? 1 : 0) + rest.length > room) {
        // A piece glued to the word before it takes that word along to the next row, if the two fit there.
        const before = glued ? row.slice(wordFrom) : [];
        if (glued && wordFrom > 0 && width(before) + rest.length <= room) {
          row.splice(wordFrom);
          newRow();
          for (const piece of before) put(piece, [...piece.text].length);
        } else if (!glued || wordFrom > 0) {
          newRow();
        }
      }
      dropped = false;
      if (spaced && used > 0) {
        put({ ...segment, text: " " }, 1);
        wordFrom = rows.at(-1)!.length;
      }
      // An index into the word, not a shorter copy per row: a word of N characters costs N, not N²/width.
      let from = 0;
      while (rest.length - from > room - used) {
        const cut = room - used;
        put({ ...segment, text: rest.slice(from, from + cut).join("") }, cut);
        from += cut;
        newRow();
      }
      if (rest.length > from) put({ ...segment, text: rest.slice(from).join("") }, rest.length - from);
    });
  }
  return rows;
}
