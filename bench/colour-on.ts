/**
 * The frame benches time colour frames whatever the bench's stdout is: chalk, which Ink
 * colours through, turns colour off when stdout is not a terminal (a pipe, CI), and the
 * "colour" frame would then be the plain one. Imported for its effect, before any frame.
 */
import chalk from "chalk";

// 256 colours, what tmux and most terminals report; the palettes use chalk's 16 names.
if (chalk.level < 2) chalk.level = 2;
