import { Popup } from "../components/Popup.js";
import type { ConfirmScreen } from "./confirm.js";

/** `Quit? (y/n)` over the screen below; the lines above it (a save's warnings) wrap to the frame, and
 * what does not fit its height is counted, the question kept. */
export function ConfirmView(props: { screen: ConfirmScreen; width: number; height: number }) {
  const above = (props.screen.lines ?? []).map((text) => [{ text }]);
  return (
    <Popup
      width={props.width}
      height={props.height}
      lines={[...above, [{ text: `${props.screen.question} ` }, { text: "(y/n)", color: "highlight" }]]}
    />
  );
}
