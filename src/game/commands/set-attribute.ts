import { ATTRIBUTE_NAMES, type AttributeName } from "../../content/catalog.js";
import { closest } from "../../lib/did-you-mean.js";
import { countedAttribute } from "../attributes.js";
import { clampVitals } from "../equipment.js";
import { followedMax } from "../rules/damage.js";
import type { CommandModule } from "./types.js";
import { MAX_SET } from "./wizard-lines.js";

/** Wizard mode: set one of the hero's base attributes (before modifiers and gear). Setting max health (stamina) fills it. */
export interface SetAttributeCommand {
  readonly kind: "set_attribute";
  readonly attribute: AttributeName;
  readonly value: number;
}

const isAttribute = (word: string): word is AttributeName => (ATTRIBUTE_NAMES as readonly string[]).includes(word);

export const setAttribute: CommandModule<SetAttributeCommand> = {
  modes: ["exploring", "fighting"],
  wizard: true,
  handle(command, ctx) {
    const hero = ctx.state.player;
    const health = hero.health;
    hero.base[command.attribute] = command.value;
    // A wizard raising a maximum is setting the hero up for a fight: it comes full.
    if (command.attribute === "max_health") hero.health = countedAttribute(hero, "max_health", ctx.registries, ctx.state);
    if (command.attribute === "max_stamina") hero.stamina = countedAttribute(hero, "max_stamina", ctx.registries, ctx.state);
    clampVitals(hero, ctx.registries, ctx.state);
    // No wizard line kills: a max health set to 0 or below leaves the hero standing on 1.
    hero.health = Math.max(1, hero.health);
    ctx.log(`Your base ${command.attribute} is now ${command.value}.`);
    // As every other change of max health does, so the log's numbers follow on.
    followedMax(ctx, hero, health);
    return { kind: "done" };
  },
  line: {
    verb: "set",
    usage: "set <attribute> <number>",
    summary: "wizard: set the hero's base attribute (strength 40, max_health 500)",
    parse(args) {
      const [name, value, ...rest] = args;
      if (!name || value === undefined || rest.length) return "set takes an attribute and a number, like: set strength 40";
      if (!isAttribute(name)) {
        const near = closest(name, ATTRIBUTE_NAMES);
        return `no attribute "${name}"${near ? ` (did you mean "${near}"?)` : ""}; attributes: ${ATTRIBUTE_NAMES.join(", ")}`;
      }
      // Number("") is 0 and Number("1e999") is Infinity: only a plain decimal is a value.
      const n = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(n) || Math.abs(n) > MAX_SET)
        return `the value is a number from -${MAX_SET.toLocaleString("en-US")} to ${MAX_SET.toLocaleString("en-US")}, like 40 or 0.5`;
      return { kind: "set_attribute", attribute: name, value: n };
    },
    format: (c) => `set ${c.attribute} ${c.value}`,
  },
};
