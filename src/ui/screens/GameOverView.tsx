import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { Prose } from "../components/Prose.js";
import { HintLine } from "../components/HintLine.js";
import { useTheme } from "../hooks/use-theme.js";
import { LAST_MESSAGES, lastMessages, originLine, summarize, tallyLine, whereLine } from "../run-summary.js";
import { wrapSegments } from "../wrap-segments.js";
import { replayHint } from "./HelpView.js";

/**
 * "Won" or "Died", then the same facts either way: cause, where and when, race and class, level, gold,
 * kills, the seed to replay, the last messages, and where the morgue file went (`notes`).
 * Every line is one terminal row (cut, never wrapped), so it fits 80×24.
 */
export function GameOverView(props: { game: Game; registries: Registries; notes: readonly string[]; width: number; height?: number }) {
  const theme = useTheme();
  const s = summarize(props.game.state, props.registries);
  const won = s.outcome === "won";
  // Two columns of padding each side.
  const inner = Math.max(1, props.width - 4);
  const rows = (text: string) => wrapSegments([{ text }], inner).length;
  // Padding (2), heading and cause (2), a gap, where and seed (2), race and class, a gap, "Last messages", the hint line.
  const fixed = 2 + 2 + 1 + 2 + (s.origin ? 1 : 0) + 1 + 1 + 1;
  const noteRows = props.notes.reduce((n, note) => n + rows(note), 0);
  // Several notes (a file that could not be written, one set aside) take rows from the oldest messages, never the hint.
  const room = props.height === undefined ? LAST_MESSAGES : Math.max(1, props.height - fixed - rows(tallyLine(s)) - noteRows);
  const messages = lastMessages(props.game.state, props.registries).slice(-room);
  return (
    <Box flexDirection="column" paddingX={2} paddingY={1} flexGrow={1}>
      <Text bold color={theme(won ? "good" : "danger")}>
        {won ? "Won" : "Died"}
      </Text>
      <Text wrap="truncate">{s.cause}</Text>
      <Box flexDirection="column" marginTop={1}>
        <Text wrap="truncate">{whereLine(s)}</Text>
        {s.origin ? <Text wrap="truncate">{originLine(s)}</Text> : null}
        <Prose text={tallyLine(s)} width={inner} />
        <Text wrap="truncate">
          {"seed "}
          <Text color={theme("highlight")}>{s.seed}</Text>
          <Text color={theme("dim")}>{replayHint(s.seed)}</Text>
        </Text>
      </Box>
      <Box flexDirection="column" marginTop={1}>
        <Text color={theme("dim")}>Last messages</Text>
        {messages.map((line, i) => (
          <Text key={i} wrap="truncate" color={line.color && theme(line.color)}>
            {line.text}
          </Text>
        ))}
      </Box>
      {/* Wrapped, never cut: a cut path hides the file's name, a cut problem loses its "no". */}
      {props.notes.map((note, i) => (
        <Prose key={i} text={note} width={inner} color="dim" />
      ))}
      <Box flexGrow={1} />
      <HintLine
        items={[
          ["confirm", "title screen"],
          ["log", "all messages", "messages"],
          ["quit", "quit"],
        ]}
        width={inner}
      />
    </Box>
  );
}
