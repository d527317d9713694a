import { Box } from "ink";
import { Text } from "./Text.js";
import type { Registries } from "../../content/registries.js";
import type { OptionDef } from "../../content/schemas/index.js";
import { describeOption } from "../describe.js";
import { useTheme } from "../hooks/use-theme.js";

/** The highlighted option in full: description, modifiers in words, abilities by name, starting gear. */
export function OptionDetails(props: { option: OptionDef; registries: Registries }) {
  const theme = useTheme();
  const { modifiers, idle, abilities, gear } = describeOption(props.option, props.registries);
  return (
    <Box flexDirection="column" flexGrow={1} flexShrink={1}>
      <Text bold color={theme("highlight")}>
        {props.option.name}
      </Text>
      {props.option.description ? <Text>{props.option.description}</Text> : null}
      <Box marginTop={1} flexDirection="column">
        {modifiers.length ? <Text>{modifiers.join(", ")}</Text> : null}
        {idle.length ? <Text color={theme("dim")}>{`${idle.join(", ")} (no effect in the rules yet)`}</Text> : null}
        {abilities.length ? <Text>{`abilities: ${abilities.join(", ")}`}</Text> : null}
        {gear.length ? <Text>{`starts with: ${gear.join(", ")}`}</Text> : null}
      </Box>
    </Box>
  );
}
