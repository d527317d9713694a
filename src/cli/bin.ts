#!/usr/bin/env node
import { main } from "./main.js";

// `rustkeep check | head` closes the pipe early: that is the reader's choice, not a crash.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
}

process.exitCode = main(process.argv.slice(2));
