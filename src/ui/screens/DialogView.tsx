import { Box } from "ink";
import { Text } from "../components/Text.js";
import { conversation, dialogOptions, messageStanding } from "../../game/queries/index.js";
import { useTheme } from "../hooks/use-theme.js";
import { useBindings } from "../hooks/use-bindings.js";
import { primaryKey, type NamedInput } from "../keymap.js";
import { fitHints, type Hint } from "../fit-hints.js";
import { RecentLines } from "../components/RecentLines.js";
import { ScrollList } from "../components/ScrollList.js";
import type { PlayViewProps } from "./play-view.js";
import type { DialogScreen } from "./dialog.js";
import { wrapLog } from "./log.js";

const PADDING = 1;
/** Rows the NPC's description may take; a longer one is cut. */
const DESCRIPTION_ROWS = 3;
const MESSAGE_LINES = 4;
/** The name line, the blank lines around the options, the hint line. */
const FIXED = 4;

type Props = PlayViewProps<DialogScreen>;

/** The description as rows of `width`, at most `DESCRIPTION_ROWS` (the last one marked when cut). */
function descriptionRows(text: string, width: number): string[] {
  if (!text) return [];
  const rows = wrapLog([text], width).map((r) => r.trimStart());
  if (rows.length <= DESCRIPTION_ROWS) return rows;
  const kept = rows.slice(0, DESCRIPTION_ROWS);
  kept[DESCRIPTION_ROWS - 1] = `${[...kept[DESCRIPTION_ROWS - 1]!].slice(0, width - 1).join("")}…`;
  return kept;
}

/** The conversation: who it is, what they look like, what the hero can say (numbered as `choose` counts), the latest messages. */
export function DialogView(props: Props) {
  const theme = useTheme();
  const bindings = useBindings();
  const key = (input: NamedInput) => primaryKey(input, bindings);
  const { screen, game, registries } = props;
  const { state } = game;
  const npc = conversation(state, registries)?.npc;
  const options = dialogOptions(state, registries);
  const inner = props.width - 2 * PADDING;
  const description = descriptionRows(npc?.description ?? "", inner);
  const rows = Math.max(1, props.height - FIXED - description.length - MESSAGE_LINES);
  const cursor = Math.max(0, Math.min(screen.cursor, options.length - 1));
  const digits: Hint[] = options.length === 0 ? [] : [["", options.length === 1 ? "1 say it" : `1-${Math.min(9, options.length)} choose`]];
  const hint = fitHints(
    [[key("confirm"), "say"], ...digits, [key("cancel"), "leave"], [key("log"), "log"], [key("help"), "help"], [key("quit"), "quit"]],
    inner,
  );
  return (
    <Box flexDirection="column" height={props.height} paddingX={PADDING}>
      <Text wrap="truncate">
        <Text bold color={theme("title")}>
          {npc?.name ?? "Nobody"}
        </Text>
        <Text color={theme("dim")}>{`  floor ${state.floor.number}  turn ${state.turn}`}</Text>
      </Text>
      {description.map((row, i) => (
        <Text key={i} wrap="truncate" color={theme("dim")}>
          {row}
        </Text>
      ))}
      <Text> </Text>
      {options.length === 0 ? (
        <Text color={theme("dim")}>(There is nothing to say.)</Text>
      ) : (
        <ScrollList
          items={options}
          rows={rows}
          place={{ cursor }}
          render={(option, i) => {
            const selected = i === cursor;
            return (
              <Text key={option.number} wrap="truncate">
                <Text color={theme("highlight")}>{selected ? "> " : "  "}</Text>
                <Text color={selected ? theme("highlight") : undefined} bold={selected}>
                  {`${option.number}. ${option.text}`}
                </Text>
              </Text>
            );
          }}
        />
      )}
      <Box flexGrow={1} />
      <RecentLines
        log={state.log}
        messages={props.messages}
        refused={props.refused}
        standing={messageStanding(state, registries)}
        count={MESSAGE_LINES}
      />
      <Text color={theme("dim")} wrap="truncate">
        {hint}
      </Text>
    </Box>
  );
}
