/**
 * Issue 22, section 5: what the title says when the load log could not be written, or the
 * profile cannot be written at all (said before play, not after the quit).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { loadSummary } from "../../src/cli/load-or-report.js";
import { loadModsSync } from "../../src/loader/load.js";
import { App } from "../../src/ui/index.js";
import { drawnFloor } from "../helpers/scenario.js";
import { makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";
import { coreRegistries } from "../ui/fixtures.js";
import { ready } from "../ui/press.js";

const ROOM = ["#####", "#@..#", "#####"];

/** A profile whose mod has two warnings and whose `logs` is a file: the load stands, its log is not written. */
function loadWithoutLog() {
  const p = makeProfile({
    core: TINY_CORE,
    typo: {
      "manifest.toml": manifest("typo", ["core"]),
      "x.toml": `[[items]]\nid = "a"\nname = "A"\nsymbol = { char = "a" }\nnmae = "x"\ncolour = "red"\n`,
    },
  });
  writeFileSync(join(p.home, "logs"), "not a folder");
  const load = loadModsSync(p);
  if (!load.ok || !load.logProblem) throw new Error("expected a load without its log");
  return load;
}

describe("the title's load lines", () => {
  it("a log that could not be written: the title says so and why, never 'see not written'", async () => {
    const load = loadWithoutLog();
    const ui = render(
      <App registries={coreRegistries()} load={loadSummary(load)} seed="s" buildFloor={drawnFloor(ROOM)} env={{ noColor: true }} />,
    );
    await ready(ui);
    const frame = ui.lastFrame()!;
    expect(frame).toContain("2 warnings — the load log could not be written (rustkeep check lists them)");
    expect(frame).toContain("could not write the load log in");
    expect(frame).not.toContain("see not written");
  });

  it("a read-only profile is said on the title, in place of the log's own line", async () => {
    const load = {
      ...loadSummary(loadWithoutLog()),
      readOnly: "the profile cannot be written (/p: the file system is read-only): this launch's run, scores and options will not be saved",
    };
    const ui = render(<App registries={coreRegistries()} load={load} seed="s" buildFloor={drawnFloor(ROOM)} env={{ noColor: true }} />);
    await ready(ui);
    const frame = ui.lastFrame()!;
    expect(frame).toContain("the profile cannot be written (/p: the file system is");
    expect(frame).not.toContain("could not write the load log in");
  });
});
