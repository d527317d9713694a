import fc from "fast-check";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import type { EntryOrigin } from "../../src/loader/source-file.js";
import { load, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

const FROST: Record<string, string> = {
  "items.toml": `[[items]]
id = "ice_axe"
name = "Ice axe"
symbol = { char = "/", color = "cyan" }
slot = "core:main_hand"
base_price = 40
modifiers = [
  { attribute = "strength", flat = 2 },
  { attribute = "resistance.cold", percent = 10 },
]
triggers = [{ on = "attack_hit", chance = 0.2, actions = [{ add_modifier = "frost:chilled", to = "target" }] }]

[[items]]
id = "shard"
name = "Shard"
symbol = { char = "*" }
stackable = true

[[items]]
overrides = "core:gold"
name = "Cold gold"
symbol = { char = "$", color = "yellow" }
stackable = true
`,
  "more.toml": `[[modifiers]]
id = "chilled"
name = "Chilled"
duration = 3
modifiers = [{ attribute = "initiative", flat = -2 }]

[[loot_tables]]
id = "drops"
rolls = 2
entries = [
  { item = "frost:shard", weight = 5, count = "1-3" },
  { item = "frost:ice_axe", weight = 1 },
  { nothing = true, weight = 4 },
]

[[creatures]]
id = "yeti"
name = "Yeti"
symbol = { char = "Y", color = "white" }
attributes = { strength = 6, max_health = 30, resistance = { cold = 0.5 } }
ai = [{ condition = [{ health_below = 0.5 }], ability = "core:attack" }, { ability = "core:attack" }]
loot = "frost:drops"

[balance]
sell_factor = 0.35
`,
};

const ALPHABET = [..."[]{}=\"',.#\n abcxyz_:0123456789-"];

/** One edit to a text: truncate, insert, delete or replace at a position. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant("truncate" as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constantFrom("insert" as const, "replace" as const, "delete" as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    text: fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 6 }).map((a) => a.join("")),
  }),
);

type Edit = { kind: "truncate" | "insert" | "replace" | "delete"; at: number; text?: string };

function apply(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of edits) {
    const i = Math.floor(e.at * out.length);
    if (e.kind === "truncate") out = out.slice(0, i);
    else if (e.kind === "insert") out = out.slice(0, i) + e.text + out.slice(i);
    else if (e.kind === "replace") out = out.slice(0, i) + e.text + out.slice(i + e.text!.length);
    else out = out.slice(0, i) + out.slice(i + e.text!.length);
  }
  return out;
}

describe("the pipeline under mutated TOML", () => {
  it("never throws, and every entry that does not load is named in a warning", () => {
    const profile = makeProfile({ frost: { "manifest.toml": manifest("frost", ["core"]), ...FROST } }, { core: TINY_CORE });
    const dir = join(profile.home, "mods", "frost");
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(FROST)), fc.array(edit, { minLength: 1, maxLength: 4 }), (file, edits) => {
        const texts = { ...FROST, [file]: apply(FROST[file]!, edits as Edit[]) };
        for (const [name, text] of Object.entries(texts)) writeFileSync(join(dir, name), text);
        const result = load(profile);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        for (const [name, text] of Object.entries(texts)) {
          const display = `frost/${name}`;
          const here = result.warnings.filter((w) => w.file === display);
          let doc: Record<string, unknown>;
          try {
            doc = parse(text) as Record<string, unknown>;
          } catch {
            expect(here.some((w) => w.lost === "file")).toBe(true);
            continue;
          }
          for (const table of REGISTRY_NAMES) {
            const entries = doc[table];
            if (!Array.isArray(entries)) {
              if (entries !== undefined) expect(here.some((w) => w.subject === table)).toBe(true);
              continue;
            }
            entries.forEach((raw: Record<string, unknown> | unknown, i) => {
              const r = (raw ?? {}) as Record<string, unknown>;
              const id = typeof r["overrides"] === "string" ? (r["overrides"] as string) : `frost:${String(r["id"])}`;
              const origin = result.registries[table].origin(id) as EntryOrigin | undefined;
              const loaded = origin?.file === display && origin.index === i;
              if (loaded) return;
              const named = here.some((w) => w.lost === "entry" && (w.subject === id || w.subject === `${table}[${i}]`));
              if (!named) throw new Error(`${display} ${table}[${i}] (${id}) was lost without a warning:\n${text}`);
            });
          }
        }
      }),
      { numRuns: 300, seed: 20261129 },
    );
  });
});
