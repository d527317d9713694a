import { Box } from "ink";
import { Text } from "../components/Text.js";
import { HintLine } from "../components/HintLine.js";
import { useTheme } from "../hooks/use-theme.js";
import type { HighScores } from "../../profile/high-scores.js";
import { BestRuns } from "./BestRuns.js";
import { savedLine, titleMenu, type TitleScreen } from "./title.js";

/** What the loader reported, for the one-line summary. */
export interface LoadSummary {
  readonly warnings: number;
  /** The load log written (or, with `logProblem`, the folder it could not be written in). */
  readonly logPath: string;
  /** Set when the load log could not be written: the one line saying why. */
  readonly logProblem?: string;
  /** Set when the profile cannot be written: nothing this launch does will be kept. */
  readonly readOnly?: string;
  /** Mods the loader found new and added to `load_order.toml` (a notice, not a warning). */
  readonly addedMods?: number;
  /** One line about the profile's keys.toml when part of it could not be used. */
  readonly keys?: string;
  /** One line about the profile's options.toml when it could not be used (or saved). */
  readonly options?: string;
  /** One line about the profile's memory.toml when it could not be used (it is left as it is). */
  readonly memory?: string;
  /** One line when this game took over the profile lock of a rustkeep that is no longer running. */
  readonly lock?: string;
  /** `--no-mods`: core alone was loaded. */
  readonly safeMode?: boolean;
  /** `--wizard`: new runs are wizard runs (starting on `floor`, when given). */
  readonly wizard?: { readonly floor?: number };
}

/** "safe mode: core only", "WIZARD: new runs start on floor 6": what the command line changed about this launch. */
function launchLines(load: LoadSummary): string[] {
  const wizard = load.wizard
    ? `WIZARD: new runs are wizard runs${load.wizard.floor === undefined ? "" : ` and start on floor ${load.wizard.floor}`}`
    : undefined;
  return [load.safeMode ? "safe mode: core only" : undefined, wizard].filter((l) => l !== undefined);
}

/** `3 warnings — see logs/load-….log`, or that the mods loaded cleanly. */
function warningsLine(load: LoadSummary): string {
  if (load.warnings === 0) return "mods loaded cleanly";
  const count = `${load.warnings} warning${load.warnings === 1 ? "" : "s"}`;
  // The CLI's "see above" has nothing above it on the title: say where the list can be had.
  return load.logProblem ? `${count} — the load log could not be written (rustkeep check lists them)` : `${count} — see ${load.logPath}`;
}

/** `1 new mod added to load_order.toml`, or undefined when there was none. */
function noticeLine(load: LoadSummary): string | undefined {
  const n = load.addedMods ?? 0;
  return n ? `${n} new mod${n === 1 ? "" : "s"} added to load_order.toml` : undefined;
}

/** `width`: the terminal's columns (the screen keeps two of them blank on each side). */
export function TitleView(props: { screen: TitleScreen; load: LoadSummary; scores?: HighScores; width: number }) {
  const theme = useTheme();
  const { screen, load } = props;
  return (
    <Box flexDirection="column" paddingX={2} paddingY={1} flexGrow={1}>
      <Text bold color={theme("title")}>
        R U S T K E E P
      </Text>
      <Text color={theme("dim")}>a moddable dungeon crawl</Text>
      {launchLines(load).map((line) => (
        <Text key={line} bold color={theme("warning")}>
          {line}
        </Text>
      ))}
      <Box flexDirection="column" marginY={1}>
        {titleMenu(screen).map((item, i) => (
          // The cursor is a glyph as well as a colour.
          <Text key={item} color={i === screen.cursor ? theme("highlight") : undefined}>
            {i === screen.cursor ? "> " : "  "}
            {item}
            {item === "Continue" && screen.saved && !("refused" in screen.saved) ? (
              <Text color={theme("dim")}>{` (${savedLine(screen.saved)})`}</Text>
            ) : null}
          </Text>
        ))}
      </Box>
      {props.scores ? <BestRuns scores={props.scores} width={props.width - 4} /> : null}
      <Text color={theme(load.warnings ? "warning" : "good")}>{warningsLine(load)}</Text>
      {load.readOnly || load.logProblem ? (
        <Text color={theme("warning")} wrap="truncate-end">
          {load.readOnly ?? load.logProblem}
        </Text>
      ) : null}
      {load.keys ? (
        <Text color={theme("warning")} wrap="truncate-end">
          {load.keys}
        </Text>
      ) : null}
      {load.options ? (
        <Text color={theme("warning")} wrap="truncate-end">
          {load.options}
        </Text>
      ) : null}
      {load.memory ? (
        <Text color={theme("warning")} wrap="truncate-end">
          {load.memory}
        </Text>
      ) : null}
      {load.lock ? (
        <Text color={theme("dim")} wrap="truncate-end">
          {load.lock}
        </Text>
      ) : null}
      {noticeLine(load) ? <Text color={theme("dim")}>{noticeLine(load)}</Text> : null}
      {screen.notice ? <Text color={theme("danger")}>{screen.notice}</Text> : null}
      <Box flexGrow={1} />
      <HintLine
        items={[
          ["north", "up"],
          ["south", "down"],
          ["confirm", "choose"],
          ["help", "help"],
          ["quit", "quit"],
        ]}
      />
    </Box>
  );
}
