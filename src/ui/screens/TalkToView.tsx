import type { Registries } from "../../content/registries.js";
import type { GameState } from "../../game/index.js";
import { talkChoices } from "../../game/queries/index.js";
import { DIRECTION_WORDS, stepDirection } from "../../lib/direction.js";
import { Popup, type PopupLine } from "../components/Popup.js";
import { useBindings } from "../hooks/use-bindings.js";
import { BINDINGS, primaryKey, type Binding, type NamedInput } from "../keymap.js";
import type { TalkToScreen } from "./talk-to.js";

const WORDS = Object.fromEntries(Object.entries(DIRECTION_WORDS).map(([word, dir]) => [dir, word]));

/** The lines of the chooser: each one beside the hero, numbered, with where they stand. */
function talkToLines(screen: TalkToScreen, state: GameState, registries: Registries, bindings: readonly Binding[] = BINDINGS): PopupLine[] {
  const key = (input: NamedInput) => primaryKey(input, bindings);
  const choices = talkChoices(state, registries);
  const rows: PopupLine[] = choices.map((c, i) => {
    const at = i === Math.min(screen.cursor, choices.length - 1);
    return [
      { text: `${at ? "> " : "  "}${i + 1} ${c.def.name}`, ...(at ? { color: "highlight" as const, bold: true } : {}) },
      { text: `  ${WORDS[stepDirection(state.player.pos, c.pos)] ?? ""}`, color: "dim" },
    ];
  });
  const keys = `${key("north")}/${key("south")} choose  ${key("confirm")} or 1-${choices.length} talk  ${key("cancel")} close`;
  return [[{ text: "Talk to whom?", bold: true, color: "title" }], [], ...rows, [], [{ text: keys, color: "dim" }]];
}

export function TalkToView(props: { screen: TalkToScreen; state: GameState; registries: Registries; width: number; height: number }) {
  const lines = talkToLines(props.screen, props.state, props.registries, useBindings());
  return <Popup lines={lines} width={props.width} height={props.height} />;
}
