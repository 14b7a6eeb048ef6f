/**
 * Composing is synchronous CPU work (milliseconds per piece). Run one such job per turn of the
 * event loop, so the I/O between jobs — new requests being accepted and the first bytes of their
 * replies — is never stuck behind a whole batch of compositions (docs/decisions/0082).
 * @example const reply = await onCpuQueue(() => respond(history));
 */
export function onCpuQueue<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    });
    if (queue.length === 1) setImmediate(runOne);
  });
}

const queue: (() => void)[] = [];

function runOne(): void {
  queue[0]?.();
  queue.shift();
  if (queue.length > 0) setImmediate(runOne);
}
