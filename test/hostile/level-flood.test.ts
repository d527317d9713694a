/**
 * Issue 22 §3: mod data inside the documented limits made a million level-ups in one turn
 * (`exp_base = 1`, `exp_exponent = 0`, `give_exp = 1e6`), and spreading their log lines into
 * one call overflowed the stack. Levels stop at the cap and one turn's are one log line.
 */
import { hostileSuite, type Sandbox } from "./helpers.js";

const FLOOD = `[balance]
exp_base = 1
exp_exponent = 0

[[items]]
id = "tome"
name = "Tome of ages"
symbol = { char = "?" }
actions = [{ give_exp = 1000000 }]
`;

const script = (s: Sandbox, lines: string[]) => s.write("flood.txt", lines.join("\n") + "\n");
const REAL_CORE = { RUSTKEEP_BUILTIN_MODS: "{program}/mods" };

hostileSuite("a level-up flood from mod data inside the limits", [
  {
    name: "a million experience at one level a point: one line, the level capped, the turn ends",
    build: (s) => (
      s.mod("flood", { "flood.toml": FLOOD }),
      script(s, ["create core:human core:warrior", "give flood:tome", "use-item flood:tome"])
    ),
    args: ["run", "--wizard", "--script", "{root}/flood.txt"],
    env: REAL_CORE,
    code: 0,
    says: /^use-item flood:tome → turn 1 .*Level up! You are level 1000 \(999 levels at once\), the highest there is\./,
  },
  {
    name: "more tomes on later turns: no level past the cap, no line",
    build: (s) => (
      s.mod("flood", { "flood.toml": FLOOD }),
      script(s, ["create core:human core:warrior", "give flood:tome 3", "use-item flood:tome", "use-item flood:tome", "rest"])
    ),
    args: ["run", "--wizard", "--script", "{root}/flood.txt"],
    env: REAL_CORE,
    code: 0,
    says: /^use-item flood:tome → turn 2(?!.*Level up)/,
  },
]);
