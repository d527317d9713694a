/**
 * A value as TOML writes it inline: `"core:gold"`, `0.7`, `["core:attack", "core:flee"]`,
 * `{ attribute = "max_health", percent = 30 }`. What the load log and the guide's tables
 * show a value as, so a list or table never prints as `[object Object]`.
 */
export function tomlValue(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(tomlValue).join(", ")}]`;
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === "object") {
    const parts = Object.entries(v).map(([k, x]) => `${/^[\w-]+$/.test(k) ? k : JSON.stringify(k)} = ${tomlValue(x)}`);
    return parts.length ? `{ ${parts.join(", ")} }` : "{}";
  }
  if (typeof v === "number" && !Number.isFinite(v)) return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
  return JSON.stringify(v) ?? String(v);
}
