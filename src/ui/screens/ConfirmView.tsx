import { Popup } from "../components/Popup.js";
import type { ConfirmScreen } from "./confirm.js";

/** `Quit? (y/n)` over the screen below. */
export function ConfirmView(props: { screen: ConfirmScreen }) {
  const above = (props.screen.lines ?? []).map((text) => [{ text }]);
  return <Popup lines={[...above, [{ text: `${props.screen.question} ` }, { text: "(y/n)", color: "highlight" }]]} />;
}
