import { Box } from "ink";
import { Text } from "./Text.js";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { bars, levelProgress, packWords } from "../../game/queries/index.js";
import { healthColor } from "../bars.js";
import { optionNames } from "../describe.js";
import { effectLabels } from "../effects.js";
import { HERO_GLYPH } from "../floor-glyphs.js";
import { goldWords } from "../inventory-list.js";
import { useTheme } from "../hooks/use-theme.js";
import { EffectLine } from "./EffectList.js";

/** The status takes two lines: the hero's numbers, then what the hero carries and every named modifier on the hero. */
export const STATUS_LINES = 2;

const EFFECTS_LABEL = "turns left: ";

/** The least of a long name line one keeps (three letters and "…"). */
const NAME_ROOM = 4;

const cells = (text: string) => [...text].length;

/**
 * Line one: the hero's map glyph (so the player learns which `@` is them), name, health,
 * stamina, floor, turn, level (with the points to assign after a level-up: "level 2
 * (1 point)"), then the chosen options. Line two: the pack's places and the gold carried
 * ("pack 2/20  gold 45", "easy mode" in an easy run), then the hero's status effects with turns left, `+N more` when
 * they outgrow `width`. Nothing is cut mid-word: when line one is too long for `width`
 * the options move to line two (after the gold, before the effects), then a long name is
 * shortened with "…" — the numbers and the level always show.
 */
export function StatusLine(props: { game: Game; registries: Registries; width: number }) {
  const theme = useTheme();
  const { state } = props.game;
  const hero = state.player;
  const { health: now, maxHealth, stamina, maxStamina } = bars(hero, props.registries, state);
  const effects = effectLabels(hero, props.registries);
  const gold = goldWords(state, props.registries);
  const { level, points } = levelProgress(state, props.registries);
  const levelWords = `level ${level}${points ? ` (${points} point${points === 1 ? "" : "s"})` : ""}`;
  const health = `health ${now}/${maxHealth}`;
  const numbers = `  stamina ${stamina}/${maxStamina}  floor ${state.floor.number}  turn ${state.turn}  ${levelWords}`;
  const options = optionNames(hero, props.registries);
  const fixed = cells(`${HERO_GLYPH} ${hero.name}  ${health}${numbers}`);
  const optionsHere = !options || fixed + 2 + cells(options) <= props.width;
  // What the name may take once the options are out of the way (never below a few letters).
  const nameRoom = Math.max(NAME_ROOM, props.width - (fixed - cells(hero.name)));
  const name = cells(hero.name) <= nameRoom || optionsHere ? hero.name : `${[...hero.name].slice(0, nameRoom - 1).join("")}…`;
  const easy = `${state.difficulty === "easy" ? "  easy mode" : ""}${state.wizard ? "  WIZARD" : ""}`;
  const carried = `${packWords(state, props.registries)}${gold ? `  ${gold}` : ""}${easy}${optionsHere ? "" : `  ${options}`}`;
  return (
    <Box flexDirection="column" height={STATUS_LINES}>
      <Text wrap="truncate">
        <Text color={theme("hero")} inverse>
          {HERO_GLYPH}
        </Text>
        <Text bold color={theme("hero")}>{` ${name}`}</Text>
        {"  "}
        <Text color={theme(healthColor(now, maxHealth))}>{health}</Text>
        {`${numbers}${optionsHere && options ? `  ${options}` : ""}`}
      </Text>
      <Text wrap="truncate">
        {carried}
        {effects.length ? (
          <>
            {"  "}
            <EffectLine label={EFFECTS_LABEL} labels={effects} width={props.width - cells(carried) - 2} />
          </>
        ) : null}
      </Text>
    </Box>
  );
}
