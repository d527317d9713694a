import * as z from "zod";
import { LOCAL_ID } from "../content/schemas/refs.js";
import type { ModContents } from "./mod-contents.js";

/** `manifest.toml`: exactly these four fields. */
export const manifestSchema = z.strictObject({
  id: z.string().regex(LOCAL_ID, "a mod id uses only a-z, 0-9 and _"),
  name: z.string().min(1),
  version: z
    .string()
    .min(1)
    .describe('semver MAJOR.MINOR.PATCH, an optional -prerelease: "0.3.0"; compared against the ranges other mods ask for'),
  depends: z
    .array(z.string())
    .default([])
    .describe(
      'mod ids, each optionally with a range (= >= > <= <) and a prefix: "core >= 0.2.0", "? optional_mod", "! incompatible_mod"; each present one must load earlier',
    ),
});
export type Manifest = z.output<typeof manifestSchema>;

/** Where a mod was found: shipped beside the program, or in the player's profile. */
export type ModSource = "builtin" | "profile";

/** A mod folder (or a zip holding one) with a valid manifest. */
export interface ModFolder {
  readonly manifest: Manifest;
  /** Absolute path of the folder, or of the zip. */
  readonly dir: string;
  /** Folder name, used as the first part of every warning path: `frost`, or `frost-1.2.0.zip:frost` for a zip. */
  readonly folder: string;
  readonly source: ModSource;
  /** Its files, read the same way from a folder and from a zip. */
  readonly contents: ModContents;
  /** For a packed mod: the zip's file name. */
  readonly archive?: string;
}
