import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatWarnings } from "../../src/loader/cascades.js";
import { loadModsSync as loadMods } from "../../src/loader/load.js";
import { coreAndFrost, loadOk, makeProfile, manifest, SHOP_CORE, TINY_CORE } from "../helpers/profile.js";

/** Loads the tiny core and a mod `frost` whose one file `a.toml` is `text`; the warnings as `check` prints them. */
function frostSays(text: string): string[] {
  return formatWarnings(loadOk(makeProfile(coreAndFrost({ "a.toml": text }))).warnings);
}

describe("TOML syntax errors name line and column, quote the line and say what was meant", () => {
  const slip = (text: string, expected: string) => expect(frostSays(text)).toEqual([expected]);

  it("a decimal comma", () => {
    slip(
      `[[slots]]\nid = "ring"\nname = "Ring"\n\n[[abilities]]\nid = "x"\nchance = 0,45\n`,
      'frost/a.toml:7:10: a.toml — TOML syntax error at "chance = 0,45": a decimal point, not a comma: 0.45; file skipped',
    );
  });

  it("a leading dot", () => {
    slip(
      `[balance]\nluck_factor = .45\n`,
      'frost/a.toml:2:15: a.toml — TOML syntax error at "luck_factor = .45": a number needs a digit before the point: 0.45; file skipped',
    );
  });

  it("an unquoted string", () => {
    slip(
      `[[slots]]\nid = "ring"\nname = Goblin\n`,
      'frost/a.toml:3:8: a.toml — TOML syntax error at "name = Goblin": text needs quotes: write name = "Goblin"; file skipped',
    );
  });

  it("an unclosed quote", () => {
    slip(
      `[[slots]]\nid = "ring\nname = "Ring"\n`,
      'frost/a.toml:2:6: a.toml — TOML syntax error at "id = \\"ring": the quote is never closed: write id = "ring" (a string ends on its own line); file skipped',
    );
  });

  it("an unclosed bracket is named on the line that opened it, not where the parser noticed", () => {
    slip(
      `[[items]]\nid = "gem"\nname = "Gem"\ntags = ["frost:a", "frost:b"\nbase_price = 3\n`,
      'frost/a.toml:4:8: a.toml — TOML syntax error at "tags = [\\"frost:a\\", \\"frost:b\\"": the [ is never closed (end the list with ]); file skipped',
    );
    slip(
      `[[items]]\nid = "gem"\nsymbol = { char = "*"\nname = "Gem"\n`,
      'frost/a.toml:3:10: a.toml — TOML syntax error at "symbol = { char = \\"*\\"": the { is never closed (end the inline table with }); file skipped',
    );
  });

  it("a list left open over several lines is named where it opened; a missing comma inside one is not taken for that", () => {
    slip(
      `[[items]]\nid = "gem"\nname = "Gem"\ntags = [\n  "frost:a",\n  "frost:b"\n\n[[slots]]\nid = "ring"\n`,
      'frost/a.toml:4:8: a.toml — TOML syntax error at "tags = [": the [ is never closed (end the list with ]); file skipped',
    );
    slip(
      `[[floors]]\nid = "f"\nsize = [\n  40,\n  30 20,\n]\n`,
      'frost/a.toml:5:6: a.toml — TOML syntax error at "30 20,": expected comma or end of structure; file skipped',
    );
  });

  it("a missing =", () => {
    slip(
      `[[slots]]\nid "ring"\n`,
      'frost/a.toml:2:3: a.toml — TOML syntax error at "id \\"ring\\"": missing "=" between the key and its value: write id = "ring"; file skipped',
    );
  });

  it("an unclosed table header", () => {
    slip(
      `[[slots\nid = "ring"\n`,
      'frost/a.toml:1:1: a.toml — TOML syntax error at "[[slots": the table header is never closed: write [[slots]]; file skipped',
    );
  });

  it("any other syntax error keeps the parser's words, still with line, column and the line quoted", () => {
    slip(
      `[[slots]]\nid = "ring" "x"\n`,
      'frost/a.toml:2:13: a.toml — TOML syntax error at "id = \\"ring\\" \\"x\\"": each key-value declaration must be followed by an end-of-line; file skipped',
    );
  });
});

describe("prefab layout errors name the row's own line and both widths", () => {
  it("a short row in a multi-line layout", () => {
    const lines = frostSays(`[[prefabs]]\nid = "hall"\nlayout = '''\n#####\n#...#\n#..#\n##+##\n'''\n`);
    expect(lines).toEqual([
      "frost/a.toml:6: frost:hall — layout: layout row 3 is 4 wide, the others 5: rows must be equally long; entry not loaded",
    ]);
  });

  it("counts past blank lines at the top, and from the quotes' own line when the rows start beside them", () => {
    const blank = frostSays(`[[prefabs]]\nid = "hall"\nlayout = """\n\n#####\n#...#\n#..e.#\n##+##"""\n`);
    expect(blank).toEqual([
      "frost/a.toml:7: frost:hall — layout: layout row 3 is 6 wide, the others 5: rows must be equally long; entry not loaded",
    ]);
    const beside = frostSays(`[[prefabs]]\nid = "hall"\nlayout = """#####\n#...#\n#..e.#\n##+##"""\n`);
    expect(beside).toEqual([
      "frost/a.toml:5: frost:hall — layout: layout row 3 is 6 wide, the others 5: rows must be equally long; entry not loaded",
    ]);
  });

  it('with more than one row off, the common width is "most rows"', () => {
    const lines = frostSays(`[[prefabs]]\nid = "hall"\nlayout = \'\'\'\n#####\n#...#\n#..#\n#.#\n##+##\n#...#\n\'\'\'\n`);
    expect(lines).toEqual([
      "frost/a.toml:6: frost:hall — layout: layout row 3 is 4 wide, most rows 5: rows must be equally long; entry not loaded",
      "frost/a.toml:7: frost:hall — layout: layout row 4 is 3 wide, most rows 5: rows must be equally long; entry not loaded",
    ]);
  });
});

