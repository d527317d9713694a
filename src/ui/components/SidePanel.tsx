import { Box } from "ink";
import { memo, useState, type ReactNode } from "react";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { useTheme } from "../hooks/use-theme.js";
import { PanelLineMemo, panelLines, type PanelLine } from "../side-panel-lines.js";
import { Text } from "./Text.js";

/** The terminal width from which the map and the fight gain the side panel. */
const PANEL_FROM = 100;
/** Columns the panel takes: its border, a space, then 28 cells (a 3-digit bar line fits). */
export const PANEL_WIDTH = 30;

/** Columns the panel takes at a terminal `columns` wide: none below `PANEL_FROM`. */
function panelWidth(columns: number): number {
  return columns >= PANEL_FROM ? PANEL_WIDTH : 0;
}

/** One row of the panel; memoised on the row, which PanelLineMemo keeps while it reads the same. */
const PanelRow = memo(function PanelRow(props: { line: PanelLine }) {
  const theme = useTheme();
  return (
    <Text wrap="truncate">
      {props.line.length
        ? props.line.map((s, j) => (
            <Text key={j} bold={s.bold} color={s.color && theme(s.color)}>
              {s.text}
            </Text>
          ))
        : " "}
    </Text>
  );
});

/** The hero's numbers, status effects and foes in a column at the right, behind a line. */
export function SidePanel(props: { game: Game; registries: Registries; width: number; height: number }) {
  const theme = useTheme();
  const inner = props.width - 2;
  // Rows that read as they did last frame are last frame's objects: PanelRow skips them.
  const [rows] = useState(() => new PanelLineMemo());
  const lines = rows.keep(panelLines(props.game, props.registries, inner, props.height));
  return (
    <Box
      flexDirection="column"
      width={props.width}
      height={props.height}
      borderStyle="single"
      borderColor={theme("dim")}
      borderTop={false}
      borderRight={false}
      borderBottom={false}
      paddingLeft={1}
    >
      {lines.map((line, i) => (
        <PanelRow key={i} line={line} />
      ))}
    </Box>
  );
}

/**
 * A play screen (the map, the fight) with the side panel from `PANEL_FROM` columns: the
 * screen is drawn `width − PANEL_WIDTH` wide and keeps every row; below it, as it always was.
 */
export function PlayLayout(props: {
  game: Game;
  registries: Registries;
  width: number;
  height: number;
  children: (width: number) => ReactNode;
}) {
  const panel = panelWidth(props.width);
  if (!panel) return <>{props.children(props.width)}</>;
  return (
    <Box flexDirection="row" width={props.width} height={props.height}>
      <Box flexDirection="column" width={props.width - panel} height={props.height}>
        {props.children(props.width - panel)}
      </Box>
      <SidePanel game={props.game} registries={props.registries} width={panel} height={props.height} />
    </Box>
  );
}
