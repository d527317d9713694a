import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";

/** Core's `[balance]` as its TOML writes it (every file of `mods/core` that has one, merged in name order). */
export function coreBalance(repo: string): Record<string, unknown> {
  const dir = join(repo, "mods", "core");
  const out: Record<string, unknown> = {};
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".toml")).sort()) {
    const balance = parse(readFileSync(join(dir, file), "utf8"))["balance"];
    if (balance && typeof balance === "object") Object.assign(out, balance);
  }
  return out;
}