describe("an entry dropped for its own mistake is named, with where, by whatever refers to it", () => {
  it("a loot table naming an item lost in phase 2 points at the item's warning", () => {
    const lines = load2({
      "items.toml": `[[items]]\nid = "pearl"\nname = "Black pearl"\nsymbol = { char = "o" }\nbase_price = -5\n`,
      "loot.toml": `[[loot_tables]]\nid = "reef"\nentries = [{ item = "tide:pearl", weight = 1 }]\n`,
    });
    expect(lines).toEqual([
      "1 mistake at tide/items.toml:5 cost 2 entries:",
      "  tide/items.toml:5: tide:pearl — base_price: must be at least 0; entry not loaded",
      '    tide/loot.toml:3: tide:reef — entries[0].item: item "tide:pearl" was not loaded (see tide/items.toml:5); entry not loaded',
    ]);
  });
});

describe("a cascade is grouped under its root cause", () => {
  const FILES = {
    "modifiers.toml": `[[modifiers]]\nid = "soaked"\nname = "Soaked"\nduration = 3\nmodifiers = [{ attribute = "resistance.water", flat = 1 }]\n`,
    "items.toml": `[[items]]
id = "cloak"
name = "Cloak"
symbol = { char = "[" }
actions = [{ add_modifier = "tide:soaked" }]

[[items]]
id = "oar"
name = "Oar"
symbol = { char = "/" }
base_price = "cheap"
`,
    "loot.toml": `[[loot_tables]]
id = "drops"
entries = [{ item = "tide:cloak", weight = 1 }]

[[loot_tables]]
id = "outer"
entries = [{ table = "tide:drops", weight = 1 }]
`,
  };
  const ROOT =
    'tide/modifiers.toml:5: tide:soaked — modifiers[0].attribute: "resistance.water" is not an attribute (did you mean "resistance.fire"? one of: strength, dexterity, constitution, intelligence, charisma, max_health, max_stamina, accuracy, evasion, crit_chance, crit_multiplier, initiative, luck, carry_capacity, level, resistance.physical, resistance.fire, resistance.cold, resistance.lightning, resistance.poison, resistance.holy, resistance.shadow, armor); entry not loaded';
  const GROUP = [
    "1 mistake at tide/modifiers.toml:5 cost 4 entries:",
    `  ${ROOT}`,
    '    tide/items.toml:5: tide:cloak — actions[0].add_modifier: modifier "tide:soaked" was not loaded (see tide/modifiers.toml:5); entry not loaded',
    '    tide/loot.toml:3: tide:drops — entries[0].item: item "tide:cloak" was not loaded (see tide/items.toml:5); entry not loaded',
    '    tide/loot.toml:7: tide:outer — entries[0].table: loot table "tide:drops" was not loaded (see tide/loot.toml:3); entry not loaded',
  ];

  it("the root's own warning, then every entry it cost, indented; an unrelated mistake stays its own line", () => {
    const lines = load2(FILES);
    expect(lines).toEqual([
      'tide/items.toml:11: tide:oar — base_price: expected a number, got the string "cheap"; entry not loaded',
      ...GROUP,
    ]);
  });

  it("the load log groups it the same way and still counts every warning", () => {
    const result = loadMods(makeProfile({ core: TINY_CORE, tide: tideMod(FILES) }));
    const log = readFileSync(result.logPath, "utf8");
    expect(log).toContain(
      `Warnings (5):\n${['tide/items.toml:11: tide:oar — base_price: expected a number, got the string "cheap"; entry not loaded', ...GROUP].join("\n")}\n`,
    );
  });
});

describe("an override undone by a cascade is listed under the root, apart from the lost entries", () => {
  it("names the override and counts it apart", () => {
    const lines = load2({
      "a.toml": `[[items]]\nid = "pearl"\nname = "Pearl"\nsymbol = { char = "o" }\nbase_price = -1\n`,
      "b.toml": `[[items]]\noverrides = "core:gold"\nname = "Gold"\nsymbol = { char = "$" }\nactions = [{ give_item = "tide:pearl" }]\n`,
    });
    expect(lines).toEqual([
      "1 mistake at tide/a.toml:5 cost 1 entry and 1 override:",
      "  tide/a.toml:5: tide:pearl — base_price: must be at least 0; entry not loaded",
      '    tide/b.toml:5: core:gold — actions[0].give_item: item "tide:pearl" was not loaded (see tide/a.toml:5); override not applied; core:gold stays as in core/base.toml:5',
    ]);
  });
});

