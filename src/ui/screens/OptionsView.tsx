import { Popup, type PopupLine } from "../components/Popup.js";
import { useBindings } from "../hooks/use-bindings.js";
import { BINDINGS, primaryKey, type Binding, type NamedInput } from "../keymap.js";
import type { Options } from "../options.js";
import { OPTION_ROWS, type OptionRow, type OptionsScreen } from "./options.js";
import { maxOf } from "../../lib/arrays.js";

const LABELS: Record<OptionRow, string> = {
  theme: "Theme",
  hints: "First-run hints",
  confirm_quit: "Ask before quitting",
  autopickup: "Autopickup (gold, potions)",
};

function value(options: Options, row: OptionRow): string {
  if (row === "theme") return `< ${options.theme} >`;
  return options[row] ? "on" : "off";
}

/** The lines of the options popup; `problem` is why the last change could not be saved. */
function optionsLines(screen: OptionsScreen, options: Options, problem?: string, bindings: readonly Binding[] = BINDINGS): PopupLine[] {
  const key = (input: NamedInput) => primaryKey(input, bindings);
  const width = maxOf(OPTION_ROWS.map((r) => LABELS[r].length));
  const rows: PopupLine[] = OPTION_ROWS.map((row, i) => {
    const at = i === screen.cursor;
    // The cursor is a glyph as well as a colour.
    return [
      { text: `${at ? "> " : "  "}${LABELS[row].padEnd(width)}  `, ...(at ? { color: "highlight" as const } : {}) },
      { text: value(options, row), bold: at },
    ];
  });
  const keys = `${key("north")}/${key("south")} choose  ${key("confirm")} or ${key("west")}/${key("east")} change  ${key("cancel")} close`;
  return [
    [{ text: "Options", bold: true, color: "title" }],
    [],
    ...rows,
    [],
    [{ text: "Saved at once in the profile's options.toml.", color: "dim" }],
    ...(problem ? [[{ text: problem, color: "warning" as const }]] : []),
    [{ text: keys, color: "dim" }],
  ];
}

/** The options over the screen below, drawn in the theme being chosen (the preview). */
export function OptionsView(props: { screen: OptionsScreen; options: Options; problem?: string; width: number; height: number }) {
  const lines = optionsLines(props.screen, props.options, props.problem, useBindings());
  return <Popup lines={lines} width={props.width} height={props.height} />;
}
