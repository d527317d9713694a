import {
  newQuickJSWASMModuleFromVariant,
  RELEASE_SYNC,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from "quickjs-emscripten";
import { ATTRIBUTE_NAMES, type AttributeName } from "../content/catalog.js";
import type { ScriptFacts, ScriptHost, ScriptInput, ScriptResult, ScriptTurn, ScriptWho } from "../content/script-port.js";
import { BOOT, NATIVE_BUDGET } from "./boot.js";
import { HARDEN } from "./harden.js";
import { InterruptCounter } from "./interrupts.js";
import { describeError, moduleMistake, PREFIX, SUFFIX, type Placing } from "./location.js";
import { instrumentLoops, type Instrumented } from "./loops.js";

/**
 * The engine's limits. Constants in code, not `[balance]`: a mod must not lift its own limit.
 * Counted, never timed, so a call that ends inside them ends the same on every machine:
 * `steps` of the interpreter (backward jumps and calls, counted exactly from each call's
 * start, checked every `tick` steps) and `work`, the elements built-in methods may touch
 * (`natives.ts`), each per call and per turn (a command: all the scripts it runs). Promise jobs
 * a call queued run inside it, at most `jobs` of them. Figures: .scratch/2026-12-01-script-budgets.md.
 * The stack is small on purpose: QuickJS checks its own stack, but each of its C frames also
 * takes Node's stack, and at 64 KiB a nesting of 1,000 brackets overflowed Node's first.
 */
export const LIMITS = {
  steps: 200_000,
  turnSteps: 800_000,
  tick: 1_000,
  work: 1_000_000,
  turnWork: 4_000_000,
  jobs: 1_000,
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 16 * 1024,
} as const;

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
  #counter!: InterruptCounter;
  #runner!: QuickJSHandle;
  #collected!: QuickJSHandle;
  #spent!: QuickJSHandle;
  #sourceOf!: QuickJSHandle;
  #newError!: QuickJSHandle;
  #lastLoop!: QuickJSHandle;
  readonly #programs = new Map<string, { fn: QuickJSHandle; display: string; source: string; code: Instrumented }>();
  /** Ticks of the interrupt handler in the call running, and how many it may have. */
  #ticks = 0;
  #maxTicks = 0;
  /** The call running spent its native work (its code may catch the error; the next tick then stops it). */
  #over = false;
  #call: Call | undefined;
  #live = 0;
  #abandoned = 0;

  /** A call's budgets: the engine's own; only a test that walks the whole sandbox asks for more. */
  readonly #budget: CallBudget;

  constructor(module: QuickJSWASMModule, budget: CallBudget = { steps: LIMITS.steps, work: LIMITS.work }) {
    this.#module = module;
    this.#budget = budget;
    this.#boot();
  }

  /** Runtimes of this engine alive in the WebAssembly memory (1, plus any that could not be freed). */
  get runtimes(): number {
    return this.#live;
  }

  /** A fresh runtime and hardened context, the host functions in it. */
  #boot(): void {
    const rt = (this.#rt = this.#module.newRuntime());
    this.#live++;
    rt.setMemoryLimit(LIMITS.memoryBytes);
    rt.setMaxStackSize(LIMITS.stackBytes);
    const vm = (this.#vm = rt.newContext());
    this.#counter = InterruptCounter.locate(this.#module, rt, vm);
    // The host's own code (the wrapping, the freeze) runs unbudgeted, and not stopped by the
    // call whose failure led to this boot (a restart after a call the native budget stopped).
    this.#maxTicks = Infinity;
    this.#over = false;
    rt.setInterruptHandler(() => {
      this.#ticks++;
      this.#counter.set(LIMITS.tick);
      return this.#ticks >= this.#maxTicks || this.#over;
    });
    const stop = vm.newFunction("stop", () => {
      this.#over = true;
    });
    const boot = vm.unwrapResult(vm.evalCode(BOOT, "<host>"));
    const parts = vm.unwrapResult(vm.callFunction(boot, vm.undefined, stop));
    boot.dispose();
    stop.dispose();
    const act = vm.getProp(parts, 0);
    vm.setProp(vm.global, "act", act);
    act.dispose();
    this.#runner = vm.getProp(parts, 1);
    this.#collected = vm.getProp(parts, 2);
    this.#lastLoop = vm.getProp(parts, 3);
    this.#spent = vm.getProp(parts, 4);
    parts.dispose();
    this.#sourceOf = vm.unwrapResult(
      vm.evalCode(`(function(f){return typeof f === "function" ? Function.prototype.toString.call(f) : ""})`, "<host>"),
    );
    // A host error is made in the engine by its constructor: with Error.prototype frozen, setting `message` on one afterwards would fail.
    this.#newError = vm.unwrapResult(vm.evalCode(`(function(m){return new TypeError(m)})`, "<host>"));
    this.#installHost();
    vm.unwrapResult(vm.evalCode(HARDEN, "<host>")).dispose();
  }

  /** Starts the budget of a call (or a compile): `steps` from now, counted exactly. */
  #startBudget(steps: number): void {
    this.#ticks = 0;
    this.#maxTicks = Math.max(1, Math.ceil(steps / LIMITS.tick));
    this.#over = false;
    this.#counter.set(LIMITS.tick);
  }

  /** Steps spent since `#startBudget`. */
  #stepsSpent(): number {
    return this.#ticks * LIMITS.tick + (LIMITS.tick - this.#counter.get());
  }

  /** Compiles a script once; answers the load warning (`mod/file.js:LINE:COL: message`) when it does not compile. */
  compile(id: string, display: string, source: string): string | undefined {
    try {
      return this.#compile(id, display, source);
    } catch (err) {
      // Not the script's error but the host's (Node's own stack, deep in the engine's C): the
      // runtime is left in an unknown state, so it is replaced; the other scripts are compiled again.
      this.#restart(id);
      return `${display}:1:1: the script engine could not compile it (${hostReason(err)})`;
    }
  }

  #compile(id: string, display: string, source: string): string | undefined {
    const vm = this.#vm;
    this.#startBudget(this.#budget.steps);
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

  run(id: string, input: ScriptInput, facts: ScriptFacts, turn?: ScriptTurn): ScriptResult {
    const program = this.#programs.get(id);
    if (!program) return { ok: false, error: `${id}: no such script` };
    if (this.#call) return { ok: false, error: `${program.display}: a script cannot run while another is running` };
    const steps = Math.min(this.#budget.steps, Math.max(LIMITS.turnSteps, this.#budget.steps) - (turn?.steps ?? 0));
    const work = Math.min(this.#budget.work, Math.max(LIMITS.turnWork, this.#budget.work) - (turn?.work ?? 0));
    if (steps <= 0 || work <= 0)
      return { ok: false, error: `${program.display}: not run: this turn's scripts have spent the turn's budget` };
    this.#call = { input, facts };
    let spentWork = work;
    this.#callSteps = steps;
    try {
      const result = this.#run(id, program, input, steps, work);
      if (typeof result === "number") {
        spentWork = result;
        return { ok: true, actions: this.#actions };
      }
      spentWork = this.#workSpent() ?? work;
      return { ok: false, error: result };
    } catch (err) {
      // The host's own error (Node's stack overflowed inside the engine): this call is lost, and
      // the runtime, left in an unknown state, is replaced by a fresh one with every script.
      this.#restart(undefined);
      return { ok: false, error: `${program.display}: stopped: the script engine failed (${hostReason(err)}); this call was lost` };
    } finally {
      if (turn) {
        turn.steps += this.#callSteps;
        // A refused charge is counted up to the allowance it broke, not by the size it asked for.
        turn.work += Math.min(spentWork, work);
      }
      this.#call = undefined;
    }
  }

  /** What the last call returned and spent, set by `#run`. */
  #actions: unknown[] = [];
  #callSteps = 0;

  /** One call: the native work it spent (its actions in `#actions`), or its error line. */
  #run(
    id: string,
    program: { fn: QuickJSHandle; display: string; code: Instrumented },
    input: ScriptInput,
    steps: number,
    work: number,
  ): number | string {
    const vm = this.#vm;
    const json = vm.newString(JSON.stringify(input));
    const allowance = vm.newNumber(work);
    try {
      this.#startBudget(steps);
      let result = vm.callFunction(this.#runner, vm.undefined, program.fn, json, allowance);
      json.dispose();
      allowance.dispose();
      // Promise jobs (then-callbacks, the rest of an async function) run now, inside this call
      // and its budget: left queued they would run in a later call, state carried over.
      if (this.#rt.hasPendingJob()) {
        // In batches (one crossing runs many jobs); a job that throws ends its batch, the next batch goes on.
        for (let jobs = 0; jobs < LIMITS.jobs && this.#rt.hasPendingJob() && this.#ticks < this.#maxTicks && !this.#over;) {
          const ran = this.#rt.executePendingJobs(LIMITS.jobs - jobs);
          if (ran.error) {
            ran.error.dispose();
            jobs++;
          } else jobs += Math.max(1, ran.value);
        }
        this.#callSteps = this.#stepsSpent();
        const spent = this.#ticks >= this.#maxTicks || this.#over;
        // Jobs left because the call's budget ran out are that call's stop, not a flood: the
        // script stays on, and a fresh runtime drops the queue so nothing runs in a later call.
        if (this.#rt.hasPendingJob() && !spent) {
          (result.error ?? result.value).dispose();
          this.#restart(id);
          return `${program.display}: stopped: its promise jobs never end; the script is switched off for this session`;
        }
        if (spent) {
          (result.error ?? result.value).dispose();
          const stop = describeError({ message: this.#over ? NATIVE_BUDGET : "interrupted" }, program.display, this.#placing(program.code));
          if (this.#rt.hasPendingJob()) this.#restart(undefined);
          return stop;
        }
        if (!result.error) {
          result.value.dispose();
          result = vm.callFunction(this.#collected, vm.undefined);
        }
      }
      this.#callSteps = this.#stepsSpent();
      if (result.error) {
        const e = vm.dump(result.error);
        result.error.dispose();
        const stop = this.#over ? { message: NATIVE_BUDGET, stack: (e as { stack?: string } | null)?.stack } : e;
        return describeError(stop, program.display, this.#placing(program.code));
      }
      const text = vm.getString(result.value);
      result.value.dispose();
      const colon = text.indexOf(":");
      this.#actions = JSON.parse(text.slice(colon + 1)) as unknown[];
      return Number(text.slice(0, colon));
    } catch (err) {
      // A host error: the runtime is about to be replaced.
      for (const h of [json, allowance]) if (h.alive) h.dispose();
      throw err;
    }
  }

  /** The native work the call just stopped had spent (undefined if the engine cannot say). */
  #workSpent(): number | undefined {
    const got = this.#vm.callFunction(this.#spent, this.#vm.undefined);
    if (got.error) {
      got.error.dispose();
      return undefined;
    }
    const n = this.#vm.getNumber(got.value);
    got.value.dispose();
    return n;
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
   * A fresh runtime for every script but `offender` (a job chain that never ends cannot be
   * cleared from a runtime; a host error leaves it in an unknown state), so nothing of the old
   * one reaches a later call. The old runtime is freed: freeing runs down its job queue, so
   * even a flood is given back. One QuickJS cannot free is left behind, and counted.
   */
  #restart(offender: string | undefined): void {
    const programs = [...this.#programs].filter(([id]) => id !== offender);
    this.#free();
    this.#programs.clear();
    this.#boot();
    for (const [id, p] of programs) this.compile(id, p.display, p.source);
  }

  /** Frees the runtime and every handle into it. */
  #free(): void {
    try {
      for (const p of this.#programs.values()) p.fn.dispose();
      for (const h of [this.#runner, this.#collected, this.#spent, this.#sourceOf, this.#newError, this.#lastLoop]) h.dispose();
      this.#vm.dispose();
      this.#rt.dispose();
      this.#live--;
    } catch {
      this.#abandoned++;
    }
  }

  /** Frees the engine (tests and benchmarks that make many). */
  dispose(): void {
    this.#free();
    this.#programs.clear();
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
      v === undefined
        ? undefined
        : typeof v === "number"
          ? vm.newNumber(v)
          : typeof v === "string"
            ? vm.newString(v)
            : v
              ? vm.true
              : vm.false;
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

/** Why the host failed, for the modder: Node's stack is the one case seen (deep nesting in the source). */
function hostReason(err: unknown): string {
  return err instanceof RangeError ? "it nests too deeply" : err instanceof Error ? err.message : String(err);
}

/** Loads the engine (about 15–30 ms): called only when a loaded mod has `[[scripts]]`. */
/** Operation steps and native work one call may spend. */
export interface CallBudget {
  readonly steps: number;
  readonly work: number;
}

/** The engine; `budget` is for tests only (the game always runs with the engine's own limits). */
export async function createScriptEngine(budget?: CallBudget): Promise<ScriptEngine> {
  return new ScriptEngine(await newQuickJSWASMModuleFromVariant(RELEASE_SYNC), budget);
}
