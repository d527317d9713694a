import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { MonsterMemory } from "../../game/index.js";
import { modeOf } from "../../game/queries/index.js";
import { HintLine } from "../components/HintLine.js";
import { MapGrid } from "../components/MapGrid.js";
import { StatusLine } from "../components/StatusLine.js";
import { floorGlyphs } from "../floor-glyphs.js";
import { useTheme } from "../hooks/use-theme.js";
import { markCell } from "../look-lines.js";
import { ScrollList } from "../components/ScrollList.js";
import { mapRows, viewport } from "../map-rows.js";
import { lookPanel, type LookScreen } from "./look.js";
import type { PlayViewProps } from "./play-view.js";

/**
 * The look: the map around the cursor (drawn in reverse video), and under it what the cursor
 * is on, in words; for a creature its health, effects, intent and the odds both ways.
 */
export function LookView(props: PlayViewProps<LookScreen> & { readonly memory?: MonsterMemory }) {
  const theme = useTheme();
  const { game, registries, screen } = props;
  const { state } = game;
  const [cx, cy] = screen.cursor;
  const { wrapped, mapH, panelH } = lookPanel(
    state,
    registries,
    screen.cursor,
    props.width,
    props.height,
    props.memory ?? {},
    game.services.scripts,
  );
  const more = wrapped.length > panelH;
  const view = viewport(state.floor.width, state.floor.height, screen.cursor, props.width, mapH);
  const rows = markCell(mapRows(state.floor, view, floorGlyphs(state, registries), theme), cx - view.x, cy - view.y);
  return (
    <Box flexDirection="column" height={props.height}>
      <StatusLine game={game} registries={registries} width={props.width} />
      <Box flexDirection="column" height={mapH}>
        <MapGrid rows={rows} />
      </Box>
      <Box flexDirection="column" height={panelH}>
        <ScrollList
          items={wrapped}
          rows={panelH}
          place={{ step: screen.panel ?? 0 }}
          indent={0}
          render={(line, i) => (
            <Text key={i} wrap="truncate">
              {line.map((s, j) => (
                <Text key={j} color={s.color && theme(s.color)} bold={s.bold}>
                  {s.text}
                </Text>
              ))}
            </Text>
          )}
        />
      </Box>
      <HintLine
        width={props.width}
        items={[
          ["north", "move the cursor", "cursor"],
          ["tab", "next creature", "next"],
          // Only on the map: from a fight the hero goes nowhere.
          ...(modeOf(state) === "exploring" ? [["confirm", "travel there", "travel"] as const] : []),
          ...(more ? [["pageDown", "more", "more"] as const, ["pageUp", "back", "back"] as const] : []),
          ["cancel", "close", "close"],
          ["help", "help"],
        ]}
      />
    </Box>
  );
}