describe("an extension undone by a cascade is counted as an extension", () => {
  it("names what the extension was", () => {
    const lines = formatWarnings(
      loadOk(
        makeProfile({
          core: SHOP_CORE,
          tide: tideMod({
            "a.toml": `[[items]]\nid = "pearl"\nname = "Pearl"\nsymbol = { char = "o" }\nbase_price = -1\n`,
            "b.toml": `[[loot_tables]]\nextends = "core:stock"\nentries = [{ item = "tide:pearl", weight = 1 }]\n`,
          }),
        }),
      ).warnings,
    );
    expect(lines[0]).toBe("1 mistake at tide/a.toml:5 cost 1 entry and 1 extension:");
    expect(lines[2]).toMatch(
      /^ {4}tide\/b\.toml:3: core:stock — .*item "tide:pearl" was not loaded \(see tide\/a\.toml:5\); extension not applied; core:stock stays as in /,
    );
  });
});

describe("a name outside a closed set lists the allowed names", () => {
  it("a resistance that is no damage type lists the 7", () => {
    const lines = frostSays(`[[creatures]]
id = "eel"
name = "Eel"
symbol = { char = "e" }
attributes = { resistance = { water = 0.5 } }
ai = [{ ability = "core:attack" }]
`);
    expect(lines).toEqual([
      "frost/a.toml:5: frost:eel — attributes.resistance.water is not a damage type (one of: physical, fire, cold, lightning, poison, holy, shadow); ignored",
    ]);
  });

  it("an attribute, an event, a condition key, an action key and a table", () => {
    const mod = (body: string) => `[[modifiers]]\nid = "wet"\nname = "Wet"\nduration = 3\n${body}\n`;
    expect(
      frostSays(
        `[[creatures]]\nid = "eel"\nname = "Eel"\nsymbol = { char = "e" }\nattributes = { strenght = 3 }\nai = [{ ability = "core:attack" }]\n`,
      ),
    ).toEqual([
      'frost/a.toml:5: frost:eel — attributes.strenght is not an attribute (did you mean "strength"? one of: strength, dexterity, constitution, intelligence, charisma, max_health, max_stamina, accuracy, evasion, crit_chance, crit_multiplier, luck, carry_capacity, level, armor, resistance); ignored',
    ]);
    expect(frostSays(mod(`triggers = [{ on = "on_hit", actions = [{ heal = 1 }] }]`))).toEqual([
      'frost/a.toml:5: frost:wet — triggers[0].on: "on_hit" is not an event (one of: turn_started, turn_ended, attack_hit, damage_taken, creature_died, item_picked_up, item_used, floor_entered, npc_talked, ability_used, combat_ended, room_entered); entry not loaded',
    ]);
    expect(
      frostSays(mod(`triggers = [{ on = "attack_hit", condition = [{ in_combat = true, hp_below = 0.5 }], actions = [{ heal = 1 }] }]`)),
    ).toEqual([
      "frost/a.toml:5: frost:wet — triggers[0].condition[0].hp_below is not a condition key (one of: health_below, attribute_at_least, has_modifier, has_item, has_tag, quest_state, in_combat, chance, damage_type, ability, item, creature, prefab, npc, floor, not, of); ignored",
    ]);
    expect(frostSays(mod(`triggers = [{ on = "attack_hit", actions = [{ heal = 1, heall = 2 }] }]`))).toEqual([
      'frost/a.toml:5: frost:wet — triggers[0].actions[0].heall is not an action key (did you mean "heal"? one of: damage, heal, add_modifier, remove_modifier, give_item, take_item, start_quest, flee, give_exp, open_shop, run_script, type, scale, count, duration, to, args); ignored',
    ]);
    expect(frostSays(`[[itemz]]\nid = "x"\n`)).toEqual([
      'frost/a.toml:1: itemz — unknown table (did you mean "items"? one of: slots, option_categories, options, items, abilities, affixes, quests, creatures, prefabs, floors, scripts, loot_tables, modifiers, npcs, balance, removed); its 1 entry is skipped',
    ]);
  });

  it("a damage type given as a value lists the 7 too", () => {
    expect(frostSays(`[[abilities]]\nid = "splash"\nname = "Splash"\nactions = [{ damage = 2, type = "water" }]\n`)).toEqual([
      'frost/a.toml:4: frost:splash — actions[0].type: "water" is not a damage type (one of: physical, fire, cold, lightning, poison, holy, shadow); entry not loaded',
    ]);
  });
});

function tideMod(files: Record<string, string>) {
  return { "manifest.toml": manifest("tide", ["core"]), ...files };
}

/** The tiny core and a mod `tide` holding `files`; the warnings as `check` prints them. */
function load2(files: Record<string, string>): string[] {
  return formatWarnings(loadOk(makeProfile({ core: TINY_CORE, tide: tideMod(files) })).warnings);
}
