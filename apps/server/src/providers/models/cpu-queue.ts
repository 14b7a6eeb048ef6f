/**
 * Composing is synchronous CPU work (milliseconds per piece). Run one such job per turn of the
 * event loop, so the I/O between jobs — new requests being accepted and the first bytes of their
 * replies — is never stuck behind a whole batch of compositions (docs/decisions/0082).
 * @example const reply = await onCpuQueue(() => respond(history));
 */
export function onCpuQueue<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({
      queuedAt: performance.now(),
      run: () => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      },
    });
    if (queue.length === 1) setImmediate(runOne);
  });
}

/**
 * Replies being admitted: queued work waits while any is under way (from its request's arrival to
 * its first byte or its answer) and until admissions pause for `QUIET_MS`, so a burst of new chats
 * gets every first byte out before the work of the replies already under way — time to first byte is
 * what a user feels; a reply's last byte can wait. Counting admissions in flight, not only their
 * moments: on PostgreSQL a burst's admissions finish in clumps (a commit waits for the WAL flush),
 * and the gaps between clumps let queued work in. No starvation: while admissions go on, one job
 * still runs every `MAX_DEFER_MS` (paced, not all at once once they have waited that long: each job
 * is followed by its reply's set-up, and a whole queue of those would stall the burst again).
 * @returns the admission's end: call it (once or more) when the reply's first byte or answer goes out.
 */
export function beginAdmission(): () => void {
  admitting += 1;
  noteAdmission();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    admitting -= 1;
    noteAdmission();
  };
}

/** Admissions begun and not yet ended (tests check that every kind of answer ends its admission). */
export function admissionsUnderWay(): number {
  return admitting;
}

/** A moment of admission: queued work waits until admissions pause for `QUIET_MS`. */
export function noteAdmission(): void {
  lastAdmission = performance.now();
}

const QUIET_MS = 5;
const MAX_DEFER_MS = 100;
const queue: { queuedAt: number; run: () => void }[] = [];
let admitting = 0;
let lastAdmission = Number.NEGATIVE_INFINITY;
/** When a job last ran although admissions were going on. */
let lastPacedRun = Number.NEGATIVE_INFINITY;

function runOne(): void {
  const now = performance.now();
  const head = queue[0];
  if (head && (admitting > 0 || now - lastAdmission < QUIET_MS)) {
    // Admitting: the head waits MAX_DEFER_MS from when it was queued or the last paced job ran.
    const waitingSince = Math.max(head.queuedAt, lastPacedRun);
    if (now - waitingSince < MAX_DEFER_MS) {
      setTimeout(runOne, QUIET_MS);
      return;
    }
    lastPacedRun = now;
  }
  head?.run();
  queue.shift();
  if (queue.length > 0) setImmediate(runOne);
}
