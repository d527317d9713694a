import { existsSync } from "node:fs";
import { join } from "node:path";
import { parse, TomlError } from "smol-toml";
import * as z from "zod";
import { didYouMean } from "../lib/did-you-mean.js";
import { firstLine } from "../lib/errors.js";
import { fsProblem } from "../profile/fs-problem.js";
import { inspectDoc } from "./hostile.js";
import { loadsAfter } from "./dependency.js";
import type { ModFolder } from "./manifest.js";
import { editLoadOrder } from "../profile/load-order-edit.js";
import { LOAD_ORDER_FILE, moveAside, readLoadOrderText, writeLoadOrderFile } from "../profile/load-order-file.js";
import { compareCodeUnits } from "../profile/safe-fs.js";
import { mapLines } from "./toml-lines.js";
import { validate, withCost } from "./validate.js";
import type { WarningSink } from "./warnings.js";
import { pushAll } from "../lib/arrays.js";

const loadOrderSchema = z.strictObject({
  order: z.array(z.string()).default([]),
  disabled: z.array(z.string()).default([]),
});

/** The player's mod list after healing: `order` is every known mod, `enabled` the ones that load. */
export interface LoadOrder {
  readonly order: readonly string[];
  readonly disabled: readonly string[];
  readonly enabled: readonly string[];
  /** Listed mods whose folder is there but whose manifest is broken: kept in `order` and `disabled`, not loaded. */
  readonly broken?: readonly string[];
}

/** How a load treats the file besides healing it. */
export interface HealOptions {
  /** Ids a folder whose manifest is broken may hold (`discoverMods`): listed, they keep their place and mark. */
  readonly broken?: ReadonlySet<string>;
  /** Another rustkeep plays in the profile: the file is read, never written nor moved aside. */
  readonly keep?: boolean;
}

/**
 * Phase 1b: reads `load_order.toml` from the profile and heals it against the mods on
 * disk: a new mod is appended (enabled) with a notice, a vanished one dropped with a
 * warning, and the file rewritten. A missing file is created with every mod, `core` first. A file
 * that cannot be parsed is kept as `load_order.toml.broken` and replaced. A mod whose folder
 * is there but whose manifest is broken is no vanished mod: it keeps its place and its disabled
 * mark until it is fixed (and does not load meanwhile).
 */
export function healLoadOrder(home: string, mods: ReadonlyMap<string, ModFolder>, sink: WarningSink, how: HealOptions = {}): LoadOrder {
  const broken = how.broken ?? new Set<string>();
  const write = how.keep ? () => {} : writeLoadOrder;
  const path = join(home, LOAD_ORDER_FILE);
  const found = dependenciesFirst(
    [...mods.keys()].sort((a, b) => (a === "core" ? -1 : b === "core" ? 1 : compareCodeUnits(a, b))),
    mods,
  );
  const listed = existsSync(path) ? readListed(path, sink, how.keep) : undefined;
  if (!listed) {
    const created = { order: found, disabled: [], enabled: found };
    write(path, created, sink);
    return created;
  }
  const keep = (ids: readonly string[], key: "order" | "disabled") => {
    const seen = new Set<string>();
    return ids.filter((id, i) => {
      const line = listed.lines.lineOf([key, i]);
      if (seen.has(id)) {
        sink.add({ file: LOAD_ORDER_FILE, line, subject: id, message: `listed twice in ${key}; the later mention is dropped` });
        return false;
      }
      seen.add(id);
      if (mods.has(id) || broken.has(id)) return true;
      sink.add({
        file: LOAD_ORDER_FILE,
        line,
        subject: id,
        message: `no mod folder with this id${didYouMean(id, mods.keys())}; dropped from the list`,
      });
      return false;
    });
  };
  const order = keep(listed.order, "order");
  const disabled = keep(listed.disabled, "disabled");
  // A disabled mod keeps a place in the order, so enabling it later is one edit.
  for (const id of disabled) if (!order.includes(id)) order.push(id);
  for (const id of found) {
    if (order.includes(id)) continue;
    // A new mod goes before the first listed mod that depends on it, else to the end.
    const dependant = order.findIndex((other) => loadsAfterOf(mods.get(other)).includes(id));
    if (dependant === -1) order.push(id);
    else order.splice(dependant, 0, id);
    const where = dependant === -1 ? "appended" : `placed before ${order[dependant + 1]}, which depends on it`;
    sink.notice({
      kind: "mod_added",
      file: LOAD_ORDER_FILE,
      line: 1,
      subject: id,
      message: `new mod found in ${mods.get(id)!.dir}; ${where} (enabled)`,
    });
  }
  const waiting = order.filter((id) => !mods.has(id));
  const healed = {
    order,
    disabled,
    enabled: order.filter((id) => mods.has(id) && !disabled.includes(id)),
    ...(waiting.length ? { broken: waiting } : {}),
  };
  const same =
    JSON.stringify(healed.order) === JSON.stringify(listed.order) && JSON.stringify(healed.disabled) === JSON.stringify(listed.disabled);
  // The player's comments and layout stay: the lists are edited in the text (a repaired file is written anew).
  if (!same || listed.repaired) write(path, healed, sink, listed.repaired ? undefined : editLoadOrder(listed.text, healed));
  return healed;
}

