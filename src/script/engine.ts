import { newQuickJSWASMModuleFromVariant, RELEASE_SYNC, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from "quickjs-emscripten";
import { ATTRIBUTE_NAMES, type AttributeName } from "../content/catalog.js";
import type { ScriptFacts, ScriptHost, ScriptInput, ScriptResult, ScriptWho } from "../game/script-host.js";
import { HARDEN } from "./harden.js";
import { describeError, moduleMistake, PARAMS, PREFIX, SUFFIX, type Placing } from "./location.js";
import { instrumentLoops, type Instrumented } from "./loops.js";

/**
 * The engine's limits. Constants in code, not `[balance]`: a mod must not lift its own limit.
 * The interrupt handler runs every few thousand operations; a call may see this many of them
 * (about half a million operations, a few ms) before it is stopped; promise jobs it queued
 * run inside the call, at most `jobs` of them.
 */
export const LIMITS = { interrupts: 50, jobs: 10_000, memoryBytes: 16 * 1024 * 1024, stackBytes: 64 * 1024 } as const;

const ATTRIBUTES = new Set<string>(ATTRIBUTE_NAMES);

/** What one call in progress collects and reads. */
interface Call {
  readonly input: ScriptInput;
  readonly facts: ScriptFacts;
}

/**
 * Scripts in QuickJS (WebAssembly): one runtime and one hardened context for all of them.
 * Each script is compiled once, as a function; a call runs that function with fresh
 * copies of its input, so top-level variables start over every call.
 */
export class ScriptEngine implements ScriptHost {
  readonly #module: QuickJSWASMModule;
  #rt!: QuickJSRuntime;
  #vm!: QuickJSContext;
  #runner!: QuickJSHandle;
  #collected!: QuickJSHandle;
  #sourceOf!: QuickJSHandle;
  #newError!: QuickJSHandle;
  #lastLoop!: QuickJSHandle;
  readonly #programs = new Map<string, { fn: QuickJSHandle; display: string; source: string; code: Instrumented }>();
  #interrupts = 0;
  #call: Call | undefined;

  constructor(module: QuickJSWASMModule) {
    this.#module = module;
    this.#boot();
  }

  /** A fresh runtime and hardened context, the host functions in it. */
  #boot(): void {
    const rt = (this.#rt = this.#module.newRuntime());
    rt.setMemoryLimit(LIMITS.memoryBytes);
    rt.setMaxStackSize(LIMITS.stackBytes);
    rt.setInterruptHandler(() => ++this.#interrupts > LIMITS.interrupts);
    const vm = (this.#vm = rt.newContext());
    // One host→engine crossing each way per call: the input goes in as one JSON string, the
    // actions come back as one. `act` collects in the engine (each action a JSON copy made when
    // it is called) into a list that lives in this closure, which no script can reach; every
    // call starts a new list, so nothing carries from one call to the next. `collected` reads
    // the list again after promise jobs ran (an async script's later acts count too).
    const parts = vm.unwrapResult(
      vm.evalCode(
        `(() => { let out = []; let marks = [0];
          const act = function act(a) { const s = JSON.stringify(a); out.push(s === undefined ? "null" : s); };
          const collected = function () { return "[" + out.join(",") + "]"; };
          const lastLoop = function () { const n = marks[0]; return typeof n === "number" ? n - 1 : -1; };
          const run = function (fn, json) { const i = JSON.parse(json); out = []; marks = [0]; fn(${PARAMS.map((p) => `i.${p}`).join(", ")}, marks); return collected(); };
          return [act, run, collected, lastLoop]; })()`,
        "<host>",
      ),
    );
    const act = vm.getProp(parts, 0);
    vm.setProp(vm.global, "act", act);
    act.dispose();
    this.#runner = vm.getProp(parts, 1);
    this.#collected = vm.getProp(parts, 2);
    this.#lastLoop = vm.getProp(parts, 3);
    parts.dispose();
    this.#sourceOf = vm.unwrapResult(vm.evalCode(`(function(f){return typeof f === "function" ? Function.prototype.toString.call(f) : ""})`, "<host>"));
    // A host error is made in the engine by its constructor: with Error.prototype frozen, setting `message` on one afterwards would fail.
    this.#newError = vm.unwrapResult(vm.evalCode(`(function(m){return new TypeError(m)})`, "<host>"));
    this.#installHost();
    vm.unwrapResult(vm.evalCode(HARDEN, "<host>")).dispose();
  }

  /** Compiles a script once; answers the load warning (`mod/file.js:LINE:COL: message`) when it does not compile. */
  compile(id: string, display: string, source: string): string | undefined {
    const vm = this.#vm;
    this.#interrupts = 0;
    let code = instrumentLoops(source);
    let result = vm.evalCode(`${PREFIX}${code.source}${SUFFIX}`, display);
    if (result.error) {
      // The file as written decides: its own error, or (a marker misplaced) it runs without markers.
      result.error.dispose();
      code = { source, loops: [], original: (line, col) => ({ line, col }) };
      result = vm.evalCode(`${PREFIX}${source}${SUFFIX}`, display);
    }
    if (result.error) {
      const e = vm.dump(result.error);
      result.error.dispose();
      return moduleMistake(source, display) ?? describeError(e, display);
    }
    // A source that closes the wrapper early (`}) && function(){…}.bind({n: 0` …) would keep state
    // outside it: the function compiled must be the wrapper itself, its text the whole file.
    const text = vm.callFunction(this.#sourceOf, vm.undefined, result.value);
    const whole = !text.error && vm.getString(text.value) === `${PREFIX}${code.source}${SUFFIX}`.slice(1, -1);
    (text.error ?? text.value).dispose();
    if (!whole) {
      result.value.dispose();
      return `${display}:1:1: the script must be a function body: it closes the function it is wrapped in`;
    }
    this.#programs.get(id)?.fn.dispose();
    this.#programs.set(id, { fn: result.value, display, source, code });
    return undefined;
  }

  has(id: string): boolean {
    return this.#programs.has(id);
  }

  run(id: string, input: ScriptInput, facts: ScriptFacts): ScriptResult {
    const program = this.#programs.get(id);
    if (!program) return { ok: false, error: `${id}: no such script` };
    if (this.#call) return { ok: false, error: `${program.display}: a script cannot run while another is running` };
    const vm = this.#vm;
    const call: Call = { input, facts };
    this.#call = call;
    this.#interrupts = 0;
    const json = vm.newString(JSON.stringify(input));
    try {
      let result = vm.callFunction(this.#runner, vm.undefined, program.fn, json);
      // Promise jobs (then-callbacks, the rest of an async function) run now, inside this call
      // and its budget: left queued they would run in a later call, state carried over.
      if (this.#rt.hasPendingJob()) {
        for (let jobs = 0; jobs < LIMITS.jobs && this.#rt.hasPendingJob(); jobs++) this.#rt.executePendingJobs(1).error?.dispose();
        if (this.#rt.hasPendingJob()) {
          (result.error ?? result.value).dispose();
          this.#restart(id);
          return { ok: false, error: `${program.display}: stopped: its promise jobs never end; the script is switched off for this session` };
        }
        if (this.#interrupts > LIMITS.interrupts) {
          (result.error ?? result.value).dispose();
          return { ok: false, error: describeError({ message: "interrupted" }, program.display, this.#placing(program.code)) };
        }
        if (!result.error) {
          result.value.dispose();
          result = vm.callFunction(this.#collected, vm.undefined);
        }
      }
      if (result.error) {
        const e = vm.dump(result.error);
        result.error.dispose();
        return { ok: false, error: describeError(e, program.display, this.#placing(program.code)) };
      }
      const actions = JSON.parse(vm.getString(result.value)) as unknown[];
      result.value.dispose();
      return { ok: true, actions };
    } finally {
      json.dispose();
      this.#call = undefined;
    }
  }

  /** The compiled text's map and the loop whose marker ran last in the call just stopped. */
  #placing(code: Instrumented): Placing {
    const got = this.#vm.callFunction(this.#lastLoop, this.#vm.undefined);
    if (got.error) {
      got.error.dispose();
      return { code, lastLoop: -1 };
    }
    const lastLoop = this.#vm.getNumber(got.value);
    got.value.dispose();
    return { code, lastLoop };
  }

  /**
   * A job chain that never ends cannot be cleared from a runtime: the runtime is left behind
   * (QuickJS cannot free one stopped mid-chain) and a fresh one gets every other script, so
   * nothing of the chain reaches a later call.
   */
  #restart(offender: string): void {
    const programs = [...this.#programs].filter(([id]) => id !== offender);
    this.#programs.clear();
    this.#boot();
    for (const [id, p] of programs) this.compile(id, p.display, p.source);
  }

  /** Frees the engine (tests and benchmarks that make many). */
  dispose(): void {
    for (const p of this.#programs.values()) p.fn.dispose();
    for (const h of [this.#runner, this.#collected, this.#sourceOf, this.#newError, this.#lastLoop]) h.dispose();
    this.#vm.dispose();
    try {
      this.#rt.dispose();
    } catch {
      // A job stopped by the budget can leave objects QuickJS then refuses to free: the module goes with the engine.
    }
  }

  #installHost(): void {
    const vm = this.#vm;
    const call = (): Call => {
      if (!this.#call) throw new Error("host functions answer only during a call");
      return this.#call;
    };
    // getString converts whatever it is given (one call into the engine, not two with a typeof first).
    const who = (h: QuickJSHandle | undefined): ScriptWho => {
      const s = h ? vm.getString(h) : "nothing";
      if (s !== "self" && s !== "target") throw new TypeError(`who must be "self" or "target", got ${s}`);
      return s;
    };
    const text = (h: QuickJSHandle | undefined, what: string): string => {
      if (!h) throw new TypeError(`${what} is missing`);
      return vm.getString(h);
    };
    const value = (v: number | boolean | string | undefined): QuickJSHandle | undefined =>
      v === undefined ? undefined : typeof v === "number" ? vm.newNumber(v) : typeof v === "string" ? vm.newString(v) : v ? vm.true : vm.false;
    const fns: Record<string, (...args: QuickJSHandle[]) => QuickJSHandle | undefined> = {
      attribute: (w, n) => {
        const name = text(n, "the attribute name");
        if (!ATTRIBUTES.has(name)) throw new TypeError(`unknown attribute "${name}"`);
        return value(call().facts.attribute(who(w), name as AttributeName));
      },
      health: (w) => value(call().facts.health(who(w))),
      has_modifier: (w, id) => value(call().facts.has_modifier(who(w), text(id, "the modifier id"))),
      has_item: (w, id) => value(call().facts.has_item(who(w), text(id, "the item id"))),
      has_tag: (w, tag) => value(call().facts.has_tag(who(w), text(tag, "the tag"))),
      quest_state: (q) => value(call().facts.quest_state(text(q, "the quest id"))),
      in_combat: () => value(call().facts.in_combat()),
      floor: () => value(call().input.floor),
      turn: () => value(call().input.turn),
      rand: () => value(call().facts.rand()),
    };
    for (const [name, fn] of Object.entries(fns)) {
      const handle = vm.newFunction(name, (...args) => {
        try {
          return fn(...args);
        } catch (err) {
          const message = vm.newString(err instanceof Error ? err.message : String(err));
          const error = vm.unwrapResult(vm.callFunction(this.#newError, vm.undefined, message));
          message.dispose();
          return { error };
        }
      });
      vm.setProp(vm.global, name, handle);
      handle.dispose();
    }
  }
}

/** Loads the engine (about 15–30 ms): called only when a loaded mod has `[[scripts]]`. */
export async function createScriptEngine(): Promise<ScriptEngine> {
  return new ScriptEngine(await newQuickJSWASMModuleFromVariant(RELEASE_SYNC));
}
