import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { Registries } from "../../content/registries.js";
import type { GameState } from "../../game/index.js";
import { isJunk, itemName, messageStanding, packLoad, usableNow } from "../../game/queries/index.js";
import { HintLine } from "../components/HintLine.js";
import { useTheme } from "../hooks/use-theme.js";
import type { PlayViewProps } from "./play-view.js";
import { itemDetails, type DetailLine } from "../item-details.js";
import { goldWords, inventoryRows, isWearable, mainWord, type InventoryRow } from "../inventory-list.js";
import type { NamedInput } from "../keymap.js";
import { wrapSegments } from "../wrap-segments.js";
import { listWindow, nameParts, type Entry, type Section, type WindowLine } from "../inventory-window.js";
import { MessageRows } from "../components/RecentLines.js";
import { ListMarker } from "../components/ScrollList.js";
import { commandLines } from "../message-lines.js";
import { cursorOf, listRows, markedOf, targetIndex, type InventoryScreen } from "./inventory.js";
import { maxOf } from "../../lib/arrays.js";

const PADDING = 1;
const MESSAGE_LINES = 2;
const GAP = 2;
/** The slot names' column stops growing here; a longer name is cut. */
const SLOT_WIDTH = 12;

/** Where a name begins on its row: after the cursor mark, and on a slot's row after the slot's name. */
const MARK = 2;

/** The list as sections: "Worn" with every slot, "Pack 2/20" (`pack`: places used and capacity) with the pack (or that it is empty); names broken into lines of `nameWidth(row)`. */
function listSections(
  rows: readonly InventoryRow[],
  pack: { used: number; capacity: number },
  name: (row: InventoryRow) => string,
  nameWidth: (row: InventoryRow) => number,
): Section[] {
  const entries = (kind: InventoryRow["kind"]): Entry[] =>
    rows.flatMap((r, row) => (r.kind === kind ? [{ row, parts: nameParts(name(r), nameWidth(r)) }] : []));
  const items = entries("pack");
  return [
    { heading: "Worn", entries: entries("slot") },
    { heading: `Pack ${pack.used}/${pack.capacity}`, entries: items.length ? items : [{ note: "(empty)" }] },
  ];
}

type Props = PlayViewProps<InventoryScreen>;

/** Worn gear by slot and the pack on the left; the highlighted item in words, with what wearing it would change, on the right. */
export function InventoryView(props: Props) {
  const theme = useTheme();
  const { game, registries, screen } = props;
  const { state } = game;
  const fighting = state.combat !== undefined;
  const rows = inventoryRows(state, registries);
  const cursor = cursorOf(screen, rows);
  const inner = props.width - 2 * PADDING;
  const leftWidth = Math.min(44, Math.floor((inner - GAP) * 0.45));
  const body = listRows(props.height);
  const slotWidth = Math.min(SLOT_WIDTH, Math.max(0, maxOf(rows.map((r) => (r.kind === "slot" ? r.slotName.length : 0)))));
  const nameWidth = (row: InventoryRow) => Math.max(8, leftWidth - MARK - (row.kind === "slot" ? slotWidth + 2 : 0));
  // Junk says so after its name: the mark is the kind's, so every one of that kind shows it.
  const sections = listSections(
    rows,
    packLoad(state, registries),
    (r) => (r.item ? `${itemName(registries, r.item)}${isJunk(state, r.item) ? " (junk)" : ""}` : "—"),
    nameWidth,
  );
  const marked = new Set(markedOf(screen, rows));
  const lines = listWindow(sections, cursor, body);
  const target = targetIndex(screen, state);
  const rightWidth = Math.max(1, inner - leftWidth - GAP);
  const details = itemDetails(rows[cursor], state, registries, target)
    .flatMap((line) => (line.length ? wrapSegments(line, rightWidth) : [line]))
    .slice(0, body);
  const gold = goldWords(state, registries);
  const note = fighting ? "in a fight: using an item takes your turn" : "wearing, using or dropping takes a turn";
  const messages = commandLines(state.log, props.messages, props.refused, messageStanding(state, registries));
  return (
    <Box flexDirection="column" height={props.height} paddingX={PADDING}>
      <Text wrap="truncate">
        <Text bold color={theme("title")}>
          Inventory
        </Text>
        {`${gold ? `  ${gold}` : ""}  turn ${state.turn}`}
        <Text color={theme("dim")}>{`  ${note}`}</Text>
      </Text>
      <Box flexDirection="row" height={body}>
        <Box flexDirection="column" width={leftWidth} flexShrink={0}>
          {lines.map((line, i) => (
            <ListLineView
              key={i}
              line={line}
              rows={rows}
              cursor={cursor}
              marked={marked}
              slotWidth={slotWidth}
              state={state}
              registries={registries}
              fighting={fighting}
              target={target}
            />
          ))}
        </Box>
        <Box flexDirection="column" marginLeft={GAP} width={rightWidth}>
          {details.map((line, i) => (
            <DetailView key={i} line={line} />
          ))}
        </Box>
      </Box>
      <MessageRows lines={messages} count={MESSAGE_LINES} width={inner} />
      <HintLine items={hints(rows[cursor], registries, fighting, marked.size)} width={inner} />
    </Box>
  );
}

