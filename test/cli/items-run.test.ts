import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

function script(text: string): string {
  const path = join(tempDir(), "items.txt");
  writeFileSync(path, text);
  return path;
}

// A core warrior starts wearing the iron sword, the wooden shield and the leather armour.
const SCRIPT = `create human warrior
unequip main_hand
equip iron_sword
equip healing_potion
drop gold 10
pickup
pickup
use-item healing_potion
use-item iron_sword
unequip head
equip 999
drop 1
`;

describe("rustkeep run: item lines", () => {
  it("equips, drops, picks up and uses by item id or uid, with bare ids, and reports refusals", () => {
    const r = runCli(["run", "--seed", "7", "--script", script(SCRIPT), "--home", tempDir()]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[1]).toBe("unequip main_hand → turn 1 You take off the iron sword and put it in your pack.");
    expect(lines[2]).toBe("equip iron_sword → turn 2 You put on the iron sword (Main hand).");
    expect(lines[3]).toMatch(/^equip healing_potion → rejected: The healing potion cannot be worn\.$/);
    expect(lines[4]).toBe("drop gold 10 → turn 3 You drop Gold ×10.");
    expect(lines[5]).toBe("pickup → turn 4 [item_picked_up core:gold 10] You pick up Gold ×10.");
    expect(lines[6]).toBe("pickup → rejected: There is nothing here to pick up.");
    // At full health a potion would only be wasted.
    expect(lines[7]).toBe("use-item healing_potion → rejected: The healing potion would do nothing now.");
    expect(lines[8]).toBe("use-item iron_sword → rejected: The iron sword cannot be used: wear it with equip.");
    expect(lines[9]).toBe("unequip head → rejected: You wear nothing on your head.");
    expect(lines[10]).toBe("equip 999 → rejected: You have no item 999.");
    expect(lines[11]).toMatch(/^drop 1 → turn 5 You drop /);
  });

  it("--json names each item command as the game read it: ids in full, uids as numbers", () => {
    const r = runCli(["run", "--seed", "7", "--script", script(SCRIPT), "--json", "--home", tempDir()]);
    const doc = JSON.parse(r.stdout);
    expect(doc.outcomes.slice(1, 5).map((o: { command: string }) => o.command)).toEqual([
      "unequip core:main_hand",
      "equip core:iron_sword",
      "equip core:healing_potion",
      "drop core:gold 10",
    ]);
    expect(doc.outcomes.at(-2).command).toBe("equip 999");
    expect(doc.state.player.equipment["core:main_hand"].def).toBe("core:iron_sword");
    expect(doc.state.floor.piles.some((p: { items: unknown[] }) => p.items.length === 1)).toBe(true);
  });

  it("suggests the item id for a typo, and the script stops there", () => {
    const r = runCli(["run", "--script", script("create human warrior\nequip iron_swrod\n"), "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/items\.txt:2: no item "iron_swrod" \(did you mean "core:iron_sword"\?\)\n$/);
  });
});
