import { Text } from "./Text.js";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { healthColor } from "../bars.js";
import { optionNames } from "../describe.js";
import { useTheme } from "../hooks/use-theme.js";

/** Name, chosen options, health, stamina and turn on one line. */
export function StatusLine(props: { game: Game; registries: Registries }) {
  const theme = useTheme();
  const { state } = props.game;
  const hero = state.player;
  const maxHealth = Math.round(props.game.attribute(hero, "max_health", props.registries));
  const maxStamina = Math.round(props.game.attribute(hero, "max_stamina", props.registries));
  return (
    <Text wrap="truncate">
      <Text bold color={theme("hero")}>
        {hero.name}
      </Text>
      {`  ${optionNames(hero, props.registries)}  `}
      <Text color={theme(healthColor(hero.health, maxHealth))}>{`health ${hero.health}/${maxHealth}`}</Text>
      {`  stamina ${hero.stamina}/${maxStamina}  floor ${state.floor.number}  turn ${state.turn}`}
    </Text>
  );
}
