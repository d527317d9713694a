import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { Registries } from "../../content/registries.js";
import { type GameState, type ItemInstance, type NewItem, possessiveOf, theName } from "../../game/index.js";
import {
  conversation,
  describeItem,
  equipDelta,
  gold,
  goodDelta,
  itemName,
  money,
  sellOffer,
  type AttributeChange,
  type Good,
  messageStanding,
} from "../../game/queries/index.js";
import { HintLine } from "../components/HintLine.js";
import { useTheme } from "../hooks/use-theme.js";
import { changeList, effectLines, fitLines } from "../item-details.js";
import { RecentLines } from "../components/RecentLines.js";
import { nameParts } from "../inventory-window.js";
import { ScrollList } from "../components/ScrollList.js";
import { cutAtWord } from "../fit-text.js";
import type { PlayViewProps } from "./play-view.js";
import { wrapLog } from "./log.js";
import { cursorIn, goodLines, packLines, type ShopColumn, type ShopLine, type ShopScreen } from "./shop.js";
import { maxOf } from "../../lib/arrays.js";

const PADDING = 1;
/** The least room for the highlighted item: its name, its description, what it does, what wearing it would change. */
const DETAIL_ROWS = 6;
const MESSAGE_LINES = 2;
/** Title, column heads, the rule under the lists, the gold line, the hint line. */
const FIXED = 5;
const SEPARATOR = " │ ";
/** The widest a column grows in a wide terminal. */
const COLUMN_MAX = 50;

/** How many list rows the columns get in a frame `height` tall, when the longer one has `longest` lines. */
function shopListRows(height: number, longest: number): number {
  const room = height - FIXED - DETAIL_ROWS - MESSAGE_LINES;
  return Math.max(1, Math.min(Math.max(1, longest), room));
}

/** One line of a column: what it is, its price as shown, whether the merchant would refuse it. */
interface Line {
  readonly key: string;
  readonly name: string;
  readonly price: string;
  readonly refused?: boolean;
}

function goodRows(goods: readonly ShopLine<Good>[]): Line[] {
  return goods.map((g) => ({ key: g.key, name: g.count > 1 ? `${g.first.name} ×${g.count}` : g.first.name, price: String(g.first.price) }));
}

function packRows(state: GameState, registries: Registries, pack: readonly ShopLine<ItemInstance>[]): Line[] {
  return pack.map(({ key, first, count }) => {
    const offer = sellOffer(state, registries, first.uid);
    return {
      key,
      name: itemName(registries, { ...first, count }),
      price: offer.refused === undefined ? String(offer.price) : "—",
      refused: offer.refused !== undefined,
    };
  });
}

const keysOf = (lines: readonly { key: string }[]) => lines.map((l) => l.key);

type Props = PlayViewProps<ShopScreen>;

/** What the highlighted line is, whichever column it is in. */
interface Highlighted {
  readonly item: NewItem;
  readonly changes: AttributeChange[] | undefined;
  /** The gold line: what the hero has and would have after trading one. */
  readonly gold: string;
}

function highlighted(props: Props, goods: readonly ShopLine<Good>[], pack: readonly ShopLine<ItemInstance>[]): Highlighted | undefined {
  const { screen, registries } = props;
  const { state } = props.game;
  const have = gold(state, registries);
  if (screen.column === "goods") {
    const good = goods[cursorIn(screen, "goods", keysOf(goods))]?.first;
    if (!good) return undefined;
    const after = have - good.price;
    const line =
      after >= 0
        ? `after buying one: ${money(after, registries)}`
        : `one costs ${money(good.price, registries)}: ${money(-after, registries)} short`;
    return { item: good.item, changes: goodDelta(state, registries, good.number), gold: `You have ${money(have, registries)}; ${line}.` };
  }
  const item = pack[cursorIn(screen, "pack", keysOf(pack))]?.first;
  if (!item) return undefined;
  const offer = sellOffer(state, registries, item.uid);
  const line = offer.refused === undefined ? `; after selling one: ${money(have + offer.price, registries)}.` : `. ${offer.refused}`;
  return { item, changes: equipDelta(state, registries, item.uid), gold: `You have ${money(have, registries)}${line}` };
}

