import { Text as InkText, type TextProps } from "ink";
import { Children } from "react";
import { printableLines } from "../../lib/safe-text.js";

/**
 * Ink's `<Text>`, with every string child shown through `printableLines`: Ink writes text
 * as it is, so an ESC in a mod's name would reach the terminal and run there. Every screen
 * draws text through this one (a test keeps Ink's own out of `src/ui`).
 */
export function Text(props: TextProps) {
  const { children, ...rest } = props;
  return <InkText {...rest}>{Children.map(children, (c) => (typeof c === "string" ? printableLines(c) : c))}</InkText>;
}
