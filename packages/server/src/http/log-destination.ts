// Where the server's log lines go: standard output, written asynchronously through a bounded
// buffer. pino's default (synchronous) destination blocks the whole process in a sleep-and-retry
// loop while the reader of a full pipe does not read, so a slow log reader could stall requests
// and make the server deaf to SIGTERM for good. Here a slow reader costs at most `maxBytes` of
// memory (later lines are dropped and counted), and once shutdown begins, writing stops being
// retried at its deadline so the process always exits in time. Lines are written to the pipe in
// batches of up to BATCH_BYTES, and at least every FLUSH_MS: one write per request cost a system
// call and a hop through libuv's thread pool each, about a third of the server's CPU on a cached
// read at the default log level (bench/README.md, "Memory and the default settings").
// docs/operations.md, "Logs".
import pino from 'pino';

const BATCH_BYTES = 4096;
const FLUSH_MS = 250;

export interface LogDestination {
  stream: pino.DestinationStream;
  /** From now on, a full pipe is retried only until `deadlineMs` from now; then lines are dropped. */
  giveUpAfter(deadlineMs: number): void;
  /** Lines dropped because the reader was too slow. */
  dropped(): number;
  /** Writes out what is batched (at shutdown), retrying a full pipe until the deadline only. */
  flush(): void;
}

export function createLogDestination(
  fd = 1,
  { maxBytes = 4 * 1024 * 1024, flushMs = FLUSH_MS }: { maxBytes?: number; flushMs?: number } = {},
): LogDestination {
  let retryUntil = Number.POSITIVE_INFINITY;
  let dropped = 0;
  const stream = pino.destination({
    dest: fd,
    sync: false,
    minLength: BATCH_BYTES,
    maxLength: maxBytes,
    retryEAGAIN: () => Date.now() < retryUntil,
  });
  stream.on('drop', () => {
    dropped += 1;
  });
  // Past the deadline a write error is expected: the lines are lost, the process goes on.
  stream.on('error', () => {});
  // A quiet server's lines still appear within FLUSH_MS.
  const flushing = setInterval(() => stream.flush(), flushMs);
  flushing.unref();
  return {
    stream,
    giveUpAfter(deadlineMs) {
      retryUntil = Math.min(retryUntil, Date.now() + deadlineMs);
    },
    dropped: () => dropped,
    flush() {
      clearInterval(flushing);
      try {
        stream.flushSync();
      } catch {
        // The reader stopped reading and the deadline passed: what is left is dropped.
      }
    },
  };
}
