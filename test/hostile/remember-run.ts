/**
 * Run as a child process by the memory-file hostile tests (`node --import tsx`): ends a
 * run that killed a rat in the profile `argv[2]` through the real writer and prints its
 * notes as JSON. A child, so the profile can be mounted read-only around it. The writer
 * reads only the run's kills and sightings, so those are all the state it is handed.
 */
import { rememberRun } from "../../src/profile/memory-file.js";
import type { GameState } from "../../src/game/index.js";

const run = { kills_by_kind: { "core:rat": 1 }, seen_abilities: { "core:rat": ["core:attack"] } } as Partial<GameState> as GameState;
process.stdout.write(JSON.stringify(rememberRun(process.argv[2]!, run).notes));
