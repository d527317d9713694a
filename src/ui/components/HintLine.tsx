import { Text } from "./Text.js";
import { primaryKey, type NamedInput } from "../keymap.js";
import { useTheme } from "../hooks/use-theme.js";

/** `? help  q quit`: key names come from the key map, so a rebinding shows up here too. */
export function HintLine(props: { items: readonly (readonly [NamedInput, string])[] }) {
  const theme = useTheme();
  const text = props.items.map(([input, word]) => `${primaryKey(input)} ${word}`).join("  ");
  return (
    <Text color={theme("dim")} wrap="truncate">
      {text}
    </Text>
  );
}
