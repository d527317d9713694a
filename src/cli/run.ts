import type { Registries } from "../content/registries.js";
import { REGISTRY_NOUN } from "../content/schemas/index.js";
import {
  COMMANDS,
  createGame,
  DEFAULT_HERO_NAME,
  DIFFICULTIES,
  type Difficulty,
  formatCommand,
  Game,
  lineForms,
  parseCommandLine,
  typedIds,
  type Command,
  type Outcome,
  needsWizard,
} from "../game/index.js";
import { buildFloor } from "../gen/build-floor.js";
import { resolveTypedId } from "../lib/did-you-mean.js";
import { typedRenames } from "../content/id-history.js";
import { readTextFile } from "../profile/safe-read.js";
import { printable } from "../lib/safe-text.js";
import type { Context } from "./context.js";
import { loadOrReport, sayWarnings } from "./load-or-report.js";
import { questJson, questText } from "./run-quests.js";
import { conversationJson, conversationText } from "./run-talk.js";
import { headerOf, logRefusal, resume } from "../save/resume.js";
import { slotPath } from "../profile/save-slot.js";
import { writeSlot } from "../save/slot.js";
import { WriteProblem } from "../profile/fs-problem.js";
import { takeProfileLock } from "../profile/profile-lock.js";
import { VERSION } from "./version.js";
import { floorFlag } from "./floor-flag.js";

/** How `rustkeep run` plays its script: the flags besides the profile. */
export interface ScriptRun {
  readonly seed: string;
  readonly script: string;
  readonly json: boolean;
  readonly load?: string;
  /** `--wizard`: give, spawn and set lines work, and the run (new or loaded) is a wizard run. */
  readonly wizard: boolean;
  /** `--floor N` as typed: every create line starts there. */
  readonly floor?: string;
}

const CREATE_USAGE = "create <option ids…> [name=N] [mode=easy|normal]";

/** Every line a script may hold, `[usage, what it does]`, for `rustkeep run --help`: the create line, then each command's line form. */
export function scriptLines(): [string, string][] {
  return [
    [CREATE_USAGE, `make the hero (default name: ${DEFAULT_HERO_NAME})`],
    ...lineForms().map((f): [string, string] => [f.usage, f.summary]),
    ["save", "write the run into the profile's save slot (saves/save.toml)"],
    ["load", "go on from the profile's save slot"],
  ];
}

/** The script line that starts a run: `create <option ids…>`, with an optional `name=…` and `mode=easy|normal`. */
function parseCreate(
  registries: Registries,
  args: readonly string[],
  say: (notice: string) => void,
): { options: string[]; name: string; difficulty: Difficulty } | { error: string } {
  const name = args.find((a) => a.startsWith("name="))?.slice(5) || DEFAULT_HERO_NAME;
  const mode = args.find((a) => a.startsWith("mode="))?.slice(5) ?? "normal";
  const difficulty = DIFFICULTIES.find((d) => d === mode);
  if (!difficulty) return { error: `unknown mode "${mode}" (one of: ${DIFFICULTIES.join(", ")})` };
  const options: string[] = [];
  for (const word of args.filter((a) => !a.startsWith("name=") && !a.startsWith("mode="))) {
    const found = resolveTypedId(word, registries.options.ids(), "option", typedRenames(registries.history, ["options"]));
    if ("error" in found) return found;
    if (found.notice) say(found.notice);
    options.push(found.id);
  }
  return { options, name, difficulty };
}

/** A command with each typed id (`use attack`) resolved to the full id it names. */
function resolveIds(registries: Registries, command: Command, say: (notice: string) => void): Command | { error: string } {
  const resolved: Record<string, unknown> = { ...command };
  for (const { field, table } of typedIds(command)) {
    const found = resolveTypedId(
      String(resolved[field]),
      registries[table].ids(),
      REGISTRY_NOUN[table],
      typedRenames(registries.history, [table]),
    );
    if ("error" in found) return found;
    if (found.notice) say(found.notice);
    resolved[field] = found.id;
  }
  return resolved as unknown as Command;
}

