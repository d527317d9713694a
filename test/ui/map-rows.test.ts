import { describe, expect, it } from "vitest";
import { createGame, Game, type Floor } from "../../src/game/index.js";
import { floorGlyphs } from "../../src/ui/floor-glyphs.js";
import { pictured } from "../helpers/scenario.js";
import { coreRegistries } from "./fixtures.js";
import { MapRowMemo, mapRows, viewport, type Run } from "../../src/ui/map-rows.js";
import { createTheme } from "../../src/ui/theme.js";

function floorOf(tiles: string[], seen?: string[]): Floor {
  const floor: Floor = {
    number: 1,
    width: tiles[0]!.length,
    height: tiles.length,
    tiles,
    rooms: [],
    entrance: [1, 1],
    stairs: null,
    piles: [],
  };
  return seen ? { ...floor, seen } : floor;
}

describe("the viewport", () => {
  it("shows a floor that fits whole, from its corner", () => {
    expect(viewport(60, 10, [30, 5], 80, 19)).toEqual({ x: 0, y: 0, w: 60, h: 10 });
    // One row too tall: it scrolls by the one row it needs.
    expect(viewport(60, 20, [30, 10], 80, 19)).toEqual({ x: 0, y: 1, w: 60, h: 19 });
  });

  it("centres the hero on a bigger floor and stops at its edges", () => {
    expect(viewport(200, 100, [100, 50], 80, 20)).toEqual({ x: 60, y: 40, w: 80, h: 20 });
    expect(viewport(200, 100, [3, 2], 80, 20)).toMatchObject({ x: 0, y: 0 });
    expect(viewport(200, 100, [199, 99], 80, 20)).toMatchObject({ x: 120, y: 80 });
  });
});

describe("map rows", () => {
  const room = floorOf(["#####", "#...#", "#####"]);
  const hero = [{ pos: [2, 1] as const, char: "@", color: "hero" as const, inverse: true }];

  it("groups neighbouring cells of one colour into one run", () => {
    const rows = mapRows(room, viewport(5, 3, [2, 1], 80, 20), hero, createTheme(false));
    expect(rows[0]).toEqual([{ text: "#####", color: "white", inverse: false }]);
    expect(rows[1]!.map((r) => r.text)).toEqual(["#", ".", "@", ".", "#"]);
    expect(rows[1]![2]).toEqual({ text: "@", color: "yellowBright", inverse: true });
  });

  it("makes plain runs under NO_COLOR, split only where the hero is reversed", () => {
    const rows = mapRows(room, viewport(5, 3, [2, 1], 80, 20), hero, createTheme(true));
    expect(rows[0]).toEqual([{ text: "#####", color: undefined, inverse: false }]);
    expect(rows[1]!.map((r) => r.text)).toEqual(["#.", "@", ".#"]);
  });

  it("cuts the rows to the viewport", () => {
    const rows = mapRows(room, { x: 1, y: 1, w: 3, h: 1 }, [], createTheme(true));
    expect(rows).toEqual([[{ text: "...", color: undefined, inverse: false }]]);
  });

  it("hides tiles and glyphs the hero has not seen", () => {
    const fogged = floorOf(["#####", "#...#", "#####"], ["00000", "00110", "00000"]);
    const goblin = { pos: [1, 1] as const, char: "g", color: "green" as const };
    const rows = mapRows(fogged, { x: 0, y: 0, w: 5, h: 3 }, [goblin, ...hero], createTheme(true));
    expect(rows.map((r) => r.map((run) => run.text).join(""))).toEqual(["     ", "  @. ", "     "]);
  });
});

describe("enemies on the map", () => {
  it("a room seen from its doorway shows its enemies at their places, in their definition's symbol and colour", () => {
    const core = coreRegistries();
    const { build } = pictured(["  #####", " @D.e.#", "  #####"], "core:rat");
    const game = createGame(core, { seed: "m", name: "M", options: ["core:human", "core:warrior"] }, { buildFloor: build });
    if (!(game instanceof Game)) throw new Error(game.error);
    const draw = () => mapRows(game.state.floor, viewport(7, 3, [1, 1], 80, 20), floorGlyphs(game.state, core), createTheme(false));
    const symbol = core.creatures.get("core:rat").symbol;
    const runsOf = (rows: ReturnType<typeof draw>) => rows[1]!.filter((r) => r.text === symbol.char);
    expect(runsOf(draw())).toEqual([]);
    game.execute({ kind: "move", dir: "e" }, core);
    expect(runsOf(draw())).toEqual([{ text: symbol.char, color: createTheme(false)(symbol.color), inverse: false }]);
    expect(
      draw()[1]!
        .map((r) => r.text)
        .join(""),
    ).toBe(" .@.r.#");
  });
});

describe("map rows kept from the last frame", () => {
  const tiles = ["#######", "#.....#", "#.....#", "#######"];
  const view = { x: 0, y: 0, w: 7, h: 4 };
  const hero = (x: number, y: number) => [{ pos: [x, y] as const, char: "@", color: "hero" as const, inverse: true }];
  const text = (rows: Run[][]) => rows.map((r) => r.map((run) => run.text).join(""));

  it("gives back an unchanged row as it was and rebuilds the rows a step changed", () => {
    const memo = new MapRowMemo();
    const theme = createTheme(false);
    const before = mapRows(floorOf(tiles), view, hero(2, 1), theme, memo);
    const after = mapRows(floorOf(tiles), view, hero(2, 2), theme, memo);
    expect(after[0]).toBe(before[0]);
    expect(after[3]).toBe(before[3]);
    expect(text(after)).toEqual(["#######", "#.....#", "#.@...#", "#######"]);
    expect(after).toEqual(mapRows(floorOf(tiles), view, hero(2, 2), theme));
  });

  it("redraws a row whose tile, fog, glyph colour, window or theme changed", () => {
    const memo = new MapRowMemo();
    const theme = createTheme(false);
    mapRows(floorOf(tiles), view, hero(2, 1), theme, memo);
    const door = ["#######", "#.....+", "#.....#", "#######"];
    expect(text(mapRows(floorOf(door), view, hero(2, 1), theme, memo))[1]).toBe("#.@...+");
    const fog = ["1111111", "1110000", "1111111", "1111111"];
    expect(text(mapRows(floorOf(door, fog), view, hero(2, 1), theme, memo))[1]).toBe("#.@    ");
    const red = [{ pos: [2, 1] as const, char: "@", color: "red" as const }];
    expect(mapRows(floorOf(door, fog), view, red, theme, memo)[1]![2]).toEqual({ text: "@    ", color: "red", inverse: false });
    expect(text(mapRows(floorOf(door, fog), { ...view, x: 1, w: 6 }, red, theme, memo))[1]).toBe(".@    ");
    const plain = mapRows(floorOf(door, fog), { ...view, x: 1, w: 6 }, red, createTheme(true), memo);
    expect(plain[0]).toEqual([{ text: "######", color: undefined, inverse: false }]);
  });

  it("draws a glyph that walks onto a tile the hero has not seen as unseen rock", () => {
    const memo = new MapRowMemo();
    const fog = ["1111111", "1110000", "1111111", "1111111"];
    const rat = (x: number) => [{ pos: [x, 1] as const, char: "r", color: "red" as const }];
    expect(text(mapRows(floorOf(tiles, fog), view, rat(2), createTheme(true), memo))[1]).toBe("#.r    ");
    expect(text(mapRows(floorOf(tiles, fog), view, rat(4), createTheme(true), memo))[1]).toBe("#..    ");
  });
});
