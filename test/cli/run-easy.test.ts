import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

function script(text: string): string {
  const path = join(tempDir(), "easy.txt");
  writeFileSync(path, text);
  return path;
}

const stateOf = (text: string) => {
  const out = runCli(["run", "--seed", "7", "--script", script(text), "--json", "--home", tempDir()]);
  expect(out.code).toBe(0);
  return JSON.parse(out.stdout);
};

describe("rustkeep run: create … mode=easy", () => {
  it("starts an easy run that the state records, with the hero's extra health", () => {
    const easy = stateOf("create core:human core:warrior name=Ada mode=easy\nrest\n");
    const normal = stateOf("create core:human core:warrior name=Ada\nrest\n");
    expect(easy.state.difficulty).toBe("easy");
    expect(normal.state.difficulty).toBeUndefined();
    expect(easy.outcomes[0].command).toBe("create core:human core:warrior name=Ada mode=easy");
    expect(easy.outcomes[0].messages[0]).toContain("(easy mode)");
    expect(easy.state.player.health).toBeGreaterThan(normal.state.player.health);
  });

  it("refuses an unknown mode in one line naming the choices", () => {
    const out = runCli(["run", "--seed", "7", "--script", script("create core:human core:warrior mode=hard\n"), "--home", tempDir()]);
    expect(out.code).toBe(2);
    expect(out.stderr.trim()).toMatch(/:1: unknown mode "hard" \(one of: normal, easy\)$/);
    expect(out.stderr).not.toContain("    at ");
  });
});
