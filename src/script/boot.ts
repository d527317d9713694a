import { PARAMS } from "./location.js";
import { WRAP_NATIVES } from "./natives.js";

/** The message of the error a call's native work throws when its allowance is spent (a key of location.ts's reasons). */
export const NATIVE_BUDGET = "native budget";

/**
 * The host's code in the context, evaluated once before the freeze: a function of the host's
 * `stop` (which tells the engine a call spent its native work) answering the host's handles.
 *
 * One host→engine crossing each way per call: the input goes in as one JSON string, the
 * actions come back as one (after the native work charged, `work:[…]`). `act` collects in the
 * engine (each action a JSON copy made when it is called) into a list that lives in this
 * closure, which no script can reach; every call starts a new list and a new allowance, so
 * nothing carries from one call to the next (outside calls — the freeze — nothing is charged). `collected` reads the list again after promise
 * jobs ran (an async script's later acts count too). The host's own work uses the built-ins
 * taken before they are wrapped, so it is not charged to the script.
 */
export const BOOT = `((stop) => {
  "use strict";
  const { apply, ownKeys } = Reflect;
  const descriptor = Object.getOwnPropertyDescriptor, define = Object.defineProperty, isArray = Array.isArray;
  const parse = JSON.parse, stringify = JSON.stringify, push = Array.prototype.push, join = Array.prototype.join;
  let out = []; let marks = [0]; let work = 0; let limit = Infinity; let over = false;
  const spend = (n) => {
    work += n;
    if (work > limit) {
      if (!over) { over = true; stop(); }
      throw new RangeError(${JSON.stringify(NATIVE_BUDGET)});
    }
  };
  const act = function act(a) { const s = stringify(a); spend(s === undefined ? 4 : s.length); apply(push, out, [s === undefined ? "null" : s]); };
  const collected = function () { return work + ":[" + apply(join, out, [","]) + "]"; };
  const spent = function () { return work; };
  const lastLoop = function () { const n = marks[0]; return typeof n === "number" ? n - 1 : -1; };
  const run = function (fn, json, allowance) { const i = parse(json); out = []; marks = [0]; work = 0; limit = allowance; over = false; fn(${PARAMS.map((p) => `i.${p}`).join(", ")}, marks); return collected(); };
  ${WRAP_NATIVES}
  return [act, run, collected, lastLoop, spent];
})`;
