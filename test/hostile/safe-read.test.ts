/** Issue 9, class 3: the one reader of mod and profile files reads regular files only, and never past its cap. */
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTextFile } from "../../src/profile/safe-read.js";
import { tempDir } from "../helpers/profile.js";

describe("readTextFile", () => {
  it("caps the bytes actually read, not what stat says (a /proc file says 0 bytes)", () => {
    const r = readTextFile("/proc/self/status", { cap: 16 });
    expect(r).toMatchObject({ ok: false, reason: "file is over the 16-byte limit" });
  });

  it("reads a file past what stat says when it holds more than the first buffer (a /proc file)", () => {
    // /proc/self/smaps says 0 bytes and holds far more than one 64 KiB read: all of it is read.
    const r = readTextFile("/proc/self/smaps");
    expect(r.ok && r.text.length > 64 * 1024 && r.text.endsWith("\n")).toBe(true);
  });

  it("refuses a device instead of reading it without end", () => {
    expect(readTextFile("/dev/zero")).toMatchObject({ ok: false, reason: "not a regular file (a device)" });
  });

  it("refuses a link leading out of its folder, and follows one that stays inside", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "mod"));
    writeFileSync(join(dir, "outside.toml"), "a = 1\n");
    writeFileSync(join(dir, "mod", "real.toml"), "b = 2\n");
    symlinkSync(join(dir, "outside.toml"), join(dir, "mod", "out.toml"));
    symlinkSync("real.toml", join(dir, "mod", "in.toml"));
    const within = { dir: join(dir, "mod"), where: "mod folder" };
    expect(readTextFile(join(dir, "mod", "out.toml"), { within })).toMatchObject({
      ok: false,
      reason: "symlink leads out of the mod folder",
      linkOut: true,
    });
    expect(readTextFile(join(dir, "mod", "in.toml"), { within })).toEqual({ ok: true, text: "b = 2\n" });
  });

  it("refuses invalid UTF-8 and names its line", () => {
    const path = join(tempDir(), "bad.toml");
    writeFileSync(path, Buffer.concat([Buffer.from("a = 1\nb = 2\n# "), Buffer.from([0xc3, 0x28]), Buffer.from("\n")]));
    expect(readTextFile(path)).toMatchObject({ ok: false, reason: "not valid UTF-8 text", line: 3 });
  });
});
