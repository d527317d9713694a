import type { KindRecall } from "../game/queries/index.js";
import type { LookLine } from "./look-lines.js";

/**
 * The look's monster memory of a creature's kind, kept across runs: `Memory: killed 3 ·
 * seen: Bite, Howl`. Nothing for a kind never killed nor seen to act (there is nothing to recall).
 */
export function memoryLines(recall: KindRecall | undefined): LookLine[] {
  if (!recall) return [];
  const seen = recall.seen.length ? recall.seen.map((a) => a.name).join(", ") : "nothing yet";
  return [
    [
      { text: "Memory: ", bold: true },
      { text: `killed ${recall.killed} · seen: ${seen}`, color: "dim" },
    ],
  ];
}