/** The counter: goods | pack, the highlighted item described, the gold before and after, the latest messages. */
export function ShopView(props: Props) {
  const theme = useTheme();
  const { screen, game, registries } = props;
  const { state } = game;
  const goods = goodLines(state, registries);
  const pack = packLines(state, registries);
  const left = goodRows(goods);
  const right = packRows(state, registries, pack);
  const inner = props.width - 2 * PADDING;
  // Past this a price stands too far from its name to be read as one line.
  const leftWidth = Math.min(COLUMN_MAX, Math.floor((inner - SEPARATOR.length) / 2));
  const rightWidth = Math.min(COLUMN_MAX, inner - SEPARATOR.length - leftWidth);
  const rows = shopListRows(props.height, Math.max(columnEntries(left, leftWidth).height, columnEntries(right, rightWidth).height));
  const npc = conversation(state, registries)?.npc;
  const shown = highlighted(props, goods, pack);
  const column = (which: ShopColumn, list: readonly Line[], width: number, empty: string) => (
    <Column
      list={list}
      width={width}
      rows={rows}
      active={screen.column === which}
      cursor={cursorIn(screen, which, keysOf(list))}
      empty={empty}
    />
  );
  return (
    <Box flexDirection="column" height={props.height} paddingX={PADDING}>
      <Text wrap="truncate">
        <Text bold color={theme("title")}>
          {npc ? `${possessiveOf(npc.name)} goods` : "The counter"}
        </Text>
        <Text color={theme("dim")}>{`  floor ${state.floor.number}  turn ${state.turn}`}</Text>
      </Text>
      <Box>
        <Heading text="For sale" price="price" width={leftWidth} active={screen.column === "goods"} />
        <Text color={theme("dim")}>{SEPARATOR}</Text>
        <Heading text="Your pack" price="offer" width={rightWidth} active={screen.column === "pack"} />
      </Box>
      <Box height={rows}>
        {column("goods", left, leftWidth, "nothing left for sale")}
        <Box flexDirection="column" width={SEPARATOR.length}>
          {Array.from({ length: rows }, (_, i) => (
            <Text key={i} color={theme("dim")}>
              {SEPARATOR}
            </Text>
          ))}
        </Box>
        {column("pack", right, rightWidth, "nothing to sell")}
      </Box>
      <Text color={theme("dim")}>{"─".repeat(leftWidth + SEPARATOR.length + rightWidth)}</Text>
      <Details shown={shown} state={state} registries={registries} rows={props.height - FIXED - MESSAGE_LINES - rows} width={inner} />
      <Box flexGrow={1} />
      <Text wrap="truncate" color={theme("highlight")}>
        {shown?.gold ?? `You have ${money(gold(state, registries), registries)}.`}
      </Text>
      <RecentLines
        log={state.log}
        messages={props.messages}
        refused={props.refused}
        standing={messageStanding(state, registries)}
        count={MESSAGE_LINES}
      />
      <HintLine
        items={[
          ["confirm", screen.column === "goods" ? "buy one" : "sell one"],
          ["tab", screen.column === "goods" ? "your pack" : "the goods"],
          ["cancel", "leave"],
          ["log", "log"],
          ["help", "help"],
          ["quit", "quit"],
        ]}
        width={inner}
      />
    </Box>
  );
}

function Heading(props: { text: string; price: string; width: number; active: boolean }) {
  const theme = useTheme();
  const gap = Math.max(1, props.width - 2 - props.text.length - props.price.length);
  return (
    <Text bold={props.active} color={props.active ? theme("highlight") : theme("dim")}>
      {`  ${props.text}${" ".repeat(gap)}${props.price}`}
    </Text>
  );
}

/** A column's lines as entries of the window (a long name on two lines), and the widths of its price and name. */
function columnEntries(list: readonly Line[], width: number) {
  const priceWidth = Math.max(5, maxOf(list.map((l) => l.price.length)));
  const nameWidth = Math.max(1, width - 2 - priceWidth - 1);
  const entries = list.map((line, row) => ({ row, parts: nameParts(line.name, nameWidth) }));
  return { entries, priceWidth, nameWidth, height: entries.reduce((n, e) => n + e.parts.length, 0) };
}

