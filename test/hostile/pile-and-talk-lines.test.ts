/** The script lines issue 20 added (drop-many, junk, pickup auto, talk N) as hostile input: one line naming the fault, exit 2 for a line that cannot be read, and a refusal at no cost for one the game says no to. */
import { join } from "node:path";
import { REPO } from "../helpers/cli.js";
import { hostileSuite, type HostileCase, type Sandbox } from "./helpers.js";

const TITLE = "\u001b]2;pwned\u0007";
const CORE = { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") };

/** A `run` of a script whose second line is `line`: `code` 2 (not read, at line 2) or 0 (read, refused by the game). */
function line(name: string, text: string, says: RegExp, code = 2): HostileCase {
  return {
    name,
    build: (s: Sandbox) => void s.write("script.txt", `create core:human core:warrior\n${text}\n`),
    args: ["run", "--script", "{root}/script.txt"],
    env: CORE,
    code,
    says,
  };
}

hostileSuite("hostile drop-many, junk, pickup and talk lines", [
  line(
    "drop-many with nothing to drop",
    "drop-many",
    /script\.txt:2: drop-many takes the uids of the items to drop, like: drop-many 12 15 20$/,
  ),
  line(
    "drop-many with a word for a uid",
    "drop-many 3 core:gold",
    /script\.txt:2: drop-many takes uids \(whole numbers\), like: drop-many 12 15 20$/,
  ),
  line("drop-many with a negative uid", "drop-many -1", /script\.txt:2: drop-many takes uids \(whole numbers\), like: drop-many 12 15 20$/),
  line(
    "drop-many with an escape sequence",
    `drop-many ${TITLE}`,
    /script\.txt:2: drop-many takes uids \(whole numbers\), like: drop-many 12 15 20$/,
  ),
  line(
    "drop-many with ten thousand uids",
    `drop-many ${Array.from({ length: 10_000 }, (_, i) => i + 1).join(" ")}`,
    /script\.txt:2: drop-many takes at most 100 items$/,
  ),
  line("drop-many of a uid the hero does not have", "drop-many 999999", /drop-many 999999 → rejected: You have no item 999999\.$/, 0),
  line(
    "drop-many naming one item twice",
    "drop-many 1 1",
    /drop-many 1 1 → rejected: (Each item can be dropped once\.|You have no item 1\.)$/,
    0,
  ),
  line("drop-many of a uid past 2^53", "drop-many 99999999999999999999999", /drop-many .* → rejected: You have no item .*\.$/, 0),
  line("junk with no item", "junk", /script\.txt:2: junk takes one item \(its uid or an item id\), like: junk 12$/),
  line("junk of an unknown item id", "junk core:philosophers_stone", /script\.txt:2: .*philosophers_stone/),
  line("junk of an item id holding an escape sequence", `junk ${TITLE}`, /script\.txt:2: .*\\u001b\]2;pwned\\u0007/),
  line("pickup with a stray word", "pickup everything", /script\.txt:2: pickup takes nothing, or auto$/),
  line("pickup auto on an empty tile", "pickup auto", /pickup auto → rejected: There is nothing here to pick up\.$/, 0),
  line("talk 0", "talk 0", /script\.txt:2: talk takes nothing, or which of those beside you \(1 to 8\), like: talk 2$/),
  line(
    "talk with a huge number",
    "talk 100000000000000000000",
    /script\.txt:2: talk takes nothing, or which of those beside you \(1 to 8\), like: talk 2$/,
  ),
  line("talk with a word", `talk ${TITLE}`, /script\.txt:2: talk takes nothing, or which of those beside you \(1 to 8\), like: talk 2$/),
  line("talk 2 with nobody near", "talk 2", /talk 2 → rejected: There is nobody here to talk to: stand beside someone\.$/, 0),
]);
