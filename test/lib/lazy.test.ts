import { describe, expect, it } from "vitest";
import { lazy, lazyFields } from "../../src/lib/lazy.js";

describe("lazy values", () => {
  it("builds once, on the first call", () => {
    let builds = 0;
    const value = lazy(() => ({ n: ++builds }));
    expect(builds).toBe(0);
    expect(value()).toBe(value());
    expect(builds).toBe(1);
  });

  it("lazyFields: keys, `in` and hasOwn build nothing; a read builds that field alone, once", () => {
    const built: string[] = [];
    const fields = lazyFields({
      a: () => (built.push("a"), 1),
      b: () => (built.push("b"), [2]),
    });
    expect(Object.keys(fields)).toEqual(["a", "b"]);
    expect("a" in fields && Object.hasOwn(fields, "b")).toBe(true);
    expect(built).toEqual([]);
    expect(fields.b).toBe(fields.b);
    expect(built).toEqual(["b"]);
    expect({ ...fields }).toEqual({ a: 1, b: [2] });
    expect(built).toEqual(["b", "a"]);
  });
});
