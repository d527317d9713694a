import type { Registries } from "../content/registries.js";
import type { Creature } from "../game/index.js";
import type { ThemeColor } from "./theme.js";

/**
 * One named modifier in effect, as a status line shows it: `Poisoned 3`, in its symbol's
 * colour. The symbol's letter is not drawn: beside the map a lone `R` or `p` reads as a
 * creature, and the name already says what it is.
 */
export interface EffectLabel {
  /** The symbol's colour, when the definition has one. */
  readonly color?: ThemeColor;
  /** Name and turns left: `Poisoned 3`. */
  readonly text: string;
}

/** How long a status has left, in words: "3 turns left", or "for good" for one that lasts until removed. */
export function timeLeft(remaining: number | undefined): string {
  return remaining === undefined ? "for good" : `${remaining} turn${remaining === 1 ? "" : "s"} left`;
}

/** Every named modifier on a creature, in the order they were put on; one that lasts until removed has no count. */
export function effectLabels(creature: Creature, registries: Registries): EffectLabel[] {
  return creature.modifiers.map((m) => {
    const def = registries.modifiers.tryGet(m.id);
    const name = def?.name ?? m.id;
    const text = m.remaining === undefined ? name : `${name} ${m.remaining}`;
    return def?.symbol?.color ? { color: def.symbol.color, text } : { text };
  });
}

/** Cells a label takes: `Poisoned 3`. */
export function labelWidth(label: EffectLabel): number {
  return [...label.text].length;
}

export const EFFECT_GAP = "  ";

/**
 * As many labels as fit `width` cells (joined by two spaces), and how many did not:
 * those are announced as `+N more` (which must fit too), never cut silently.
 */
export function fitEffects(labels: readonly EffectLabel[], width: number): { shown: EffectLabel[]; more: number } {
  const widths = labels.map(labelWidth);
  const total = (n: number) => widths.slice(0, n).reduce((a, w) => a + w, 0) + EFFECT_GAP.length * Math.max(0, n - 1);
  if (total(labels.length) <= width) return { shown: [...labels], more: 0 };
  for (let n = labels.length - 1; n >= 0; n--) {
    const more = `+${labels.length - n} more`;
    const used = total(n) + (n > 0 ? EFFECT_GAP.length : 0) + more.length;
    if (used <= width) return { shown: labels.slice(0, n), more: labels.length - n };
  }
  return { shown: [], more: labels.length };
}
