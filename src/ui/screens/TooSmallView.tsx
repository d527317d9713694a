import { Box } from "ink";
import { Text } from "../components/Text.js";
import { useTheme } from "../hooks/use-theme.js";

/** The smallest terminal the play area fits (the common roguelike floor). */
export const MIN_COLUMNS = 80;
export const MIN_ROWS = 24;

export function isTooSmall(size: { columns: number; rows: number }): boolean {
  return size.columns < MIN_COLUMNS || size.rows < MIN_ROWS;
}

/** Shown instead of any screen until the window is big enough again. */
export function TooSmallView(props: { columns: number; rows: number }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column">
      <Text color={theme("warning")} wrap="truncate">
        {`too small: ${props.columns}×${props.rows}, need ${MIN_COLUMNS}×${MIN_ROWS}`}
      </Text>
      <Text color={theme("dim")} wrap="truncate">
        enlarge the window to go on
      </Text>
    </Box>
  );
}
