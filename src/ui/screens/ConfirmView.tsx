import { Popup } from "../components/Popup.js";
import type { ConfirmScreen } from "./confirm.js";

/** `Quit? (y/n)` over the screen below; the lines above it (a save's warnings) wrap to the frame. */
export function ConfirmView(props: { screen: ConfirmScreen; width: number }) {
  const above = (props.screen.lines ?? []).map((text) => [{ text }]);
  return <Popup width={props.width} lines={[...above, [{ text: `${props.screen.question} ` }, { text: "(y/n)", color: "highlight" }]]} />;
}
