/**
 * The dependency rule inside src/game, as dependency-cruiser `forbidden` rules (the main
 * .dependency-cruiser.cjs spreads this array in). Each sub-folder's job is the sentence at
 * the top of its index.ts; these rules are those sentences, checked. Type imports count too.
 *
 * From the bottom: the model (the root's files but the top ones) → rules/ → effects/ →
 * commands/ → the top (game.ts, create.ts, turn.ts, line-forms.ts, index.ts); queries/ read
 * beside commands/ and import no handler. Outside code sees game/ through its two front doors.
 */

/** The root files that drive the layers: the Game, a new run, the turn's phases, typed lines, the public index. */
const TOP = "^src/game/(game|create|turn|line-forms|index)\\.ts$";
/** The root's other files: the model every layer shares (state, attributes, inventory, floor, wording…). */
const ROOT = "^src/game/[^/]+\\.ts$";
const FOLDERS = "^src/game/(rules|effects|commands|queries)/";

module.exports = [
  {
    name: "game-top-is-top",
    comment:
      "Nothing below imports the Game, a new run, the turn loop, the typed-line parser or the index: they import the layers, not back.",
    severity: "error",
    from: { path: "^src/game/", pathNot: TOP },
    to: { path: TOP },
  },
  {
    name: "game-model-is-bottom",
    comment: "The model (the root's files but the top ones) imports no sub-folder; it may name the RuleContext every layer is handed.",
    severity: "error",
    from: { path: ROOT, pathNot: TOP },
    to: { path: FOLDERS, pathNot: "^src/game/rules/context\\.ts$" },
  },
  {
    name: "game-rules-decide",
    comment: "rules/ decides and never runs an action, a command or a query: it imports only the model and itself.",
    severity: "error",
    from: { path: "^src/game/rules/" },
    to: { path: "^src/game/(effects|commands|queries)/" },
  },
  {
    name: "game-effects-apply",
    comment: "effects/ carries out actions through rules/ and the model; it imports no command or query.",
    severity: "error",
    from: { path: "^src/game/effects/" },
    to: { path: "^src/game/(commands|queries)/" },
  },
  {
    name: "game-commands-change",
    comment: "commands/ validate through rules/ and change through effects/ and the model; never a query (what both need goes in rules/).",
    severity: "error",
    from: { path: "^src/game/commands/" },
    to: { path: "^src/game/queries/" },
  },
  {
    name: "game-queries-read",
    comment:
      "queries/ read through rules/ and the model; of commands/ only the table (notNow: which mode admits a command), " +
      "of effects/ only the runner (to estimate on a copy).",
    severity: "error",
    from: { path: "^src/game/queries/" },
    to: { path: "^src/game/(commands|effects)/", pathNot: "^src/game/(commands/index|effects/run-actions)\\.ts$" },
  },
  {
    name: "game-front-doors",
    comment: "Code outside src/game imports it only through game/index.ts or game/queries/index.ts (types too); tests may reach further.",
    severity: "error",
    from: { path: "^src/", pathNot: "^src/game/" },
    to: { path: "^src/game/", pathNot: "^src/game/(queries/)?index\\.ts$" },
  },
];
