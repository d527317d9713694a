/**
 * Node's on-disk cache of compiled code, when this Node has one (`module.enableCompileCache`,
 * Node 22.1 and later; Node 20 has none for ES modules, and then this does nothing). It caches
 * the modules loaded after this call, in Node's own default folder (`NODE_COMPILE_CACHE`, or
 * `node-compile-cache` in the system's temp folder); `NODE_DISABLE_COMPILE_CACHE=1` turns it
 * off. A failure to enable it is Node's to report in its return value, never an error here.
 */
import * as nodeModule from "node:module";

const enable = (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache;
if (typeof enable === "function") {
  try {
    enable();
  } catch {
    // A cache is an optimisation: a start without one is a correct start.
  }
}
