import { stringify } from "smol-toml";
import * as z from "zod";
import { joinMemory, runMemory, type GameState, type KindMemory, type MonsterMemory } from "../game/index.js";
import { printable } from "../lib/safe-text.js";
import { fsProblem, showProblem, WriteProblem } from "./fs-problem.js";
import { writeInProfile } from "./safe-write.js";
import { profileToml } from "./profile-toml.js";
import { readProfileFile } from "./profile-file.js";

/** The profile's monster memory: what every run met, by creature kind. */
const MEMORY_FILE = "memory.toml";
/** Thousands of kinds fit in far less; a file past this is not one the game wrote. */
export const MEMORY_FILE_CAP = 1024 * 1024;

const text = z.string().min(1).max(200);
const Kind = z.object({ killed: z.number().int().min(0).max(1e12).default(0), seen: z.array(text).max(200).default([]) });
const MemoryFile = z
  .object({ kinds: z.record(text, Kind).default({}) })
  .refine((f) => Object.keys(f.kinds).length <= 10_000, { message: "more than 10000 kinds", path: ["kinds"] });

/** The memory as read, and the one line saying why the file could not be used (then nothing of it is used, and it is never written over). */
export interface MemoryRead {
  readonly memory: MonsterMemory;
  readonly problem?: string;
}

/**
 * Reads `<profile>/memory.toml` the profile-safe way (no pipe waited on, no link out of the
 * profile, at most {@link MEMORY_FILE_CAP} bytes). No file: an empty memory. Kinds of mods
 * no longer loaded are kept as read (the look only ever asks about a loaded kind).
 */
export function readMemory(home: string): MemoryRead {
  const file = { name: MEMORY_FILE, cap: MEMORY_FILE_CAP, usedNote: "monster memory not used" };
  return readProfileFile<MemoryRead>(home, file, parseMemory, (problems) => ({
    memory: {},
    ...(problems[0] ? { problem: problems[0] } : {}),
  }));
}

function parseMemory(source: string): MemoryRead {
  const doc = profileToml(source, MEMORY_FILE);
  if (typeof doc === "string") return { memory: {}, problem: `${doc}; monster memory not used` };
  const checked = MemoryFile.safeParse(doc);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const where = issue.path.map((p) => printable(String(p))).join(".") || "file";
    return { memory: {}, problem: `${MEMORY_FILE}: ${where}: ${printable(issueWords(issue))}; monster memory not used` };
  }
  return { memory: checked.data.kinds };
}

/** A schema issue in few words, so the line fits the title at 80 columns: `expected number`, `at least 0`. */
function issueWords(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return `expected ${issue.expected === "record" ? "a table" : issue.expected}`;
    case "too_small":
      return `at least ${String(issue.minimum)}`;
    case "too_big":
      return `at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/**
 * Adds a finished run's kills and sightings to the profile's memory and writes it back. A
 * file that could not be read is left exactly where and as it is (the player may want it
 * back): this run is then not remembered, and the line says so. Returns the memory the
 * next run sees and the lines for the player; never throws.
 */
export function rememberRun(home: string, state: GameState): { memory: MonsterMemory; notes: string[] } {
  const before = readMemory(home);
  if (before.problem) return { memory: runMemory(state), notes: [`${before.problem}; this run not added to it`] };
  const memory = joinMemory(before.memory, runMemory(state));
  try {
    writeInProfile(home, MEMORY_FILE, memoryText(memory));
    return { memory, notes: [] };
  } catch (err) {
    const problem = err instanceof WriteProblem ? err : fsProblem(err);
    return { memory, notes: [`monster memory not saved: ${MEMORY_FILE}: ${showProblem(problem)}`] };
  }
}

/** The file's text: kinds in id order, so a diff of two memories reads. */
function memoryText(memory: MonsterMemory): string {
  const kinds: Record<string, KindMemory> = {};
  for (const id of Object.keys(memory).sort()) kinds[id] = { killed: memory[id]!.killed, seen: [...memory[id]!.seen] };
  return `# rustkeep's monster memory: each creature kind your heroes met, how many died, what it was seen doing\n\n${stringify({ kinds })}\n`;
}
