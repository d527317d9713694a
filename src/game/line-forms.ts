import type { RegistryName } from "../content/schemas/index.js";
import { closest } from "../lib/did-you-mean.js";
import { COMMANDS, type Command, type CommandKind } from "./commands/index.js";
import type { LineForm } from "./commands/types.js";

const FORMS: readonly LineForm<Command>[] = Object.values(COMMANDS).map((m) => m.line as LineForm<Command>);

/** Every command's line form, in the order of `COMMANDS` (for `rustkeep run --help`). */
export function lineForms(): readonly LineForm<Command>[] {
  return FORMS;
}

/** One script line (`move e`) → a command, or an error naming what is wrong. */
export function parseCommandLine(line: string): Command | { error: string } {
  const [verb = "", ...args] = line.trim().split(/\s+/);
  const form = FORMS.find((f) => f.verb === verb);
  if (!form) {
    const near = closest(
      verb,
      FORMS.map((f) => f.verb),
    );
    const hint = near ? `did you mean "${near}"? ` : "";
    return { error: `unknown command "${verb}" (${hint}commands: ${FORMS.map((f) => f.verb).join(", ")})` };
  }
  const parsed = form.parse(args);
  return typeof parsed === "string" ? { error: parsed } : parsed;
}

/** A command → its script line; `parseCommandLine(formatCommand(c))` gives `c` back. */
export function formatCommand(command: Command): string {
  return formOf(command).format(command);
}

/**
 * The fields of `command` that hold an id the author typed, each with the registry it names.
 * A field that holds a number instead (an item's uid) names no registry entry and is left out.
 */
export function typedIds(command: Command): { readonly field: string; readonly table: RegistryName }[] {
  const ids: Partial<Record<string, RegistryName>> = formOf(command).ids ?? {};
  const typed = (field: string) =>
    Object.hasOwn(command, field) && typeof (command as unknown as Record<string, unknown>)[field] === "string";
  return Object.entries(ids).flatMap(([field, table]) => (table && typed(field) ? [{ field, table }] : []));
}

function formOf(command: Command): LineForm<Command> {
  return COMMANDS[command.kind as CommandKind].line as LineForm<Command>;
}
