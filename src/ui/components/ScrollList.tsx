import { Box } from "ink";
import type { ReactNode } from "react";
import { Text } from "./Text.js";
import { useTheme } from "../hooks/use-theme.js";
import { cursorWindow, markerWords, scrollWindow, type ListWindow } from "../list-window.js";

/** Where a list is: on a cursor (kept in view) or scrolled some steps down (a text with no cursor). */
type ListPlace = { readonly cursor: number | undefined } | { readonly step: number };

export interface ScrollListProps<T> {
  readonly items: readonly T[];
  /** The rows of the box the list is drawn in, markers included. */
  readonly rows: number;
  readonly place: ListPlace;
  /** The rows an entry takes (a name on two lines); one when left out. */
  readonly height?: (item: T, index: number) => number;
  /** Draws one entry (its `height` rows). */
  readonly render: (item: T, index: number) => ReactNode;
  /** Cells before a marker's arrow, to line it up under the entries' text. */
  readonly indent?: number;
}

/** The window a `ScrollList` with these props shows: for a heading that counts where the list is. */
function windowFor<T>(props: Pick<ScrollListProps<T>, "items" | "rows" | "place" | "height">): ListWindow {
  const heights = props.items.map((item, i) => props.height?.(item, i) ?? 1);
  if ("step" in props.place) return scrollWindow(props.items.length, props.place.step, props.rows);
  return cursorWindow(heights, props.place.cursor, props.rows);
}

/** "↑ 3 more" / "↓ 2 more", dimmed: the rows of a list out of view that way. */
export function ListMarker(props: { way: "up" | "down"; count: number; indent?: number }) {
  const theme = useTheme();
  return (
    <Text color={theme("dim")} wrap="truncate">
      {`${" ".repeat(props.indent ?? 2)}${markerWords(props.way, props.count)}`}
    </Text>
  );
}

/**
 * Every list on screen that can be longer than its box: the part in view (the cursor's
 * entry whole, or the scrolled text's rows) between the markers that count what is out of
 * view above and below (`list-window.ts` holds the rule).
 */
export function ScrollList<T>(props: ScrollListProps<T>) {
  const view = windowFor(props);
  return (
    <Box flexDirection="column">
      {view.topMarker ? <ListMarker way="up" count={view.above} indent={props.indent} /> : null}
      {props.items.slice(view.from, view.to).map((item, i) => props.render(item, view.from + i))}
      {view.bottomMarker ? <ListMarker way="down" count={view.below} indent={props.indent} /> : null}
    </Box>
  );
}
