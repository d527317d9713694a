#!/usr/bin/env node
export {};
// Checked before anything else loads: on an old Node the rest may not even start.
const major = Number(process.versions.node.split(".")[0]);
if (major < 20) {
  process.stderr.write(`rustkeep needs Node.js 20 or newer; this is ${process.version}.\n`);
  process.exit(2);
}

// `rustkeep check | head` closes the pipe early: that is the reader's choice, not a crash.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
}

const { main } = await import("./main.js");
process.exitCode = await main(process.argv.slice(2));
