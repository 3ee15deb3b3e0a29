let current: (() => void) | undefined;

/**
 * Runs `work` with `check` called at the engine's long loops: before each implied action of a drive (driver.ts) and
 * before each continuous effect of a full layer pass (layers.ts), where a game of many objects spends its time. A
 * caller that bounds how long engine work may take reads its clock there and throws to abandon the work: game states
 * are values, and a layer pass left half-done is dropped from the cache, so nothing of it remains.
 */
export function withCheckpoint<T>(check: () => void, work: () => T): T {
  const outer = current;
  current = check;
  try {
    return work();
  } finally {
    current = outer;
  }
}

/** The check of the innermost `withCheckpoint` running, if any. */
export function checkpoint(): void {
  current?.();
}
