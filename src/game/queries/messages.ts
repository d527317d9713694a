import type { Registries } from "../../content/registries.js";
import { LEVEL_UP } from "../rules/progression.js";
import { QUEST_BEGUN, QUEST_DONE } from "../quests.js";
import type { GameState } from "../state.js";
import { bars } from "./bars.js";

/**
 * Why a log line deserves the player's eye: the hero gained a level, a quest began or
 * was done, or a blow left the hero at a quarter of max health or less (the status
 * line's danger mark). Lines that matter less are undefined.
 */
export type Standing = "level" | "quest" | "danger";

// The log is text (a save keeps it so), so a line is judged by its form. The level and
// quest lines open with words their writers export; a blow's form is damage.ts's
// (test/ui/messages.test.ts). "…hits you for 3 (12 → 9)", "Poisoned: you lose 2 (12 → 10)", "Your health falls with…".
const HERO_HURT = /(?:\bhits you for|\byou lose|^Your health falls)\b[^()]*\((-?[\d.]+) → (-?[\d.]+)\)/;

/**
 * How each log line stands, judged against the hero as they are now (their counted max
 * health today, the status line's, is the yardstick for an old blow too: the log keeps text, not the numbers).
 */
export function messageStanding(state: GameState, registries: Registries): (line: string) => Standing | undefined {
  let max: number | undefined;
  return (line) => {
    if (line.startsWith(LEVEL_UP)) return "level";
    if (line.startsWith(QUEST_BEGUN) || line.startsWith(QUEST_DONE)) return "quest";
    const hurt = HERO_HURT.exec(line);
    if (!hurt || Number(hurt[2]) >= Number(hurt[1])) return undefined;
    max ??= bars(state.player, registries, state).maxHealth;
    if (Number(hurt[2]) <= max / 4) return "danger";
    return undefined;
  };
}
