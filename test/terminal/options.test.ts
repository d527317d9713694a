import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";
import { makeProfile } from "../helpers/profile.js";
import { createHero, pressFor } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";

const sessions: string[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await killSession(s);
});

/** The title's first row as the terminal holds it, escape codes and all. */
const titleRow = (session: string) =>
  tmux("capture-pane", "-e", "-p", "-t", session)
    .split("\n")
    .find((r) => r.includes("R U S T K E E P")) ?? "";
const optionsFile = (home: string) => (existsSync(join(home, "options.toml")) ? readFileSync(join(home, "options.toml"), "utf8") : "");

describeWithTmux("the options screen in a real terminal at 80×24", () => {
  it("switching the theme redraws the title in it at once and writes options.toml; the first-run hint shows in play", async () => {
    const { home } = makeProfile({});
    const session = `rkoptions${process.pid}`;
    sessions.push(session);
    startInTmux(session, `"${process.execPath}" "${BIN}" --home "${home}"`);
    await waitFor(session, (s) => s.includes("New run"));
    // The default theme draws the title bright cyan (SGR 96).
    expect(titleRow(session)).toMatch(/\u001b\[96m/);
    await pressFor(session, "j", (s) => s.includes("> Options"));
    await pressFor(session, "Enter", (s) => /> Theme +< default >/.test(s));
    const screen = await pressFor(session, "Enter", (s) => /< high-contrast >/.test(s));
    for (const row of screen.split("\n")) expect([...row].length).toBeLessThanOrEqual(80);
    await waitFor(session, () => optionsFile(home).includes('theme = "high-contrast"'));
    // High contrast draws it bright white (SGR 97): the screen behind the popup is the preview.
    expect(titleRow(session)).toMatch(/\u001b\[97m/);
    await pressFor(session, "Escape", (s) => !s.includes("Ask before quitting"));
    await pressFor(session, "k", (s) => s.includes("> New run"));
    await createHero(session, 0);
    await waitFor(session, (s) => s.includes("hint: o explores the floor"));
    // Quit and wait for the game to end, so nothing writes in the profile while it is removed.
    await pressFor(session, "q", (s) => s.includes("Quit?"));
    await pressFor(session, "y", (s) => !s.includes("Quit?") && !s.includes("health"));
    await waitFor(session, () => existsSync(join(home, "saves", "save.toml")));
  }, 60_000);
});
