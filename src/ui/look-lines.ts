import { blockedPhrase, type AttackLook, type CreatureLook, type TileLook } from "../game/queries/index.js";
import type { Segment } from "./components/Popup.js";
import type { Run } from "./map-rows.js";
import { timeLeft } from "./effects.js";

/** One line of the look's panel, before wrapping. */
export type LookLine = readonly Segment[];

const percent = (p: number) => `${Math.round(p * 100)}%`;
const damage = (d: number) => d.toFixed(1);

const TILE_WORDS: Record<NonNullable<TileLook["tile"]>, string> = {
  wall: "A wall",
  floor: "Floor",
  door: "A door",
  "stairs down": "Stairs down",
  "way up": "The way you came in",
  rock: "Solid rock",
};

/** What lies under the cursor: the tile and where it is, the hero, an NPC, a pile (never what it holds). */
export function tileLines(look: TileLook): LookLine[] {
  if (!look.seen) return [[{ text: "Unexplored: you have not seen this place.", color: "dim" }]];
  const where = look.room
    ? look.room.cleared
      ? ", in a cleared room"
      : ", in a room"
    : look.tile === "floor" || look.tile === "stairs down"
      ? ", in a corridor"
      : "";
  const lines: LookLine[] = [[{ text: `${TILE_WORDS[look.tile ?? "rock"]}${where}.` }]];
  if (look.hero) lines.push([{ text: "You stand here.", color: "hero" }]);
  if (look.npc) {
    lines.push([{ text: look.npc.name, bold: true }, { text: look.npc.description ? ` — ${look.npc.description}` : " stands here." }]);
  }
  if (look.pile) lines.push([{ text: "A pile", color: "pile" }, { text: " lies here: what it holds shows when you pick it up." }]);
  return lines;
}

function intentWords(look: CreatureLook): string {
  if (!look.inFight) return "none yet: foes announce their move once a fight begins.";
  if (!look.intent) return "it announced nothing: it will wait.";
  return `next turn it uses ${look.intent.name} ${look.intent.target === "self" ? "on itself" : "on you"}.`;
}

/**
 * One ability's odds. One the fight menu would refuse says so in the menu's words: a
 * condition that fails (Turn undead on a goblin) leaves no odds worth telling; a cooldown
 * or too little stamina keeps them (it will be usable soon).
 */
function odds(a: AttackLook, against: "it" | "you"): string {
  if (a.blocked?.kind === "condition" || a.blocked?.kind === "unknown") return `${a.name} — ${blockedPhrase(a.blocked)}`;
  const tail = a.announced ? " (announced)" : a.blocked ? ` — ${blockedPhrase(a.blocked)}` : "";
  return `${a.name} ${percent(a.hit)} to hit ${against}, ${damage(a.expectedDamage)} damage expected${tail}`;
}

/**
 * A creature as the look tells it: health, status effects with their meaning and turns
 * left, its announced move in words, and the odds both ways (the game's numbers, rounded).
 */
export function creatureLines(look: CreatureLook): LookLine[] {
  const lines: LookLine[] = [
    [
      { text: look.name, bold: true, color: "danger" },
      { text: `  health ${look.health}/${look.maxHealth}` },
      ...(look.description ? [{ text: ` — ${look.description}`, color: "dim" as const }] : []),
    ],
    [
      { text: "Intent: ", bold: true },
      { text: intentWords(look), color: "warning" },
    ],
  ];
  for (const e of look.effects) {
    const left = timeLeft(e.remaining);
    lines.push([
      { text: "Effect: ", bold: true },
      { text: `${e.name}, ${left}` },
      ...(e.description ? [{ text: ` — ${e.description}`, color: "dim" as const }] : []),
    ]);
  }
  if (look.yours.length) lines.push([{ text: "You: ", bold: true }, { text: look.yours.map((a) => odds(a, "it")).join("; ") }]);
  lines.push([
    { text: "It: ", bold: true },
    { text: look.its.length ? look.its.map((a) => odds(a, "you")).join("; ") : "nothing it can aim at you." },
  ]);
  return lines;
}

/**
 * The map's rows with the cell at `col` drawn in reverse video: the look's cursor, a cue that
 * survives NO_COLOR. Runs are split around it; the character under it stays.
 */
export function markCell(rows: readonly (readonly Run[])[], col: number, row: number): Run[][] {
  return rows.map((runs, y) => {
    if (y !== row) return [...runs];
    const out: Run[] = [];
    let x = 0;
    for (const run of runs) {
      const chars = [...run.text];
      if (col < x || col >= x + chars.length) out.push(run);
      else {
        const at = col - x;
        if (at > 0) out.push({ ...run, text: chars.slice(0, at).join("") });
        out.push({ text: chars[at]!, color: run.color, inverse: !run.inverse });
        if (at + 1 < chars.length) out.push({ ...run, text: chars.slice(at + 1).join("") });
      }
      x += chars.length;
    }
    return out;
  });
}