/**
 * One script line's result in `--json`: its line number, the command as the game read it
 * (ids in full, directions short), its outcome, the turn count after it, and, in a
 * conversation, the dialog options shown or the shop's goods with prices and the hero's gold,
 * and after a line that started or advanced a quest, the quest log.
 */
type JsonOutcome = { line: number; command: string; turn: number; dialog?: unknown; shop?: unknown; quests?: unknown } & (
  { kind: "created" | "saved" | "loaded"; messages: readonly string[] } | Told
);

/** An outcome as a script's report shows it: what the game told, without its changes (the report says them its own way). */
type Told<O = Outcome> = O extends unknown ? Omit<O, "changes"> : never;

/**
 * `rustkeep run --seed S --script FILE [--json]`: plays a script through `Game.execute`
 * exactly as the UI would, one command per line, printing every outcome (or, with
 * `--json`, one document `{seed, outcomes, state}`). Nothing in the output depends on
 * time or machine, so the same seed and script print the same bytes.
 */
export async function runScript(ctx: Context, run: ScriptRun): Promise<number> {
  const { seed, script: scriptPath, json, load: loadPath, wizard } = run;
  // A pipe or /dev/zero as the script is refused, not waited on or read without end.
  const read = readTextFile(scriptPath);
  if (!read.ok) {
    ctx.err(`cannot read script ${printable(scriptPath)}: ${printable(read.reason)}`);
    return 2;
  }
  const text = read.text;
  // A script that saves writes the slot a game in this profile would overwrite on quit: one at a time.
  const writes = text.split(/\r?\n/).some((l) => l.replace(/#.*/, "").trim() === "save");
  const lock = writes ? takeProfileLock(ctx.home) : undefined;
  if (lock && !lock.ok) {
    ctx.err(`rustkeep: ${lock.line}`);
    return 1;
  }
  if (lock?.said) ctx.err(lock.said);
  const load = await loadOrReport(ctx);
  if (!load) return 1;
  sayWarnings(ctx, load);
  const registries = load.registries;
  const floor = run.floor === undefined ? undefined : floorFlag(registries, run.floor);
  if (typeof floor === "object") {
    ctx.err(printable(floor.error));
    return 2;
  }
  let game: Game | undefined;
  // Kept only for --json (one document, printed whole once the script played through, or not
  // at all when a line fails); the text form prints each line as it is played and keeps nothing.
  const outcomes: JsonOutcome[] = [];
  const keep = (o: JsonOutcome) => void (json && outcomes.push(o));
  // A save is refused with one line naming the file; its warnings (mods gone) are printed, then play goes on.
  const fromSave = (path: string | undefined, where: string): Game | undefined => {
    const back = resume(load, ctx.home, VERSION, buildFloor, path);
    if ("refused" in back) {
      logRefusal(load, back, path);
      ctx.err(`${where}: cannot load ${printable(path ?? slotPath(ctx.home))}: ${printable(back.refused)}`);
      for (const p of back.problems ?? []) ctx.err(`  ${printable(p)}`);
      return undefined;
    }
    for (const n of back.notices) ctx.err(`${where}: notice: ${printable(n)}`);
    for (const w of back.warnings) ctx.err(`${where}: ${printable(w)}`);
    // A run played on with --wizard is a wizard run from then on (and its save says so).
    if (wizard) back.game.state.wizard = true;
    return back.game;
  };
  if (loadPath !== undefined) {
    game = fromSave(loadPath, "--load");
    if (!game) return 1;
  }
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/#.*/, "").trim();
    if (!line) continue;
    const fail = (message: string) => (ctx.err(`${scriptPath}:${i + 1}: ${message}`), 2);
    const say = (notice: string) => ctx.err(`${scriptPath}:${i + 1}: ${printable(notice)}`);
    const [verb, ...args] = line.split(/\s+/);
    if (verb === "create") {
      const hero = parseCreate(registries, args, say);
      if ("error" in hero) return fail(hero.error);
      const made = createGame(
        registries,
        { seed, ...hero, wizard, ...(floor === undefined ? {} : { floor }) },
        { buildFloor, scripts: load.scripts },
      );
      if (!(made instanceof Game)) return fail(made.error);
      game = made;
      const command = ["create", ...hero.options, `name=${hero.name}`, ...(hero.difficulty === "easy" ? ["mode=easy"] : [])].join(" ");
      keep({ line: i + 1, command, kind: "created", messages: [...game.state.log], turn: 0 });
      if (!json) ctx.out(`${line} → ${game.state.log.join(" ")}`);
      continue;
    }
    if ((verb === "save" || verb === "load") && args.length === 0) {
      if (verb === "load") {
        const back = fromSave(undefined, `${scriptPath}:${i + 1}`);
        if (!back) return 1;
        game = back;
      } else {
        if (!game) return fail(`the script must start with "${CREATE_USAGE}"`);
        const problem = saveProblem(ctx.home, game, load);
        if (problem) return fail(problem);
      }
      const said =
        verb === "save"
          ? game.state.over
            ? "The run is over: nothing to save."
            : `Saved to ${slotPath(ctx.home)}.`
          : `Loaded turn ${game.state.turn}.`;
      keep({ line: i + 1, command: verb, kind: verb === "save" ? "saved" : "loaded", messages: [said], turn: game.state.turn });
      if (!json) ctx.out(`${line} → ${said}`);
      continue;
    }
    const parsed = parseCommandLine(line);
    // Refused like any bad line, before the game is asked: a script that cheats says so up front.
    if (!("error" in parsed) && COMMANDS[parsed.kind].wizard && !wizard) return fail(needsWizard(verb!));
    const command = "error" in parsed ? parsed : resolveIds(registries, parsed, say);
    if ("error" in command) return fail(command.error);
    if (!game) return fail(`the script must start with "${CREATE_USAGE}"`);
    const outcome = game.execute(command, registries);
    // A line that started or advanced a quest says where every quest stands.
    const { changes, ...told } = outcome;
    const questsMoved = changes.questsMoved;
    if (json) {
      const quests = questsMoved ? questJson(game.state, registries) : {};
      const talk = conversationJson(game.state, registries);
      keep({ line: i + 1, command: formatCommand(command), ...told, turn: game.state.turn, ...talk, ...quests });
    }
    const said = [conversationText(game.state, registries), questsMoved ? questText(game.state, registries) : undefined]
      .filter(Boolean)
      .join(" ");
    if (!json) ctx.out(`${line} → ${describe(outcome, game)}${said ? ` ${said}` : ""}`);
    // Printed is not gone: a reader slower than the game would pile every line up in memory.
    const backlog = ctx.backlog?.();
    if (backlog) await backlog;
  }
  if (json) ctx.out(JSON.stringify({ seed, outcomes, state: game?.state ?? null }, null, 2));
  return 0;
}

/** Saves into the profile's slot; the reason it could not, if it could not. */
function saveProblem(home: string, game: Game, load: Parameters<typeof headerOf>[0]): string | undefined {
  try {
    writeSlot(home, game.state, headerOf(load, VERSION));
    return undefined;
  } catch (err) {
    if (err instanceof WriteProblem) return `cannot save: ${err.message}`;
    throw err;
  }
}

/** `turn 4 [room_entered core:kennel] The rat bites.` or `rejected: A wall blocks the way.` */
function describe(outcome: Outcome, game: Game): string {
  const events = outcome.events.filter((e) => e.type !== "turn_started" && e.type !== "turn_ended");
  const said = [...events.map((e) => `[${e.type}${e.data ? ` ${Object.values(e.data).join(" ")}` : ""}]`), ...outcome.messages].join(" ");
  const result = outcome.kind === "turn_passed" ? `turn ${game.state.turn}` : `rejected: ${outcome.reason}`;
  return `${result}${said ? ` ${said}` : ""}`;
}
