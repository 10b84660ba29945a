// For what takes no signal of its own (an R2 bucket's get, the composer's whole answer):
// the wait ends when the signal aborts, with its reason. The work itself goes on, its
// outcome ignored; a failure of it later is not an unhandled rejection.
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
