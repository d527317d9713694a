import type { Registries } from "../../content/registries.js";
import { attribute } from "../attributes.js";
import type { GameState } from "../state.js";

/**
 * Why a log line deserves the player's eye: the hero gained a level, a quest began or
 * was done, or a blow left the hero at a quarter of max health or less (the status
 * line's danger mark). Lines that matter less are undefined.
 */
export type Standing = "level" | "quest" | "danger";

// The game's own line forms (progression, quests, start-quest, damage): the log is
// text, so this is where a form and its weight are kept together (test/ui/messages.test.ts).
const LEVEL = /^Level up! /;
const QUEST = /^(Quest done|New quest): /;
// "…hits you for 3 (12 → 9)", "Poisoned: you lose 2 (12 → 10)", "Your health falls with…".
const HERO_HURT = /(?:\bhits you for|\byou lose|^Your health falls)\b[^()]*\((-?[\d.]+) → (-?[\d.]+)\)/;

/**
 * How each log line stands, judged against the hero as they are now (their max health
 * today is the yardstick for an old blow too: the log keeps text, not the numbers).
 */
export function messageStanding(state: GameState, registries: Registries): (line: string) => Standing | undefined {
  let max: number | undefined;
  return (line) => {
    if (LEVEL.test(line)) return "level";
    if (QUEST.test(line)) return "quest";
    const hurt = HERO_HURT.exec(line);
    if (!hurt || Number(hurt[2]) >= Number(hurt[1])) return undefined;
    max ??= attribute(state.player, "max_health", registries, state);
    if (Number(hurt[2]) <= max / 4) return "danger";
    return undefined;
  };
}
