import { Box } from "ink";
import { Text } from "./Text.js";
import { useTheme } from "../hooks/use-theme.js";
import type { ThemeColor } from "../theme.js";
import { wrapSegments } from "../wrap-segments.js";
import { maxOf } from "../../lib/arrays.js";

/** A piece of a popup line. */
export interface Segment {
  readonly text: string;
  readonly color?: ThemeColor;
  readonly bold?: boolean;
}

export type PopupLine = readonly Segment[];

const length = (line: PopupLine) => line.reduce((n, s) => n + [...s.text].length, 0);

/**
 * A bordered box centred over whatever is below it, at most `width` columns wide. Ink draws later elements over earlier
 * ones cell by cell, but only where text is written: every line is padded with spaces to
 * the full width so the screen below does not show through (a background colour would
 * vanish under NO_COLOR).
 */
export function Popup(props: { lines: readonly PopupLine[]; width?: number; height?: number }) {
  const theme = useTheme();
  // Border and a space either side take four columns; a line wider than what is left wraps at spaces.
  const room = props.width === undefined ? Infinity : Math.max(10, props.width - 4);
  const lines = fitHeight(
    props.lines.flatMap((line) => (length(line) > room ? wrapSegments(line, room) : [line])),
    props.height,
  );
  const width = Math.max(0, maxOf(lines.map(length)));
  return (
    <Box position="absolute" width="100%" height="100%" justifyContent="center" alignItems="center">
      <Box borderStyle="round" borderColor={theme("highlight")} flexDirection="column">
        {lines.map((line, i) => (
          <Text key={i} wrap="truncate">
            {" "}
            {line.map((s, j) => (
              <Text key={j} color={s.color && theme(s.color)} bold={s.bold}>
                {s.text}
              </Text>
            ))}
            {" ".repeat(width - length(line) + 1)}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Lines for a frame `height` rows tall (borders take two): the first ones and the last (a
 * question must stay on screen), with a count of the rows left out between them.
 */
function fitHeight(lines: readonly PopupLine[], height: number | undefined): readonly PopupLine[] {
  if (height === undefined || lines.length <= height - 2) return lines;
  const keep = Math.max(0, height - 4);
  const cut = lines.length - 1 - keep;
  return [
    ...lines.slice(0, keep),
    [{ text: `… ${cut} more line${cut === 1 ? "" : "s"} not shown`, color: "dim" }],
    lines[lines.length - 1]!,
  ];
}
