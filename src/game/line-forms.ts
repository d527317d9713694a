import { COMMANDS, type Command, type CommandKind } from "./commands/index.js";
import type { LineForm } from "./commands/types.js";

const FORMS = Object.values(COMMANDS).map((m) => m.line as LineForm<Command>);

/** One script line (`move e`) → a command, or an error naming what is wrong. */
export function parseCommandLine(line: string): Command | { error: string } {
  const [verb, ...args] = line.trim().split(/\s+/);
  const form = FORMS.find((f) => f.verb === verb);
  if (!form) return { error: `unknown command "${verb}" (commands: ${FORMS.map((f) => f.verb).join(", ")})` };
  const parsed = form.parse(args);
  return typeof parsed === "string" ? { error: parsed } : parsed;
}

/** A command → its script line; `parseCommandLine(formatCommand(c))` gives `c` back. */
export function formatCommand(command: Command): string {
  return (COMMANDS[command.kind as CommandKind].line as LineForm<Command>).format(command);
}
