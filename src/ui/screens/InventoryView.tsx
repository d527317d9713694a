import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { Registries } from "../../content/registries.js";
import type { GameState } from "../../game/index.js";
import { itemName, packLoad, usableNow } from "../../game/queries/index.js";
import { HintLine } from "../components/HintLine.js";
import { useTheme } from "../hooks/use-theme.js";
import type { PlayViewProps } from "./play-view.js";
import { itemDetails, type DetailLine } from "../item-details.js";
import { goldWords, inventoryRows, isWearable, mainWord, type InventoryRow } from "../inventory-list.js";
import type { NamedInput } from "../keymap.js";
import { wrapSegments } from "../wrap-segments.js";
import { windowStart } from "./CombatView.js";
import { cursorOf, listRows, targetIndex, type InventoryScreen } from "./inventory.js";

const PADDING = 1;
const GAP = 2;
/** The slot names' column stops growing here; a longer name is cut. */
const SLOT_WIDTH = 12;

/** A line of the list column: a heading, a row of the inventory (by index), a note, or air. */
type ListLine = { readonly heading: string } | { readonly row: number } | { readonly note: string } | { readonly blank: true };

/** The list as lines: "Worn", every slot, a gap, "Pack 2/20" (`pack`: places used and capacity), the pack (or that it is empty). */
export function listLines(rows: readonly InventoryRow[], pack: { used: number; capacity: number }): ListLine[] {
  const slots = rows.flatMap((r, row) => (r.kind === "slot" ? [{ row }] : []));
  const items = rows.flatMap((r, row) => (r.kind === "pack" ? [{ row }] : []));
  return [{ heading: "Worn" }, ...slots, { blank: true }, { heading: `Pack ${pack.used}/${pack.capacity}` }, ...(items.length ? items : [{ note: "(empty)" }])];
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
  const lines = listLines(rows, packLoad(state, registries));
  const from = windowStart(lines.findIndex((l) => "row" in l && l.row === cursor), body, lines.length);
  const slotWidth = Math.min(SLOT_WIDTH, Math.max(0, ...rows.map((r) => (r.kind === "slot" ? r.slotName.length : 0))));
  const target = targetIndex(screen, state);
  const rightWidth = Math.max(1, inner - leftWidth - GAP);
  const details = itemDetails(rows[cursor], state, registries, target)
    .flatMap((line) => (line.length ? wrapSegments(line, rightWidth) : [line]))
    .slice(0, body);
  const gold = goldWords(state, registries);
  const note = fighting ? "in a fight: using an item takes your turn" : "wearing, using or dropping takes a turn";
  const messages = props.messages.slice(-2);
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
          {lines.slice(from, from + body).map((line, i) => (
            <ListLineView key={from + i} line={line} rows={rows} cursor={cursor} slotWidth={slotWidth} state={state} registries={registries} fighting={fighting} target={target} />
          ))}
        </Box>
        <Box flexDirection="column" marginLeft={GAP} width={rightWidth}>
          {details.map((line, i) => (
            <DetailView key={i} line={line} />
          ))}
        </Box>
      </Box>
      <Box flexDirection="column" height={2}>
        {messages.map((line, i) => (
          <Text key={i} wrap="truncate" color={props.refused !== undefined && i === messages.length - 1 ? theme("warning") : undefined}>
            {line}
          </Text>
        ))}
      </Box>
      <HintLine items={hints(rows[cursor], registries, fighting)} />
    </Box>
  );
}

function hints(row: InventoryRow | undefined, registries: Registries, fighting: boolean): (readonly [NamedInput, string])[] {
  const main = mainWord(row, registries);
  if (fighting) return [...(main === "use" ? [["confirm", "use"] as const] : []), ["cancel", "back to the fight"], ["help", "help"]];
  // `e` is worth a hint only where Enter does something else (a wand: Enter uses it).
  const wear = row?.item && main === "use" && (row.kind === "slot" || isWearable(row.item, registries)) ? [["equip", row.kind === "slot" ? "take off" : "wear"] as const] : [];
  return [...(main ? [["confirm", main] as const] : []), ...wear, ...(row?.item ? [["drop", "drop"] as const] : []), ["tab", "worn/pack"], ["cancel", "close"], ["help", "help"]];
}

function ListLineView(props: {
  line: ListLine;
  rows: readonly InventoryRow[];
  cursor: number;
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
  if ("note" in line)
    return (
      <Text color={theme("dim")} wrap="truncate">
        {`  ${line.note}`}
      </Text>
    );
  const row = props.rows[line.row]!;
  const selected = line.row === props.cursor;
  // In a fight only using works: what cannot be used now is greyed.
  const idle = props.fighting && (!row.item || usableNow(props.state, registries, row.item.uid, props.target) !== undefined);
  const name = row.item ? itemName(registries, row.item) : "—";
  const color = idle ? theme("dim") : selected ? theme("highlight") : undefined;
  return (
    <Text wrap="truncate">
      <Text color={theme("highlight")}>{selected ? "> " : "  "}</Text>
      {row.kind === "slot" ? <Text color={theme("dim")}>{`${row.slotName.slice(0, props.slotWidth).padEnd(props.slotWidth)}  `}</Text> : null}
      <Text color={row.item ? color : theme("dim")} bold={selected && !idle}>
        {name}
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
