import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { Game } from "../../game/index.js";
import { HintLine } from "../components/HintLine.js";
import { useTheme } from "../hooks/use-theme.js";
import type { Registries } from "../../content/registries.js";
import { logArea, logLines, logWindow, type LogScreen } from "./log.js";
import { scrollHints } from "./scroll.js";
import { ScrollList } from "../components/ScrollList.js";

/** The whole message log, as much of it as fits, newest at the bottom. */
export function LogView(props: { screen: LogScreen; game: Game; registries: Registries; width: number; height: number }) {
  const theme = useTheme();
  const area = logArea(props.width, props.height);
  const lines = logLines(props.game, props.registries);
  const view = logWindow(lines, props.screen.back, area);
  const where =
    view.total > area.rows ? `rows ${view.start + 1}–${view.end} of ${view.total}` : `${lines.length} line${lines.length === 1 ? "" : "s"}`;
  return (
    <Box flexDirection="column" height={props.height} paddingX={1}>
      <Text wrap="truncate">
        <Text bold color={theme("title")}>
          Message log
        </Text>
        <Text color={theme("dim")}>{`  ${where}${view.back > 0 ? " (scrolled back)" : ""}`}</Text>
      </Text>
      <Box flexDirection="column" height={area.rows}>
        {view.rows.length === 0 ? <Text color={theme("dim")}>(nothing has happened yet)</Text> : null}
        <ScrollList
          items={view.all}
          rows={area.rows}
          place={{ step: view.step }}
          indent={0}
          render={(row, i) => (
            <Text key={i} wrap="truncate" color={row.color && theme(row.color)}>
              {row.text}
            </Text>
          )}
        />
      </Box>
      <HintLine
        items={[...scrollHints({ up: ["older", "old"], down: ["newer", "new"], first: "oldest", last: "newest" }), ["cancel", "close"]]}
      />
    </Box>
  );
}
