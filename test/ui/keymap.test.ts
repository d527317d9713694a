import type { Key } from "ink";
import { describe, expect, it } from "vitest";
import { BINDINGS, keyLabel, keysFor, primaryKey, toInput } from "../../src/ui/keymap.js";

/** Ink's key flags, all off except those given. */
function key(on: Partial<Key> = {}): Key {
  const off = {
    upArrow: false,
    downArrow: false,
    leftArrow: false,
    rightArrow: false,
    pageDown: false,
    pageUp: false,
    home: false,
    end: false,
  };
  return {
    ...off,
    return: false,
    escape: false,
    ctrl: false,
    shift: false,
    tab: false,
    backspace: false,
    delete: false,
    meta: false,
    super: false,
    hyper: false,
    capsLock: false,
    numLock: false,
    ...on,
  };
}

describe("the key map", () => {
  it("maps arrows and hjkl to the four directions", () => {
    expect(toInput("", key({ upArrow: true }))).toBe("north");
    expect(toInput("", key({ downArrow: true }))).toBe("south");
    expect(toInput("", key({ leftArrow: true }))).toBe("west");
    expect(toInput("", key({ rightArrow: true }))).toBe("east");
    expect(["k", "j", "h", "l"].map((c) => toInput(c, key()))).toEqual(["north", "south", "west", "east"]);
  });

  it("maps yubn to the diagonals", () => {
    expect(["y", "u", "b", "n"].map((c) => toInput(c, key()))).toEqual(["northwest", "northeast", "southwest", "southeast"]);
  });

  it("names Enter, Escape, ?, q, Tab, Space, PgUp, PgDn and both backspace codes", () => {
    expect(toInput("", key({ return: true }))).toBe("confirm");
    expect(toInput("", key({ escape: true, meta: true }))).toBe("cancel");
    expect(toInput("?", key())).toBe("help");
    expect(toInput("q", key())).toBe("quit");
    expect(toInput("", key({ tab: true }))).toBe("tab");
    expect(toInput(" ", key())).toBe("toggle");
    expect(toInput("", key({ backspace: true }))).toBe("backspace");
    expect(toInput("", key({ delete: true }))).toBe("backspace");
    expect(toInput("", key({ pageUp: true }))).toBe("pageUp");
    expect(toInput("", key({ pageDown: true }))).toBe("pageDown");
  });

  it("binds the fight keys: a attacks, f flees, . rests or waits, m opens the log", () => {
    expect(["a", "f", ".", "m"].map((c) => toInput(c, key()))).toEqual(["attack", "flee", "rest", "log"]);
    expect(keysFor("pageUp")).toBe("PgUp");
  });

  it("binds the item and trade keys: i inventory, g pick up, e wear or take off, d drop, t talk", () => {
    expect(["i", "g", "e", "d", "t"].map((c) => toInput(c, key()))).toEqual(["inventory", "pickUp", "equip", "drop", "talk"]);
  });

  it("treats Ctrl+C as the quit input, in text entry too", () => {
    expect(toInput("c", key({ ctrl: true }))).toBe("quit");
    expect(toInput("c", key({ ctrl: true }), "text")).toBe("quit");
  });

  it("hands printable keys over as text in text mode, keeping special keys named", () => {
    expect(toInput("h", key(), "text")).toEqual({ char: "h" });
    expect(toInput("q", key(), "text")).toEqual({ char: "q" });
    expect(toInput("Y", key({ shift: true }), "text")).toEqual({ char: "Y" });
    expect(toInput("", key({ return: true }), "text")).toBe("confirm");
    expect(toInput("", key({ escape: true, meta: true }), "text")).toBe("cancel");
    expect(toInput("", key({ leftArrow: true }), "text")).toBe("west");
  });

  it("gives unbound letters as text and ignores unbound control keys", () => {
    expect(toInput("v", key())).toEqual({ char: "v" });
    expect(toInput("V", key({ shift: true }))).toEqual({ char: "V" });
    expect(toInput("K", key({ shift: true }))).toBe("runNorth");
    expect(toInput("w", key({ ctrl: true }))).toBeUndefined();
    expect(toInput("z", key({ ctrl: true }))).toBe("suspend");
    expect(toInput("", key({ capsLock: true }))).toBeUndefined();
    expect(toInput("", key({ home: true }))).toBe("home");
    expect(toInput("", key({ end: true }))).toBe("end");
  });

  it("binds no key twice", () => {
    const labels = BINDINGS.flatMap((b) => b.keys.map(keyLabel));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("labels keys for people", () => {
    expect(keysFor("north")).toBe("Up k");
    expect(keysFor("quit")).toBe("q Ctrl+C");
    expect(keysFor("toggle")).toBe("Space");
    expect(primaryKey("help")).toBe("?");
    for (const b of BINDINGS) expect(b.label.length, b.input).toBeGreaterThan(0);
  });
});
