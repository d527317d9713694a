import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { MonsterMemory } from "../../game/index.js";
import { kindRecall, lookAt, lookAtCreature, modeOf } from "../../game/queries/index.js";
import { HintLine } from "../components/HintLine.js";
import { MapGrid } from "../components/MapGrid.js";
import { STATUS_LINES, StatusLine } from "../components/StatusLine.js";
import { floorGlyphs } from "../floor-glyphs.js";
import { useTheme } from "../hooks/use-theme.js";
import { creatureLines, markCell, tileLines } from "../look-lines.js";
import { memoryLines } from "../memory-lines.js";
import { mapRows, viewport } from "../map-rows.js";
import { wrapSegments } from "../wrap-segments.js";
import type { LookScreen } from "./look.js";
import type { PlayViewProps } from "./play-view.js";

/** Rows the map keeps however much the panel has to say. */
const MIN_MAP = 7;

/**
 * The look: the map around the cursor (drawn in reverse video), and under it what the cursor
 * is on, in words; for a creature its health, effects, intent and the odds both ways.
 */
export function LookView(props: PlayViewProps<LookScreen> & { readonly memory?: MonsterMemory }) {
  const theme = useTheme();
  const { game, registries, screen } = props;
  const { state } = game;
  const [cx, cy] = screen.cursor;
  const here = lookAt(state, registries, cx, cy);
  const creature = here.creature;
  // The kind's memory sits under the creature's own lines, so the look's other sections change apart from it.
  const remembered = creature?.def ? memoryLines(kindRecall(state, registries, props.memory ?? {}, creature.def)) : [];
  const lines = [...tileLines(here), ...(creature ? creatureLines(lookAtCreature(state, registries, creature)) : []), ...remembered];
  const wrapped = lines.flatMap((line) => wrapSegments(line, props.width - 1));
  const room = Math.max(0, props.height - STATUS_LINES - 1);
  const mapH = Math.min(room, Math.max(MIN_MAP, room - wrapped.length));
  const panelH = room - mapH;
  const shown = wrapped.length > panelH ? [...wrapped.slice(0, Math.max(0, panelH - 1)), [{ text: "… more than fits: a taller terminal shows it all", color: "dim" as const }]] : wrapped;
  const view = viewport(state.floor.width, state.floor.height, screen.cursor, props.width, mapH);
  const rows = markCell(mapRows(state.floor, view, floorGlyphs(state, registries), theme), cx - view.x, cy - view.y);
  return (
    <Box flexDirection="column" height={props.height}>
      <StatusLine game={game} registries={registries} width={props.width} />
      <Box flexDirection="column" height={mapH}>
        <MapGrid rows={rows} />
      </Box>
      <Box flexDirection="column" height={panelH}>
        {shown.slice(0, panelH).map((line, i) => (
          <Text key={i} wrap="truncate">
            {line.map((s, j) => (
              <Text key={j} color={s.color && theme(s.color)} bold={s.bold}>
                {s.text}
              </Text>
            ))}
          </Text>
        ))}
      </Box>
      <HintLine
        width={props.width}
        items={[
          ["north", "move the cursor", "cursor"],
          ["tab", "next creature", "next"],
          // Only on the map: from a fight the hero goes nowhere.
          ...(modeOf(state) === "exploring" ? [["confirm", "travel there", "travel"] as const] : []),
          ["cancel", "close", "close"],
          ["help", "help"],
        ]}
      />
    </Box>
  );
}
