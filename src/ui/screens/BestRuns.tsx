import { Box } from "ink";
import { scoreLine, type HighScores, type ScoreEntry } from "../../profile/high-scores.js";
import { Text } from "../components/Text.js";
import { useTheme } from "../hooks/use-theme.js";

/** How many of the best runs the title shows (the file keeps more). */
const TITLE_SCORES = 5;

/**
 * A run's line in `width` cells: when it is too long the name is shortened (`Bartholo…`), not
 * the end, so the kills and the date stay; one row a run keeps the title within 24 rows.
 */
function fittedScoreLine(run: ScoreEntry, rank: number, width: number): string {
  const line = scoreLine(run, rank);
  const over = [...line].length - width;
  const name = [...run.name];
  if (over <= 0 || over >= name.length) return line;
  return scoreLine({ ...run, name: `${name.slice(0, name.length - over - 1).join("")}…` }, rank);
}

/** The title's block of best runs (`width` wide): nothing before the first run ends; the file's problem in one line. */
export function BestRuns(props: { scores: HighScores; width: number }) {
  const theme = useTheme();
  const { runs, problem } = props.scores;
  if (!runs.length && !problem) return null;
  return (
    <Box flexDirection="column" marginBottom={1}>
      <Text color={theme("dim")}>Best runs</Text>
      {runs.slice(0, TITLE_SCORES).map((run, i) => (
        <Text key={i} wrap="truncate">
          {fittedScoreLine(run, i + 1, props.width)}
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
