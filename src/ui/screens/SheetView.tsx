import { Box } from "ink";
import { BASE_STATS } from "../../content/catalog.js";
import { characterSheet, levelProgress, previewOdds, previewPoints, type SheetLine } from "../../game/queries/index.js";
import { HintLine } from "../components/HintLine.js";
import { Text } from "../components/Text.js";
import { attributeWords } from "../attribute-words.js";
import { optionNames } from "../describe.js";
import { useTheme } from "../hooks/use-theme.js";
import type { NamedInput } from "../keymap.js";
import { oddsWords, planWords, pointsWords, previewWords, shownValue, whereFrom, yardstickWords } from "../sheet-lines.js";
import type { PlayViewProps } from "./play-view.js";
import { wrapLog } from "./log.js";
import { ScrollList } from "../components/ScrollList.js";
import { placed, planOf, type SheetScreen } from "./sheet-state.js";

const PADDING = 1;
const GAP = 2;
/** Cursor, the longest attribute words ("critical hit chance"), the value, a planned "+9". */
const LIST_WIDTH = 2 + 20 + 6 + 4;

const isStat = (name: string) => (BASE_STATS as readonly string[]).includes(name);

/**
 * The hero's numbers: level and experience on top; every attribute with its value on the
 * left; on the right where the highlighted one comes from, part by part, and while points
 * wait, the plan and what it would change (looked ahead by the game).
 */
export function SheetView(props: PlayViewProps<SheetScreen>) {
  const theme = useTheme();
  const { game, registries, screen } = props;
  const { state } = game;
  const sheet = characterSheet(state, registries);
  const cursor = Math.min(Math.max(0, screen.row), sheet.length - 1);
  const progress = levelProgress(state, registries);
  const plan = planOf(screen, state);
  const body = Math.max(1, props.height - 1);
  const rightWidth = Math.max(10, props.width - 2 * PADDING - LIST_WIDTH - GAP);
  const points = progress.points ? `  ${pointsWords(progress.points)} to assign` : "";
  return (
    <Box flexDirection="column" height={props.height} paddingX={PADDING}>
      <Text wrap="truncate">
        <Text bold color={theme("title")}>
          {state.player.name}
        </Text>
        {`  ${optionNames(state.player, registries)}  level ${progress.level}  exp ${progress.exp}/${progress.next}`}
        <Text color={theme("highlight")}>{points}</Text>
      </Text>
      <Box flexDirection="row" height={body}>
        <Box flexDirection="column" width={LIST_WIDTH} flexShrink={0}>
          {/* Taller lists than the frame scroll so the cursor stays in view (at 80×24 all fit). */}
          <ScrollList
            items={sheet}
            rows={body}
            place={{ cursor }}
            render={(line, i) => (
              <AttributeRow
                key={line.attribute}
                line={line}
                selected={i === cursor}
                planned={plan[line.attribute as keyof typeof plan] ?? 0}
              />
            )}
          />
        </Box>
        <Box flexDirection="column" marginLeft={GAP} width={rightWidth}>
          <Detail {...props} line={sheet[cursor]!} columns={rightWidth} />
        </Box>
      </Box>
    </Box>
  );
}

function AttributeRow(props: { line: SheetLine; selected: boolean; planned: number }) {
  const theme = useTheme();
  const { line, selected } = props;
  return (
    <Text wrap="truncate">
      <Text color={theme("highlight")}>{selected ? "> " : "  "}</Text>
      <Text bold={selected} {...(selected ? { color: theme("highlight") } : {})}>
        {`${attributeWords(line.attribute).padEnd(20)}${shownValue(line).padStart(6)}`}
      </Text>
      <Text color={theme("highlight")}>{props.planned ? ` +${props.planned}` : ""}</Text>
    </Text>
  );
}

/** The right column: the parts of the highlighted attribute, the point plan, the assignment's message, the keys. */
function Detail(props: PlayViewProps<SheetScreen> & { line: SheetLine; columns: number }) {
  const theme = useTheme();
  const { game, registries, line } = props;
  const { state } = game;
  const unspent = state.unspent_points;
  const plan = planOf(props.screen, state);
  const count = placed(plan);
  const preview = count ? previewPoints(state, registries, plan) : undefined;
  const odds = count ? previewOdds(state, registries, plan, game.services.scripts) : undefined;
  const oddsLines = odds ? odds.changes.flatMap((c) => oddsWords(c) ?? []) : [];
  const ready = unspent > 0 && count === unspent;
  // Only what the assignment said: the map's last line would be stale here.
  const justAssigned = props.screen.turn >= 0 && state.turn === props.screen.turn + 1;
  const messages = justAssigned || props.refused !== undefined ? props.messages.slice(-2) : [];
  // Two hint lines while points wait: one would be cut at 80 columns.
  const keys: (readonly [NamedInput, string])[] = [["north", "choose"]];
  const more: (readonly [NamedInput, string])[] = [];
  if (unspent > 0) keys.push(["east", "add"], ["west", "take back"]);
  if (ready) more.push(["confirm", "assign"]);
  (unspent > 0 ? more : keys).push(["cancel", "close"]);
  return (
    <>
      <Text bold wrap="truncate">{`${attributeWords(line.attribute)} ${shownValue(line)}, from:`}</Text>
      <Rows lines={whereFrom(line, registries)} width={props.columns} />
      <Text> </Text>
      {unspent > 0 ? (
        <>
          <Text
            color={theme("highlight")}
            wrap="truncate"
          >{`${pointsWords(unspent)} to assign, ${count} placed${count ? `: ${planWords(plan)}` : ""}`}</Text>
          {isStat(line.attribute) ? null : (
            <Text color={theme("dim")} wrap="truncate">
              points go to the five base stats at the top
            </Text>
          )}
          {preview ? (
            <>
              <Rows
                lines={[
                  ...preview.lines.map(previewWords),
                  ...(preview.health.after !== preview.health.before ? [`health ${preview.health.before} → ${preview.health.after}`] : []),
                ].map((text) => `  ${text}`)}
                width={props.columns}
              />
              {odds && oddsLines.length ? (
                <Rows lines={[`  ${yardstickWords(odds.against)}`, ...oddsLines.map((text) => `    ${text}`)]} width={props.columns} />
              ) : null}
              <Text color={theme("dim")} wrap="truncate">
                {ready ? "Enter assigns them: a turn passes" : `place all ${pointsWords(unspent)} to assign`}
              </Text>
            </>
          ) : null}
        </>
      ) : (
        <Text color={theme("dim")} wrap="truncate">
          No points to assign: each level gives one.
        </Text>
      )}
      <Box flexGrow={1} />
      <Rows lines={messages} width={props.columns} {...(props.refused !== undefined ? { color: theme("warning") } : {})} />
      <HintLine items={keys} />
      {more.length ? <HintLine items={more} /> : null}
    </>
  );
}

/** Lines of the detail column broken at spaces to its width (a message there is read whole, not cut with "…"). */
function Rows(props: { lines: readonly string[]; width: number; color?: string }) {
  return (
    <>
      {props.lines
        .flatMap((line) => wrapLog([line], props.width))
        .map((text, i) => (
          <Text key={i} wrap="truncate" {...(props.color ? { color: props.color } : {})}>
            {text}
          </Text>
        ))}
    </>
  );
}
