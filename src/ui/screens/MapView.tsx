import { Box } from "ink";
import { useState } from "react";
import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { messageStanding, pilesOn, talkChoices } from "../../game/queries/index.js";
import { useFirstHint } from "../hooks/use-first-hint.js";
import { HintLine, type HintItem } from "../components/HintLine.js";
import { MessageRows } from "../components/RecentLines.js";
import { MapGrid } from "../components/MapGrid.js";
import { STATUS_LINES, StatusLine } from "../components/StatusLine.js";
import { floorGlyphs } from "../floor-glyphs.js";
import { useTheme } from "../hooks/use-theme.js";
import { MapRowMemo, mapRows, viewport } from "../map-rows.js";
import { commandLines } from "../message-lines.js";

/** Lines kept for messages under the map. */
const MESSAGE_LINES = 2;
/** Status lines + message lines + hint line: what the map area gives up. */
const CHROME = STATUS_LINES + MESSAGE_LINES + 1;

/** The floor around the hero, with the status above and the latest messages below. */
export function MapView(props: {
  game: Game;
  registries: Registries;
  messages: readonly string[];
  refused?: string;
  width: number;
  height: number;
}) {
  const theme = useTheme();
  const { state } = props.game;
  const areaH = Math.max(0, props.height - CHROME);
  const view = viewport(state.floor.width, state.floor.height, state.player.pos, props.width, areaH);
  // Rows that show what they showed last frame come back as they were (see MapRowMemo).
  const [memo] = useState(() => new MapRowMemo());
  const rows = mapRows(state.floor, view, floorGlyphs(state, props.registries), theme, memo);
  const lines = commandLines(state.log, props.messages, props.refused, messageStanding(state, props.registries));
  // The hero hides the pile it stands on: the hint line says it is there.
  const [hx, hy] = state.player.pos;
  const onPile = pilesOn(state.floor).some((p) => p.pos[0] === hx && p.pos[1] === hy);
  return (
    <Box flexDirection="column" height={props.height}>
      <StatusLine game={props.game} registries={props.registries} width={props.width} />
      <Box flexDirection="column" height={areaH}>
        <MapGrid rows={rows} />
      </Box>
      <MessageRows lines={lines} count={MESSAGE_LINES} width={props.width} />
      <HintLine
        lead={useFirstHint()}
        width={props.width}
        items={[
          ...(onPile ? [["pickUp", "pick up what lies here", "pick up"] as const] : []),
          ...talkHint(props.game, props.registries),
          ...(state.unspent_points > 0 ? [["sheet", "assign points", "points"] as const] : []),
          ["inventory", "inventory"],
          ["help", "help"],
          ["log", "log"],
          ["quit", "quit"],
        ]}
      />
    </Box>
  );
}

/**
 * `t talk to Mira` while someone stands on the hero's tile (the hero's glyph covers theirs).
 * A long name gives way first: its title after the comma, then the name ("t talk").
 */
function talkHint(game: Game, registries: Registries): HintItem[] {
  const choices = talkChoices(game.state, registries);
  if (choices.length > 1) return [["talk", `talk: ${choices.length} beside you`, "talk"]];
  const npc = choices[0]?.def;
  if (!npc) return [];
  const short = npc.name.split(",")[0]!.trim();
  return [["talk", `talk to ${npc.name}`, ...(short !== npc.name ? [`talk to ${short}`] : []), "talk"]];
}
