import { Box } from "ink";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { questLog } from "../../game/queries/index.js";
import { HintLine } from "../components/HintLine.js";
import { Text } from "../components/Text.js";
import { useTheme } from "../hooks/use-theme.js";
import { questRows, questWindow, type QuestsScreen } from "./quests.js";
import { scrollHints } from "./scroll.js";
import { ScrollList } from "../components/ScrollList.js";

/** The quest log: active quests with name, counter and description, then completed ones marked done. */
export function QuestsView(props: { screen: QuestsScreen; game: Game; registries: Registries; width: number; height: number }) {
  const theme = useTheme();
  const entries = questLog(props.game.state, props.registries);
  const active = entries.filter((e) => e.state === "active").length;
  const rows = questRows(entries, props.width);
  const view = questWindow(rows, props.screen.top, props.height);
  return (
    <Box flexDirection="column" height={props.height} paddingX={1}>
      <Text wrap="truncate">
        <Text bold color={theme("title")}>
          Quests
        </Text>
        <Text color={theme("dim")}>{`  ${active} active, ${entries.length - active} completed`}</Text>
      </Text>
      <Box flexDirection="column" height={view.room}>
        <ScrollList
          items={rows}
          rows={view.room}
          place={{ step: view.start }}
          render={(row, i) => (
            <Text key={i} wrap="truncate" {...(row.role ? { color: theme(row.role) } : {})}>
              {row.text || " "}
            </Text>
          )}
        />
      </Box>
      <HintLine items={[...scrollHints({ up: ["up"], down: ["down"], first: "top", last: "bottom" }), ["cancel", "close"]]} />
    </Box>
  );
}
