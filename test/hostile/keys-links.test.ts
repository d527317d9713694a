/** Issue 9, classes 7 and 8: hostile keys written with escapes, and symlinks out of a mod or the profile. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { hostileSuite } from "./helpers.js";

const entry = (key: string) => `[[items]]\nid = "bad"\nname = "Bad"\nsymbol = { char = "b", color = "white" }\n${key} = 1\n`;
const check = ["check"];

hostileSuite("hostile keys are checked after parsing", [
  {
    name: 'a key written "\\u005f_proto__" loses its entry',
    build: (s) => s.mod("frost", { "data.toml": entry(String.raw`"\u005f_proto__"`) }),
    args: check,
    code: 1,
    says: /^frost\/data\.toml:5: frost:bad — __proto__: key "__proto__" is not allowed; entry not loaded$/,
  },
  {
    name: 'a key written "\\u0063onstructor" inside a table loses its entry',
    build: (s) => s.mod("frost", { "data.toml": entry(String.raw`stats."\u0063onstructor"`) }),
    args: check,
    code: 1,
    says: /^frost\/data\.toml:5: frost:bad — stats.constructor: key "constructor" is not allowed; entry not loaded$/,
  },
]);

hostileSuite("symlinks", [
  {
    name: "manifest.toml linked out of the mod is refused (the mod is skipped)",
    build: (s) => {
      s.mod("frost");
      s.write("decoy/passwd", 'id = "frost"\nname = "Frost"\nversion = "1"\n');
      s.link("home/mods/frost/manifest.toml", join(s.decoy, "passwd"));
    },
    args: check,
    code: 1,
    says: /^frost\/manifest\.toml:1: frost — symlink leads out of the mod folder; mod skipped$/,
  },
  {
    name: "a load_order.toml linked out of the profile is never written through",
    build: (s) => {
      s.mod("frost"); // a new mod, so the order must be rewritten
      s.write("decoy/order.toml", 'order = ["core"]\ndisabled = []\n');
      s.link("home/load_order.toml", join(s.decoy, "order.toml"));
    },
    args: check,
    code: 1,
    says: /^load_order\.toml:1: load order — cannot be read \(symlink leads out of the profile\); kept as load_order\.toml\.broken and written anew/,
  },
  {
    name: "a logs/ linked out of the profile: no log written there and no old log deleted",
    build: (s) => {
      s.order("core");
      for (let i = 0; i < 12; i++) s.write(`decoy/logs/load-2020-01-${String(i + 10)}.log`, "old\n");
      s.link("home/logs", join(s.decoy, "logs"));
    },
    args: check,
    code: 0,
    says: /^could not write the load log in .*\/home\/logs: it is a symlink leading out of the profile; remove it$/,
    after: (s) => expect(readdirSync(join(s.decoy, "logs"))).toHaveLength(12),
  },
  {
    name: "schema without --out refuses a schema/ linked out of the profile",
    build: (s) => s.link("home/schema", s.decoy),
    args: ["schema"],
    code: 2,
    says: /^cannot write the schema files to .*\/home\/schema: it is a symlink leading out of the profile; remove it$/,
  },
]);
