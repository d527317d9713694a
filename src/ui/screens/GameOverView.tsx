import { Box } from "ink";
import { Text } from "../components/Text.js";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { HintLine } from "../components/HintLine.js";
import { useTheme } from "../hooks/use-theme.js";
import { goldOf } from "../inventory-list.js";
import { replayHint } from "./HelpView.js";

/** "Won" or "Died", then the same facts either way: cause, floor, turn, gold, and the seed to replay. */
export function GameOverView(props: { game: Game; registries: Registries }) {
  const theme = useTheme();
  const { state } = props.game;
  const won = state.over?.outcome === "won";
  return (
    <Box flexDirection="column" paddingX={2} paddingY={1} flexGrow={1}>
      <Text bold color={theme(won ? "good" : "danger")}>
        {won ? "Won" : "Died"}
      </Text>
      <Text>{state.over?.cause ?? ""}</Text>
      <Box flexDirection="column" marginY={1}>
        <Text>
          {state.player.name}, floor {state.floor.number}, turn {state.turn}
        </Text>
        <Text>gold {goldOf(state, props.registries) ?? 0}</Text>
      </Box>
      <Text>
        {"seed "}
        <Text color={theme("highlight")}>{state.seed}</Text>
        <Text color={theme("dim")}>{replayHint(state.seed)}</Text>
      </Text>
      <Box flexGrow={1} />
      <HintLine items={[["confirm", "title screen"], ["quit", "quit"]]} />
    </Box>
  );
}
