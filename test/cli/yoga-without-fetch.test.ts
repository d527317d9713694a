import { describe, expect, it } from "vitest";

describe("yoga loads with fetch hidden (start-up skips undici)", () => {
  it("lays out without fetch, and fetch is Node's own again afterwards", async () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, "fetch");
    const { restoreFetch } = await import("../../src/cli/yoga-without-fetch.js");
    expect(Object.hasOwn(globalThis, "fetch")).toBe(false);
    // yoga's loader takes its own path for the inlined wasm when there is no fetch.
    const Yoga = (await import("yoga-layout")).default;
    const node = Yoga.Node.create();
    node.setWidth(7);
    node.calculateLayout(undefined, undefined);
    expect(node.getComputedWidth()).toBe(7);
    restoreFetch();
    expect(Object.getOwnPropertyDescriptor(globalThis, "fetch")).toEqual(before);
    expect(typeof fetch).toBe("function");
  });
});
