import { Box } from "ink";
import { Text } from "../components/Text.js";
import { useTheme } from "../hooks/use-theme.js";
import { useBindings } from "../hooks/use-bindings.js";
import { primaryKey } from "../keymap.js";
import type { Screen } from "../screen-stack.js";

/** The smallest terminal the play area fits (the common roguelike floor). */
export const MIN_COLUMNS = 80;
export const MIN_ROWS = 24;

export function isTooSmall(size: { columns: number; rows: number }): boolean {
  return size.columns < MIN_COLUMNS || size.rows < MIN_ROWS;
}

/**
 * Shown instead of any screen until the window is big enough again. It says how to quit;
 * a question asked meanwhile (the top screen is a confirm) is drawn here as a plain line,
 * since no popup fits a window this small.
 */
export function TooSmallView(props: { columns: number; rows: number; top?: Screen | undefined }) {
  const theme = useTheme();
  const bindings = useBindings();
  const { top } = props;
  return (
    <Box flexDirection="column">
      <Text color={theme("warning")} wrap="truncate">
        {`too small: ${props.columns}×${props.rows}, need ${MIN_COLUMNS}×${MIN_ROWS}`}
      </Text>
      <Text color={theme("dim")} wrap="truncate">
        enlarge the window to go on
      </Text>
      {top?.kind === "confirm" ? (
        <Text wrap="truncate">
          {`${top.question} `}
          <Text color={theme("highlight")}>(y/n)</Text>
        </Text>
      ) : (
        <Text color={theme("dim")} wrap="truncate">
          {`${primaryKey("quit", bindings)} quits (asks first)`}
        </Text>
      )}
    </Box>
  );
}
