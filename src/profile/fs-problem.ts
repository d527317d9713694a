/**
 * File-system errors as one line for a player: what went wrong (`reason`) and what to do
 * (`hint`), never a Node error dump.
 */
export interface FsProblem {
  readonly reason: string;
  readonly hint?: string;
}

/** `reason; hint`. */
export function showProblem(p: FsProblem): string {
  return p.hint ? `${p.reason}; ${p.hint}` : p.reason;
}

/** A refused or failed write in the profile, thrown by the safe-write functions. */
export class WriteProblem extends Error implements FsProblem {
  constructor(
    readonly reason: string,
    readonly hint?: string,
  ) {
    super(showProblem({ reason, hint }));
  }
}

const BY_CODE: Record<string, FsProblem> = {
  EACCES: { reason: "permission denied", hint: "make it writable, or pass --home a folder you can write to" },
  EPERM: { reason: "permission denied", hint: "make it writable, or pass --home a folder you can write to" },
  EROFS: { reason: "the file system is read-only", hint: "pass --home a folder on a writable disk" },
  ENOSPC: { reason: "no room to write the file (the disk is full)", hint: "free some space" },
  EDQUOT: { reason: "no room to write the file (disk quota exceeded)", hint: "free some space" },
  EFBIG: { reason: "no room to write the file (over the file-size limit)", hint: "free some space or raise the limit" },
  ENAMETOOLONG: { reason: "the path is too long", hint: "choose a shorter --home" },
  ENOTDIR: { reason: "a part of the path is a file, not a folder", hint: "move that file away" },
  EISDIR: { reason: "it is a folder, not a file", hint: "move it away" },
  ENOENT: { reason: "it does not exist" },
  ELOOP: { reason: "too many levels of symlinks", hint: "remove the link" },
  EMFILE: { reason: "too many open files" },
  EIO: { reason: "an input/output error (a failing disk?)" },
};

/** The one-line form of a file-system error (anything else: its first line). */
export function fsProblem(err: unknown): FsProblem {
  if (err instanceof WriteProblem) return err;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const known = code ? BY_CODE[code] : undefined;
  if (known) return known;
  const text = err instanceof Error ? err.message : String(err);
  return { reason: text.split("\n")[0] ?? text };
}