function hints(row: InventoryRow | undefined, registries: Registries, fighting: boolean, marks: number): (readonly [NamedInput, string])[] {
  const main = mainWord(row, registries);
  if (fighting) return [...(main === "use" ? [["confirm", "use"] as const] : []), ["cancel", "back to the fight"], ["help", "help"]];
  // `e` is worth a hint only where Enter does something else (a wand: Enter uses it).
  const wear =
    row?.item && main === "use" && (row.kind === "slot" || isWearable(row.item, registries))
      ? [["equip", row.kind === "slot" ? "take off" : "wear"] as const]
      : [];
  const drop = marks > 0 ? [["drop", `drop ${marks} marked`] as const] : row?.item ? [["drop", "drop"] as const] : [];
  const marking = row?.item ? [["toggle", "mark"] as const, ["junk", "junk"] as const] : [];
  return [
    ...(main ? [["confirm", main] as const] : []),
    ...wear,
    ...drop,
    ...marking,
    ["tab", "worn/pack"],
    ["cancel", "close"],
    ["help", "help"],
  ];
}

function ListLineView(props: {
  line: WindowLine;
  rows: readonly InventoryRow[];
  cursor: number;
  marked: ReadonlySet<number>;
  slotWidth: number;
  state: GameState;
  registries: Registries;
  fighting: boolean;
  target: number | undefined;
}) {
  const theme = useTheme();
  const { line, registries } = props;
  if ("blank" in line) return <Text> </Text>;
  if ("heading" in line)
    return (
      <Text bold wrap="truncate">
        {line.heading}
      </Text>
    );
  if ("marker" in line) return <ListMarker way={line.marker} count={line.count} />;
  if ("note" in line)
    return (
      <Text color={theme("dim")} wrap="truncate">
        {`  ${line.note}`}
      </Text>
    );
  const row = props.rows[line.row]!;
  const selected = line.row === props.cursor;
  const first = line.part === 0;
  // In a fight only using works: what cannot be used now is greyed.
  const idle = props.fighting && (!row.item || usableNow(props.state, registries, row.item.uid, props.target) !== undefined);
  const junk = row.item !== undefined && isJunk(props.state, row.item);
  const color = idle || (junk && !selected) ? theme("dim") : selected ? theme("highlight") : undefined;
  // The mark shares the cursor's two columns ("> ", "+ ", ">+"), so the list's widths stay as they are.
  const mark = row.item && first && props.marked.has(row.item.uid) ? "+" : " ";
  return (
    <Text wrap="truncate">
      <Text color={theme("highlight")}>{selected && first ? ">" : " "}</Text>
      <Text color={theme("highlight")} bold>
        {mark}
      </Text>
      {row.kind === "slot" ? (
        <Text color={theme("dim")}>{`${first ? row.slotName.slice(0, props.slotWidth) : ""}`.padEnd(props.slotWidth) + "  "}</Text>
      ) : null}
      <Text color={row.item ? color : theme("dim")} bold={selected && !idle}>
        {line.text}
      </Text>
    </Text>
  );
}

function DetailView(props: { line: DetailLine }) {
  const theme = useTheme();
  if (props.line.length === 0) return <Text> </Text>;
  return (
    <Text wrap="truncate">
      {props.line.map((s, i) => (
        <Text key={i} color={s.color && theme(s.color)} bold={s.bold}>
          {s.text}
        </Text>
      ))}
    </Text>
  );
}
