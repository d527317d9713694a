import { Box, Text } from "ink";
import type { Run } from "../map-rows.js";

/**
 * The visible floor: one `<Text>` per row, one nested `<Text>` per run of one style (never
 * per cell). Ink's own Text, the one exception in the UI: it is the hot path of every frame,
 * and `mapRows` already made each cell printable (a control character is `?`).
 */
export function MapGrid(props: { rows: readonly (readonly Run[])[] }) {
  return (
    <Box flexDirection="column">
      {props.rows.map((runs, y) => (
        <Text key={y} wrap="truncate">
          {runs.map((run, i) => (
            <Text key={i} color={run.color} inverse={run.inverse}>
              {run.text}
            </Text>
          ))}
        </Text>
      ))}
    </Box>
  );
}
