import type { ScriptHost } from "../content/script-port.js";
import type { FloorBuilder } from "./floor.js";

/**
 * What the game is handed from outside, once, when it is made: tools, not state, so they stay
 * out of the saved tree. The floor builder (gen/) makes the next floor on descent; the script
 * engine (script/, absent when no loaded mod has `[[scripts]]`) runs `run_script`.
 */
export interface GameServices {
  readonly buildFloor: FloorBuilder;
  readonly scripts?: ScriptHost;
}
