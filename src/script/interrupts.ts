import type { QuickJSContext, QuickJSRuntime, QuickJSWASMModule } from "quickjs-emscripten";

/**
 * QuickJS calls the interrupt handler when a counter in its context runs down (one step per
 * backward jump or call, reset to 10,000 after each call of the handler) and never resets it
 * between evaluations, so the first stop of a call came after 1 to 10,000 steps depending on
 * the calls before: the same script with the same input ran or was stopped depending on its
 * history. The counter is a field of the context (`JSContext.interrupt_counter`) in the
 * WebAssembly memory: found once per context by watching which word counts the steps of a
 * known loop, then checked by setting it and seeing the handler called exactly when it runs out.
 * Setting it at the start of every call, and in the handler to the tick size, makes each call's
 * count of steps exact and its own.
 */
export class InterruptCounter {
  readonly #module: QuickJSWASMModule;
  readonly #at: number;

  private constructor(module: QuickJSWASMModule, at: number) {
    this.#module = module;
    this.#at = at;
  }

  /** The next call of the interrupt handler comes after `steps` steps. */
  set(steps: number): void {
    new Int32Array(this.#module.getWasmMemory().buffer, this.#at, 1)[0] = steps;
  }

  /** The steps left before the next call of the handler. */
  get(): number {
    return new Int32Array(this.#module.getWasmMemory().buffer, this.#at, 1)[0]!;
  }

  /**
   * Finds the counter of a fresh context; throws if it cannot be found and checked (a
   * QuickJS whose layout differs: the engine must not run with a budget that depends on history).
   * Sets the runtime's interrupt handler for the search; the caller sets its own afterwards.
   */
  static locate(module: QuickJSWASMModule, rt: QuickJSRuntime, vm: QuickJSContext): InterruptCounter {
    const ctx = (vm as unknown as { ctx: { value: number } }).ctx.value;
    const WORDS = 512;
    let ticks = 0;
    rt.setInterruptHandler(() => (ticks++, false));
    const words = () => new Int32Array(module.getWasmMemory().buffer, ctx, WORDS).slice();
    const loop = (n: number) => vm.unwrapResult(vm.evalCode(`for (let i = 0; i < ${n}; i++) {}`, "<host>")).dispose();
    loop(1);
    const a = words();
    loop(100);
    const b = words();
    loop(1000);
    const c = words();
    for (let i = 0; i < WORDS; i++) {
      const first = a[i]! - b[i]!;
      const second = b[i]! - c[i]!;
      // The counter counts down, ten times as much for ten times the loop, and stays within its reset value.
      if (!(first > 0 && second > 5 * first && a[i]! <= 10_000 && c[i]! > 0)) continue;
      const counter = new InterruptCounter(module, ctx + 4 * i);
      // The check: set it to 50 and run a loop of `first` steps (more than 50): exactly one call of the handler, after which it counts down from 10,000.
      counter.set(50);
      ticks = 0;
      loop(100);
      const after = words()[i]!;
      if (ticks === 1 && after === 10_000 - (first - 50)) return counter;
    }
    throw new Error("the script engine's step counter was not found (an unexpected QuickJS build)");
  }
}
