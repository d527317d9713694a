import { Box } from "ink";
import { Prose } from "./Prose.js";
import type { Registries } from "../../content/registries.js";
import type { OptionDef } from "../../content/schemas/index.js";
import { describeOption } from "../describe.js";

/** The highlighted option in full, wrapped to `width`: description, modifiers in words, abilities by name, starting gear. */
export function OptionDetails(props: { option: OptionDef; registries: Registries; width: number }) {
  const width = Math.max(1, props.width);
  const { modifiers, idle, abilities, gear } = describeOption(props.option, props.registries);
  return (
    <Box flexDirection="column" flexGrow={1} flexShrink={1}>
      <Prose text={props.option.name} width={width} bold color="highlight" />
      {props.option.description ? <Prose text={props.option.description} width={width} /> : null}
      <Box marginTop={1} flexDirection="column">
        {modifiers.length ? <Prose text={modifiers.join(", ")} width={width} /> : null}
        {idle.length ? <Prose text={`${idle.join(", ")} (no effect in the rules yet)`} width={width} color="dim" /> : null}
        {abilities.length ? <Prose text={`abilities: ${abilities.join(", ")}`} width={width} /> : null}
        {gear.length ? <Prose text={`starts with: ${gear.join(", ")}`} width={width} /> : null}
      </Box>
    </Box>
  );
}
