import { Box } from "ink";
import { HintLine } from "../components/HintLine.js";
import { MapGrid } from "../components/MapGrid.js";
import { Text } from "../components/Text.js";
import { useTheme } from "../hooks/use-theme.js";
import { overviewLegend, overviewOf, overviewRows, type OverviewCell } from "../overview-cells.js";
import { cellOf, OVERVIEW_CHROME, type OverviewScreen } from "./overview.js";
import type { PlayViewProps } from "./play-view.js";

/** What the cursor's cell is, in words. */
const CELL_WORDS: Record<OverviewCell["kind"], string> = {
  hero: "You are here.",
  stairs: "The stairs down.",
  npc: "",
  enemy: "",
  pile: "A pile.",
  unvisited: "A door to a room you have not seen.",
  floor: "Floor.",
  wall: "Wall.",
  unseen: "Unexplored.",
};

/**
 * The explored floor at a glance, scaled to fit the frame (a cell a block of tiles when the
 * floor is bigger than the screen): the hero, the stairs, people, enemies, piles and doors to
 * rooms not yet seen; a cursor, what it is on, a legend, and Enter to travel there.
 */
export function OverviewView(props: PlayViewProps<OverviewScreen>) {
  const theme = useTheme();
  const { game, registries, screen } = props;
  const { state } = game;
  const view = overviewOf(state, registries, props.width, props.height - OVERVIEW_CHROME);
  const [cx, cy] = cellOf(view, screen.cursor);
  const cell = view.cells[cy]?.[cx] ?? { kind: "unseen" as const };
  const scale = view.scale.x * view.scale.y === 1 ? "a tile a cell" : `${view.scale.x}×${view.scale.y} tiles a cell`;
  const words = cell.name ? `${cell.name}${cell.kind === "enemy" ? " (an enemy)" : ""}.` : CELL_WORDS[cell.kind];
  return (
    <Box flexDirection="column" height={props.height}>
      <Text wrap="truncate">
        <Text bold color={theme("title")}>{`Floor ${state.floor.number}: what you have explored`}</Text>
        <Text color={theme("dim")}>{`  (${scale})`}</Text>
      </Text>
      <Box flexDirection="column" height={props.height - OVERVIEW_CHROME}>
        <MapGrid rows={overviewRows(view, theme, [cx, cy])} />
      </Box>
      <Text wrap="truncate">{words}</Text>
      <Text wrap="truncate">
        {overviewLegend().map((l, i) => (
          <Text key={i}>
            <Text color={l.color && theme(l.color)}>{l.char}</Text>
            {` ${l.word}  `}
          </Text>
        ))}
      </Text>
      <HintLine
        width={props.width}
        items={[
          ["north", "move the cursor", "cursor"],
          ["tab", "next place", "next"],
          ["confirm", "travel there", "travel"],
          ["cancel", "close", "close"],
        ]}
      />
    </Box>
  );
}
