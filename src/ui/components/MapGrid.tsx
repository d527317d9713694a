import { Box, Text } from "ink";
import { memo } from "react";
import type { Run } from "../map-rows.js";

/**
 * One map row. Memoised on its runs: `mapRows` with a memo hands back the same array for a
 * row that did not change, so React skips it (and its nested `<Text>`s) on the next frame.
 */
const MapRow = memo(function MapRow(props: { runs: readonly Run[] }) {
  return (
    <Text wrap="truncate">
      {props.runs.map((run, i) => (
        <Text key={i} color={run.color} inverse={run.inverse}>
          {run.text}
        </Text>
      ))}
    </Text>
  );
});

/**
 * The visible floor: one `<Text>` per row, one nested `<Text>` per run of one style (never
 * per cell). Ink's own Text, the one exception in the UI: it is the hot path of every frame,
 * and `mapRows` already made each cell printable (a control character is `?`).
 */
export function MapGrid(props: { rows: readonly (readonly Run[])[] }) {
  return (
    <Box flexDirection="column">
      {props.rows.map((runs, y) => (
        <MapRow key={y} runs={runs} />
      ))}
    </Box>
  );
}
