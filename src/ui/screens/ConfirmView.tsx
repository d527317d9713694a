import { Popup } from "../components/Popup.js";
import type { ConfirmScreen } from "./confirm.js";

/** `Quit? (y/n)` over the screen below. */
export function ConfirmView(props: { screen: ConfirmScreen }) {
  return <Popup lines={[[{ text: `${props.screen.question} ` }, { text: "(y/n)", color: "highlight" }]]} />;
}
