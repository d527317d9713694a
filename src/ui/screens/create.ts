import type { Registries } from "../../content/registries.js";
import { DEFAULT_HERO_NAME } from "../../game/index.js";
import type { OptionCategoryDef, OptionDef } from "../../content/schemas/index.js";
import type { Input } from "../keymap.js";
import { moveCursor } from "../menu.js";
import { NONE, type Response, type ScreenContext, type ScreenModule } from "../screen-stack.js";
import { askToQuit } from "./confirm.js";

/** Character creation: one step per option category in registry order, then the name. */
export interface CreateScreen {
  readonly kind: "create";
  /** Index into the option categories; one past the last is the name step. */
  readonly step: number;
  readonly cursor: number;
  /** Chosen option ids, one list per category step (kept when stepping back). */
  readonly chosen: readonly (readonly string[])[];
  readonly name: string;
  /** Set when the last key was refused because the name is full (the view says so). */
  readonly full?: boolean;
  /** Set when the player chose easy mode on the name step (Tab); absent is the balanced game. */
  readonly easy?: boolean;
}

/** The name a hero gets when the player just presses Enter (the same a script's hero gets). */
export const DEFAULT_NAME = DEFAULT_HERO_NAME;
export const NAME_LIMIT = 20;

export function initialCreate(): CreateScreen {
  return { kind: "create", step: 0, cursor: 0, chosen: [], name: "" };
}

/** The category a step asks about; undefined on the name step. */
export function stepCategory(registries: Registries, step: number): OptionCategoryDef | undefined {
  return registries.option_categories.all()[step];
}

/** A category's options, in registry order. */
export function optionsOf(registries: Registries, category: string): OptionDef[] {
  return registries.options.all().filter((o) => o.category === category);
}

export const create: ScreenModule<CreateScreen> = {
  mode: (screen, ctx) => (stepCategory(ctx.registries, screen.step) ? "keys" : "text"),
  handle(screen, input, ctx) {
    if (input === "quit") return askToQuit(false);
    if (input === "help") return { type: "push", screen: { kind: "help" } };
    if (input === "cancel") return back(screen, ctx);
    const category = stepCategory(ctx.registries, screen.step);
    return category ? pickStep(screen, input, category, ctx) : nameStep(screen, input);
  },
};

function pickStep(screen: CreateScreen, input: Input, category: OptionCategoryDef, ctx: ScreenContext): Response {
  const options = optionsOf(ctx.registries, category.id);
  const highlighted = options[screen.cursor];
  const picked = screen.chosen[screen.step] ?? [];
  if (input === "north" || input === "south") {
    return replace({ ...screen, cursor: moveCursor(screen.cursor, input === "north" ? -1 : 1, options.length) });
  }
  if (!highlighted) return NONE;
  if (input === "toggle" && category.pick > 1) {
    const on = picked.includes(highlighted.id);
    // Never hold more than `pick`: the player unmarks one first.
    if (!on && picked.length >= category.pick) return NONE;
    const next = on ? picked.filter((id) => id !== highlighted.id) : [...picked, highlighted.id];
    return replace(withChosen(screen, next));
  }
  if (input === "confirm") {
    if (category.pick === 1) return replace(forward(withChosen(screen, [highlighted.id]), ctx));
    if (picked.length === category.pick) return replace(forward(screen, ctx));
  }
  return NONE;
}

function nameStep(screen: CreateScreen, input: Input): Response {
  const { full: _, ...rest } = screen;
  if (typeof input === "object") {
    const chars = [...screen.name, ...input.char];
    const name = chars.slice(0, NAME_LIMIT).join("");
    return replace(chars.length > NAME_LIMIT ? { ...rest, name, full: true } : { ...rest, name });
  }
  if (input === "backspace") return replace({ ...rest, name: [...screen.name].slice(0, -1).join("") });
  // Tab, not a letter: the name step takes typed text. The balanced game stays the default.
  if (input === "tab") {
    const { easy, ...normal } = rest;
    return replace(easy ? normal : { ...normal, easy: true });
  }
  if (input === "confirm") {
    const mode = screen.easy ? { difficulty: "easy" as const } : {};
    return { type: "start", name: screen.name.trim() || DEFAULT_NAME, options: screen.chosen.flat(), ...mode };
  }
  return NONE;
}

function replace(screen: CreateScreen): Response {
  return { type: "replace", screen };
}

function withChosen(screen: CreateScreen, picked: readonly string[]): CreateScreen {
  const chosen = [...screen.chosen];
  chosen[screen.step] = picked;
  return { ...screen, chosen };
}

/** The cursor a step starts on: the option chosen there before, else the first. */
function cursorFor(screen: CreateScreen, step: number, ctx: ScreenContext): number {
  const category = stepCategory(ctx.registries, step);
  const first = screen.chosen[step]?.[0];
  if (!category || first === undefined) return 0;
  return Math.max(
    0,
    optionsOf(ctx.registries, category.id).findIndex((o) => o.id === first),
  );
}

function forward(screen: CreateScreen, ctx: ScreenContext): CreateScreen {
  return { ...screen, step: screen.step + 1, cursor: cursorFor(screen, screen.step + 1, ctx) };
}

/** Escape: one step back; on the first step, back to the title. */
function back(screen: CreateScreen, ctx: ScreenContext): Response {
  if (screen.step === 0) return { type: "pop" };
  return replace({ ...screen, step: screen.step - 1, cursor: cursorFor(screen, screen.step - 1, ctx) });
}
