/** Issue 9, classes 2 and 3: inputs whose cost grows faster than their size, and reads that never end. */
import { hostileSuite } from "./helpers.js";

const ITEM = `[[items]]\nid = "ok"\nname = "Ok"\nsymbol = { char = "o", color = "white" }\n`;
const dotted = (segments: number) => `x${".a".repeat(segments)} = 1\n`;
const check = ["check"];

hostileSuite("cost that grows faster than the input", [
  {
    name: "a 40,000-segment dotted key in a data file is that file's warning, quickly",
    build: (s) => s.mod("frost", { "data.toml": ITEM + dotted(40_000) }),
    args: check,
    code: 1,
    says: /^frost\/data\.toml:5: data\.toml — keys nested deeper than 64 levels; file skipped$/,
  },
  {
    name: "a 100,000-segment dotted key neither hangs nor runs out of memory",
    build: (s) => s.mod("frost", { "data.toml": ITEM + dotted(100_000) }),
    args: check,
    code: 1,
    says: /^frost\/data\.toml:5: data\.toml — keys nested deeper than 64 levels; file skipped$/,
  },
  {
    name: "a 10,000-segment dotted key in a manifest skips that mod, and the others load",
    build: (s) => s.mod("frost", { "manifest.toml": `id = "frost"\nname = "Frost"\nversion = "1"\n${dotted(10_000)}` }),
    args: check,
    code: 1,
    says: /^frost\/manifest\.toml:4: frost — keys nested deeper than 64 levels; mod skipped$/,
  },
  {
    name: "a deep dotted key in load_order.toml: the file is kept aside and written anew",
    build: (s) => s.write("home/load_order.toml", `order = ["core"]\n${dotted(10_000)}`),
    args: check,
    code: 1,
    says: /^load_order\.toml:2: load order — cannot be read \(keys nested deeper than 64 levels\); kept as load_order\.toml\.broken/,
  },
  {
    name: "a key of a million characters is refused without comparing it to every known key",
    build: (s) => s.mod("frost", { "data.toml": `${ITEM}${"k".repeat(1_000_000)} = 1\n` }),
    args: check,
    code: 1,
    says: /^frost\/data\.toml:5: data\.toml — a key of 1000000 characters, over the 256-character limit; file skipped$/,
  },
]);

hostileSuite("reads that never end", [
  {
    name: "a manifest that is a named pipe is refused, not waited on",
    build: (s) => {
      s.mod("frost");
      s.fifo("home/mods/frost/manifest.toml");
    },
    args: check,
    code: 1,
    says: /^frost\/manifest\.toml:1: frost — manifest cannot be read: not a regular file \(a named pipe\); mod skipped$/,
  },
  {
    name: "a data file that is a named pipe is refused with a warning",
    build: (s) => {
      s.mod("frost", { "data.toml": ITEM });
      s.fifo("home/mods/frost/pipe.toml");
    },
    args: check,
    code: 1,
    says: /^frost\/pipe\.toml:1: pipe\.toml — not a regular file \(a named pipe\); skipped$/,
  },
  {
    name: "a load_order.toml that is a named pipe is kept aside and written anew",
    build: (s) => s.fifo("home/load_order.toml"),
    args: check,
    code: 1,
    says: /^load_order\.toml:1: load order — cannot be read \(not a regular file \(a named pipe\)\); kept as load_order\.toml\.broken/,
  },
  {
    name: "a load_order.toml linked to /dev/zero is not read",
    build: (s) => s.link("home/load_order.toml", "/dev/zero"),
    args: check,
    code: 1,
    says: /^load_order\.toml:1: load order — cannot be read \(symlink leads out of the profile\); kept as load_order\.toml\.broken/,
  },
  {
    name: "a script that is /dev/zero is refused",
    build: () => {},
    args: ["run", "--script", "/dev/zero"],
    code: 2,
    says: /^cannot read script \/dev\/zero: not a regular file \(a device\)$/,
  },
  {
    name: "a script that is a named pipe is refused",
    build: (s) => s.fifo("decoy/script.txt"),
    args: ["run", "--script", "{decoy}/script.txt"],
    code: 2,
    says: /^cannot read script .*script\.txt: not a regular file \(a named pipe\)$/,
  },
]);
