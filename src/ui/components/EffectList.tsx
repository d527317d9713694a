import { Text } from "./Text.js";
import { EFFECT_GAP, fitEffects, type EffectLabel } from "../effects.js";
import { useTheme } from "../hooks/use-theme.js";

/**
 * Named modifiers in `width` cells, inside a `<Text>`: each name and turns left in its
 * symbol's colour; what does not fit is counted as `+N more`.
 */
export function EffectList(props: { labels: readonly EffectLabel[]; width: number }) {
  const theme = useTheme();
  const { shown, more } = fitEffects(props.labels, props.width);
  return (
    <>
      {shown.map((label, i) => (
        <Text key={i}>
          {i > 0 ? EFFECT_GAP : ""}
          <Text color={label.color && theme(label.color)}>{label.text}</Text>
        </Text>
      ))}
      {more > 0 ? <Text color={theme("warning")}>{`${shown.length ? EFFECT_GAP : ""}+${more} more`}</Text> : null}
    </>
  );
}

/** One line: a dim label ("turns left: ") and the effects fitted to what is left of `width`. */
export function EffectLine(props: { label: string; labels: readonly EffectLabel[]; width: number }) {
  const theme = useTheme();
  return (
    <Text wrap="truncate">
      <Text color={theme("dim")}>{props.label}</Text>
      <EffectList labels={props.labels} width={props.width - props.label.length} />
    </Text>
  );
}
