import { Box } from "ink";
import { scoreLine, type HighScores } from "../../loader/high-scores.js";
import { Text } from "../components/Text.js";
import { useTheme } from "../hooks/use-theme.js";

/** How many of the best runs the title shows (the file keeps more). */
export const TITLE_SCORES = 5;

/** The title's block of best runs: nothing before the first run ends; the file's problem in one line. */
export function BestRuns(props: { scores: HighScores }) {
  const theme = useTheme();
  const { runs, problem } = props.scores;
  if (!runs.length && !problem) return null;
  return (
    <Box flexDirection="column" marginBottom={1}>
      <Text color={theme("dim")}>Best runs</Text>
      {runs.slice(0, TITLE_SCORES).map((run, i) => (
        <Text key={i} wrap="truncate">
          {scoreLine(run, i + 1)}
        </Text>
      ))}
      {problem ? (
        <Text color={theme("warning")} wrap="truncate">
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}
