import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { Registries } from "../../content/registries.js";
import type { OptionCategoryDef } from "../../content/schemas/index.js";
import { HintLine } from "../components/HintLine.js";
import { OptionDetails } from "../components/OptionDetails.js";
import { Prose } from "../components/Prose.js";
import { ScrollList } from "../components/ScrollList.js";
import { wrapSegments } from "../wrap-segments.js";
import { useTheme } from "../hooks/use-theme.js";
import { DEFAULT_NAME, NAME_LIMIT, optionsOf, type CreateScreen } from "./create.js";
import { maxOf } from "../../lib/arrays.js";

/** Character creation: a list on the left, the highlighted option on the right; then the name. */
export function CreateView(props: { screen: CreateScreen; registries: Registries; width: number; height: number }) {
  const theme = useTheme();
  const { screen, registries } = props;
  const categories = registries.option_categories.all();
  const category = categories[screen.step];
  const sofar = screen.chosen
    .slice(0, screen.step)
    .flat()
    .map((id) => registries.options.tryGet(id)?.name ?? id)
    .join(" ");
  return (
    <Box flexDirection="column" paddingX={1} flexGrow={1}>
      <Text bold color={theme("title")}>
        {`New hero — step ${screen.step + 1} of ${categories.length + 1}: ${category?.name ?? "Name"}`}
      </Text>
      <Text color={theme("dim")}>{sofar ? `so far: ${sofar}` : " "}</Text>
      {category ? (
        <PickStep screen={screen} category={category} registries={registries} width={props.width - 2} height={props.height - FIXED} />
      ) : (
        <NameStep name={screen.name} full={screen.full === true} easy={screen.easy === true} />
      )}
      <Box flexGrow={1} />
      <HintLine
        items={
          category
            ? [
                ["north", "up"],
                ["south", "down"],
                ...(category.pick > 1 ? [["toggle", "mark"] as const] : []),
                ["confirm", "choose"],
                ["cancel", "back"],
                ["help", "help"],
              ]
            : [
                ["confirm", "accept"],
                ["tab", screen.easy ? "normal mode" : "easy mode"],
                ["cancel", "back"],
              ]
        }
      />
    </Box>
  );
}

/** The title, the choices so far, the hint line. */
const FIXED = 3;

function PickStep(props: { screen: CreateScreen; category: OptionCategoryDef; registries: Registries; width: number; height: number }) {
  const theme = useTheme();
  const { screen, category, registries } = props;
  const options = optionsOf(registries, category.id);
  const picked = screen.chosen[screen.step] ?? [];
  const highlighted = options[screen.cursor];
  const listWidth = Math.max(12, maxOf(options.map((o) => o.name.length))) + (category.pick > 1 ? 8 : 4);
  const said = category.description ? wrapSegments([{ text: category.description }], props.width).length : 0;
  // What the description, the marking line and the blank above the list leave of the height.
  const rows = Math.max(1, props.height - said - (category.pick > 1 ? 1 : 0) - 1);
  return (
    <Box flexDirection="column">
      {category.description ? <Prose text={category.description} width={props.width} color="dim" /> : null}
      {category.pick > 1 ? <Text>{`choose ${category.pick} (${picked.length} marked): Space marks, Enter confirms`}</Text> : null}
      <Box marginTop={1}>
        <Box flexDirection="column" width={listWidth} flexShrink={0}>
          {options.length === 0 ? <Text color={theme("danger")}>(no options)</Text> : null}
          <ScrollList
            items={options}
            rows={rows}
            place={{ cursor: screen.cursor }}
            render={(o, i) => (
              <Text key={o.id} color={i === screen.cursor ? theme("highlight") : undefined} wrap="truncate">
                {i === screen.cursor ? "> " : "  "}
                {category.pick > 1 ? (picked.includes(o.id) ? "[x] " : "[ ] ") : ""}
                {o.name}
              </Text>
            )}
          />
        </Box>
        {highlighted ? <OptionDetails option={highlighted} registries={registries} width={props.width - listWidth} /> : null}
      </Box>
    </Box>
  );
}

/** The name, and the run's mode: the balanced game unless the player asks for the easier one. */
function NameStep(props: { name: string; full: boolean; easy: boolean }) {
  const theme = useTheme();
  const length = [...props.name].length;
  const note = props.full
    ? `a name holds at most ${NAME_LIMIT} characters`
    : props.name
      ? " "
      : `Enter alone keeps the name "${DEFAULT_NAME}"`;
  return (
    <Box marginTop={1} flexDirection="column">
      <Text>
        {"Name: "}
        <Text color={theme("highlight")}>{props.name}</Text>
        {/* A block cursor as a glyph, so the input spot shows without colour too. */}
        {"█"}
        <Text color={theme(props.full ? "warning" : "dim")}>{`  ${length}/${NAME_LIMIT}`}</Text>
      </Text>
      <Text color={theme(props.full ? "warning" : "dim")}>{note}</Text>
      <Box marginTop={1}>
        <Text>
          {"Mode: "}
          <Text color={theme("highlight")}>{props.easy ? "[x] easy" : "[ ] easy"}</Text>
          <Text color={theme("dim")}>{props.easy ? "  more health, gentler prices" : "  off: the balanced game"}</Text>
        </Text>
      </Box>
    </Box>
  );
}
