import { Box } from "ink";
import { Text } from "./Text.js";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { levelProgress, packWords } from "../../game/queries/index.js";
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

/**
 * Line one: the hero's map glyph (so the player learns which `@` is them), name, health,
 * stamina, floor, turn, level (with the points to assign after a level-up: "level 2
 * (1 point)"), then the chosen options — last, because a long name may cut them.
 * Line two: the pack's places and the gold carried ("pack 2/20  gold 45"), then the hero's
 * status effects with turns left, `+N more` when they outgrow `width`.
 */
export function StatusLine(props: { game: Game; registries: Registries; width: number }) {
  const theme = useTheme();
  const { state } = props.game;
  const hero = state.player;
  const maxHealth = Math.round(props.game.attribute(hero, "max_health", props.registries));
  const maxStamina = Math.round(props.game.attribute(hero, "max_stamina", props.registries));
  const effects = effectLabels(hero, props.registries);
  const gold = goldWords(state, props.registries);
  const { level, points } = levelProgress(state, props.registries);
  const levelWords = `level ${level}${points ? ` (${points} point${points === 1 ? "" : "s"})` : ""}`;
  const carried = `${packWords(state, props.registries)}${gold ? `  ${gold}` : ""}`;
  return (
    <Box flexDirection="column" height={STATUS_LINES}>
      <Text wrap="truncate">
        <Text color={theme("hero")} inverse>
          {HERO_GLYPH}
        </Text>
        <Text bold color={theme("hero")}>{` ${hero.name}`}</Text>
        {"  "}
        <Text color={theme(healthColor(hero.health, maxHealth))}>{`health ${hero.health}/${maxHealth}`}</Text>
        {`  stamina ${hero.stamina}/${maxStamina}  floor ${state.floor.number}  turn ${state.turn}  ${levelWords}  ${optionNames(hero, props.registries)}`}
      </Text>
      <Text wrap="truncate">
        {carried}
        {effects.length ? (
          <>
            {"  "}
            <EffectLine label={EFFECTS_LABEL} labels={effects} width={props.width - carried.length - 2} />
          </>
        ) : null}
      </Text>
    </Box>
  );
}
