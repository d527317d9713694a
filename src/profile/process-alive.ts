/**
 * Whether a process with this id is running on this machine: signal 0 tests without
 * sending anything. EPERM means it runs under another user: alive all the same.
 */
export function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
