/** Keys as a terminal sends them. */
export const KEYS = {
  up: "\u001B[A",
  down: "\u001B[B",
  right: "\u001B[C",
  left: "\u001B[D",
  enter: "\r",
  escape: "\u001B",
  ctrlC: "\u0003",
  tab: "\t",
  backspace: "\u007F",
} as const;

/** What the helpers need of an ink-testing-library render. */
export interface Rendered {
  readonly stdin: { write(data: string): void; listenerCount(event: string): number };
  readonly frames: readonly string[];
  lastFrame(): string | undefined;
}

const tick = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until Ink listens on stdin. It attaches its listener in an effect after the
 * first render, so a key written straight after `render()` would be lost.
 */
export async function ready(ui: Rendered, timeout = 1000): Promise<void> {
  const end = Date.now() + timeout;
  while (ui.stdin.listenerCount("readable") === 0 && Date.now() < end) await tick(2);
}

/**
 * Writes one key and waits for Ink to handle it: until a new frame is written (Ink
 * parses input asynchronously, and holds a lone Escape until the next tick to tell it
 * from an escape sequence), or `timeout` ms for a key that changes nothing.
 */
export async function press(ui: Rendered, key: string, timeout = 300): Promise<void> {
  const before = ui.frames.length;
  ui.stdin.write(key);
  const end = Date.now() + timeout;
  while (ui.frames.length === before && Date.now() < end) await tick(2);
  await tick(2);
}

/** Writes each key of `text` in turn (typing a name). */
export async function type(ui: Rendered, text: string): Promise<void> {
  for (const ch of text) await press(ui, ch);
}

/** Waits until the last frame satisfies `test` (a resize or a first render); false on timeout. */
export async function frameWhere(ui: Rendered, test: (frame: string) => boolean, timeout = 1000): Promise<boolean> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (test(ui.lastFrame() ?? "")) return true;
    await tick(2);
  }
  return test(ui.lastFrame() ?? "");
}
