import { useStdout } from "ink";
import { useEffect, useState } from "react";

export interface TerminalSize {
  readonly columns: number;
  readonly rows: number;
}

/**
 * The terminal size, updated on every `resize`. Ink re-lays out on resize itself but
 * tells no component (and not at all under CI), so the App listens on its own. Without
 * a TTY the size is unknown: assume the 80×24 minimum rather than refuse to draw.
 */
export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => read(stdout));
  useEffect(() => {
    const onResize = () => setSize(read(stdout));
    stdout.on("resize", onResize);
    return () => {
      stdout.off("resize", onResize);
    };
  }, [stdout]);
  return size;
}

function read(stdout: NodeJS.WriteStream): TerminalSize {
  return { columns: stdout.columns || 80, rows: stdout.rows || 24 };
}