function Column(props: { list: readonly Line[]; width: number; rows: number; active: boolean; cursor: number; empty: string }) {
  const theme = useTheme();
  const { list, width } = props;
  if (list.length === 0) {
    return (
      <Box width={width}>
        <Text color={theme("dim")}>{cutAtWord(`  (${props.empty})`, width)}</Text>
      </Box>
    );
  }
  const { entries, priceWidth, nameWidth } = columnEntries(list, width);
  return (
    <Box flexDirection="column" width={width}>
      <ScrollList
        items={entries}
        rows={props.rows}
        place={{ cursor: props.cursor }}
        height={(entry) => entry.parts.length}
        render={(entry) => {
          const line = list[entry.row]!;
          const here = props.active && entry.row === props.cursor;
          const color = here ? theme("highlight") : line.refused ? theme("dim") : undefined;
          return entry.parts.map((text, part) => (
            <Text key={`${line.key}/${part}`} wrap="truncate">
              <Text color={theme("highlight")}>{here && part === 0 ? "> " : "  "}</Text>
              <Text color={color} bold={here}>
                {/* The price stands on the name's first line. */}
                {`${text.padEnd(nameWidth)} ${part === 0 ? line.price.padStart(priceWidth) : ""}`.trimEnd()}
              </Text>
            </Text>
          ));
        }}
      />
    </Box>
  );
}

/** Text as rows of `width`, at most `most` (the last one cut short with … when more would follow). */
function rowsOf(text: string, width: number, most: number): string[] {
  const rows = wrapLog([text], width);
  return rows.length <= most ? rows : [...rows.slice(0, most - 1), cutAtWord(`${rows[most - 1]!} …`, width)];
}

/**
 * The highlighted item in words, in `rows` rows: its name and slot, its description, what
 * it does, and — when it can be worn — what wearing it instead of what is worn would
 * change. The comparison and the effects come first; the description gets what is left
 * over (one row at 80×24, more in a taller terminal).
 */
function Details(props: { shown: Highlighted | undefined; state: GameState; registries: Registries; rows: number; width: number }) {
  const theme = useTheme();
  const { shown, registries, width } = props;
  if (!shown) return <Box height={props.rows} />;
  const described = describeItem(registries, { ...shown.item, count: 1 });
  const slot = described.slot ? `  worn on: ${described.slot}` : "";
  const said = comparison(shown, props.state, registries);
  const compare = said === undefined ? [] : rowsOf(said, width, 2);
  const wanted = effectLines(described);
  const effects = fitLines(wanted, Math.max(1, props.rows - 2 - compare.length));
  const description = described.description
    ? rowsOf(described.description, width, Math.max(1, props.rows - 1 - compare.length - effects.length))
    : [];
  return (
    <Box flexDirection="column" height={props.rows} overflow="hidden">
      <Text wrap="truncate">
        <Text bold>{cutAtWord(described.name, width - [...slot].length)}</Text>
        <Text color={theme("dim")}>{slot}</Text>
      </Text>
      {description.map((line, i) => (
        <Text key={`d${i}`} wrap="truncate" color={theme("dim")}>
          {line}
        </Text>
      ))}
      {effects.map((line, i) => (
        <Text key={`e${i}`} wrap="truncate">
          {`  ${line}`}
        </Text>
      ))}
      {compare.map((line, i) => (
        <Text key={`c${i}`} wrap="truncate" color={theme("good")}>
          {line}
        </Text>
      ))}
    </Box>
  );
}

/** "Worn instead of Iron sword: +1 accuracy"; undefined for what cannot be worn. */
function comparison(shown: Highlighted, state: GameState, registries: Registries): string | undefined {
  if (!shown.changes) return undefined;
  const slot = registries.items.tryGet(shown.item.def)?.slot;
  const worn = slot === undefined ? undefined : state.player.equipment[slot];
  const instead = `Worn instead of ${worn ? theName(itemName(registries, worn)) : "nothing"}`;
  return shown.changes.length ? `${instead}: ${changeList(shown.changes)}` : `${instead}: no change`;
}