/**
 * `ids` reordered so each mod comes after the mods it depends on, otherwise keeping the
 * given order. Only for lists rustkeep writes itself: the player's order is never sorted.
 */
export function dependenciesFirst(ids: readonly string[], mods: ReadonlyMap<string, ModFolder>): string[] {
  const placed: string[] = [];
  const rest = [...ids];
  while (rest.length) {
    const i = rest.findIndex((id) => loadsAfterOf(mods.get(id)).every((d) => placed.includes(d) || !rest.includes(d)));
    // A dependency cycle: keep the given order and let the dependency check report it.
    pushAll(placed, rest.splice(i === -1 ? 0 : i, 1));
  }
  return placed;
}

interface Listed {
  order: string[];
  disabled: string[];
  lines: ReturnType<typeof mapLines>;
  repaired: boolean;
  /** The file as the player wrote it. */
  text: string;
}

function readListed(path: string, sink: WarningSink, keep = false): Listed | undefined {
  let text = "";
  try {
    const read = readLoadOrderText(path);
    if (!read.ok) throw Object.assign(new Error(read.reason), { line: read.line });
    text = read.text;
    const data = parse(text);
    const { tooBig } = inspectDoc(data);
    if (tooBig) throw Object.assign(new Error(tooBig.message), { line: mapLines(text).lineOf(tooBig.path) });
    const result = validate(loadOrderSchema, data, () => mapLines(text));
    for (const w of result.warnings)
      sink.add({ file: LOAD_ORDER_FILE, line: w.line, subject: "load order", message: withCost(w, result.ok, "file not used") });
    if (!result.ok) throw new Error("order and disabled must be lists of mod ids");
    return { ...result.value, lines: mapLines(text), repaired: result.warnings.length > 0, text };
  } catch (err) {
    const line = err instanceof TomlError ? err.line : ((err as { line?: number }).line ?? 1);
    if (keep) {
      sink.add({
        file: LOAD_ORDER_FILE,
        line,
        subject: "load order",
        message: `cannot be read (${firstLine(err)}); left as it is (another rustkeep plays in this profile), this load uses every mod`,
      });
      return undefined;
    }
    let backup: string;
    try {
      backup = moveAside(path);
    } catch (moveErr) {
      const message = `cannot be read (${firstLine(err)}) nor moved aside (${fsProblem(moveErr).reason}); this load uses every mod`;
      sink.add({ file: LOAD_ORDER_FILE, line, subject: "load order", message });
      return undefined;
    }
    sink.add({
      file: LOAD_ORDER_FILE,
      line,
      subject: "load order",
      message: `cannot be read (${firstLine(err)}); kept as ${backup} and written anew with every mod enabled`,
    });
    return undefined;
  }
}

/** Writes the file (`edited`: the player's text with the lists changed); a failure is a warning, and the load goes on. */
function writeLoadOrder(path: string, lo: LoadOrder, sink: WarningSink, edited?: string): void {
  try {
    writeLoadOrderFile(path, lo, edited);
  } catch (err) {
    const message = `could not be written (${fsProblem(err).reason}); this load goes on without saving it`;
    sink.add({ file: LOAD_ORDER_FILE, line: 1, subject: "load order", message });
  }
}

/** What a mod must come after when present (its required and optional dependencies). */
function loadsAfterOf(mod: ModFolder | undefined): string[] {
  return mod ? loadsAfter(mod.manifest) : [];
}
