import type { Registries } from "../content/registries.js";
import { countedValue, counted, theName } from "../game/index.js";
import type { OddsChange, PointPlan, PreviewLine, SheetLine, SheetPart, Yardstick } from "../game/queries/index.js";
import { attributeWords, valueWords } from "./attribute-words.js";

/**
 * Whose a part is, as the player knows it: `Dwarf (race)` (an option with its category),
 * `Iron sword`, `Poisoned`, `Sturdy (affix)`, `Mira's Ward (aura)`.
 */
function partSource(part: SheetPart, registries: Registries): string {
  switch (part.kind) {
    case "base":
      return "base";
    case "option": {
      const option = registries.options.tryGet(part.id);
      const category = option && registries.option_categories.tryGet(option.category);
      return category ? `${part.name} (${category.name.toLowerCase()})` : part.name;
    }
    case "affix":
      return `${part.name} (affix)`;
    case "aura":
      return `${part.name} (aura)`;
    default:
      return part.name;
  }
}

/**
 * One part as a line of the sum: `Dwarf (race) +2`, `stat table: constitution 12 → +4`,
 * `Blessed +10% of the total`; the base without a sign (`base 10`).
 */
export function partWords(attribute: string, part: SheetPart, registries: Registries): string[] {
  const source = partSource(part, registries);
  if (part.kind === "base") return [`${source} ${valueWords(attribute, part.flat)}`];
  const lead = part.kind === "stats" ? `stat table: ${source} →` : source;
  const lines: string[] = [];
  if (part.flat) lines.push(`${lead} ${valueWords(attribute, part.flat, true)}`);
  if (part.percent) lines.push(`${lead} ${part.percent < 0 ? "-" : "+"}${Math.abs(part.percent)}% of the total`);
  return lines;
}

/** An attribute's value as the sheet lists it: `12`, `15%`; counted as the game counts it (max health whole). */
export function shownValue(line: Pick<SheetLine, "attribute" | "value">): string {
  return valueWords(line.attribute, countedValue(line.attribute, line.value));
}

/** The highlighted attribute in words: its name and value, each part, and the total when there is more than the base. */
export function whereFrom(line: SheetLine, registries: Registries): string[] {
  const parts = line.parts.flatMap((p) => partWords(line.attribute, p, registries));
  const whole = countedValue(line.attribute, line.value);
  const counted = whole !== line.value ? `, counted as ${whole}` : "";
  const total = line.parts.length > 1 ? [`= ${valueWords(line.attribute, line.value)}${counted}`] : [];
  return [...parts.map((p) => `  ${p}`), ...total.map((t) => `  ${t}`)];
}

/** A previewed change: `max health 40 → 44`. */
export function previewWords(line: PreviewLine): string {
  const shown = (value: number) => shownValue({ attribute: line.attribute, value });
  return `${attributeWords(line.attribute)} ${shown(line.before)} → ${shown(line.after)}`;
}

/** Whom the plan's odds are measured against, short enough for the sheet's column at 80: `against a giant rat, common here:`. */
export function yardstickWords(against: Yardstick): string {
  const name = against.creature.name;
  switch (against.why) {
    case "in the fight":
      return `against ${theName(name)} you fight:`;
    case "in sight":
      return `against ${theName(name)} in sight:`;
    case "typical of this floor":
      return `against ${counted(name, 1)}, common here:`;
  }
}

const pct = (p: number) => `${Math.round(p * 100)}%`;
const dmg = (d: number) => d.toFixed(1);

/**
 * One ability's change, the look's numbers rounded as the look rounds them: `Attack hit
 * 70% → 75%, damage 3.1 → 3.4`; undefined when the change is too small to show.
 */
export function oddsWords(change: OddsChange): string | undefined {
  const { before, after } = change;
  const parts: string[] = [];
  if (pct(before.hit) !== pct(after.hit)) parts.push(`hit ${pct(before.hit)} → ${pct(after.hit)}`);
  if (dmg(before.expectedDamage) !== dmg(after.expectedDamage))
    parts.push(`damage ${dmg(before.expectedDamage)} → ${dmg(after.expectedDamage)}`);
  return parts.length ? `${change.name} ${parts.join(", ")}` : undefined;
}

/** `constitution +2, strength +1`: what a plan raises. */
export function planWords(plan: PointPlan): string {
  return Object.entries(plan)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([stat, n]) => `${stat} +${n}`)
    .join(", ");
}

/** `1 point`, `2 points`. */
export function pointsWords(n: number): string {
  return `${n} point${n === 1 ? "" : "s"}`;
}
