import { readFileSync } from "node:fs";
import { createGame, Game, parseCommandLine } from "../game/index.js";
import { buildFloor } from "../gen/build-floor.js";
import { firstLine } from "../lib/errors.js";
import { printable } from "../lib/safe-text.js";
import type { Context } from "./context.js";
import { loadOrReport } from "./load-or-report.js";

/** The script line that starts a run: `create <option ids…>`, with an optional `name=…`. */
function parseCreate(args: readonly string[]): { options: string[]; name: string } {
  const name = args.find((a) => a.startsWith("name="))?.slice(5) ?? "Hero";
  return { options: args.filter((a) => !a.startsWith("name=")), name };
}

/**
 * `rustkeep run --seed S --script FILE [--json]`: plays a script through `Game.execute`
 * exactly as the UI would, one command per line, printing every outcome. Nothing in the
 * output depends on time or machine, so the same seed and script print the same bytes.
 */
export function runScript(ctx: Context, seed: string, scriptPath: string, json: boolean): number {
  let text: string;
  try {
    text = readFileSync(scriptPath, "utf8");
  } catch (err) {
    ctx.err(`cannot read script ${printable(scriptPath)}: ${printable(firstLine(err))}`);
    return 2;
  }
  const load = loadOrReport(ctx);
  if (!load) return 1;
  if (load.warnings.length) ctx.err(`${load.warnings.length} load warning(s); see ${load.logPath}`);
  const registries = load.registries;
  let game: Game | undefined;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/#.*/, "").trim();
    if (!line) continue;
    const where = `${scriptPath}:${i + 1}`;
    const [verb, ...args] = line.split(/\s+/);
    if (verb === "create") {
      const made = createGame(registries, { seed, ...parseCreate(args) }, buildFloor);
      if (!(made instanceof Game)) {
        ctx.err(`${where}: ${made.error}`);
        return 2;
      }
      game = made;
      ctx.out(`${line} → ${game.state.log.join(" ")}`);
      continue;
    }
    const command = parseCommandLine(line);
    if ("error" in command) {
      ctx.err(`${where}: ${command.error}`);
      return 2;
    }
    if (!game) {
      ctx.err(`${where}: the script must start with "create <option ids…>"`);
      return 2;
    }
    const outcome = game.execute(command, registries);
    const events = outcome.events.filter((e) => e.type !== "turn_started" && e.type !== "turn_ended");
    const said = [
      ...events.map((e) => `[${e.type}${e.data ? ` ${Object.values(e.data).join(" ")}` : ""}]`),
      ...outcome.messages,
    ].join(" ");
    const result = outcome.kind === "turn_passed" ? `turn ${game.state.turn}` : `rejected: ${outcome.reason}`;
    ctx.out(`${line} → ${result}${said ? ` ${said}` : ""}`);
  }
  if (json && game) ctx.out(JSON.stringify(game.state, null, 2));
  return 0;
}
