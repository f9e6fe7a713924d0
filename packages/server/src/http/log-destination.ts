// Where the server's log lines go: standard output, written asynchronously through a bounded
// buffer. pino's default (synchronous) destination blocks the whole process in a sleep-and-retry
// loop while the reader of a full pipe does not read, so a slow log reader could stall requests
// and make the server deaf to SIGTERM for good. Here a slow reader costs at most `maxBytes` of
// memory (later lines are dropped and counted), and once shutdown begins, writing stops being
// retried at its deadline so the process always exits in time. docs/operations.md, "Logs".
import pino from 'pino';

export interface LogDestination {
  stream: pino.DestinationStream;
  /** From now on, a full pipe is retried only until `deadlineMs` from now; then lines are dropped. */
  giveUpAfter(deadlineMs: number): void;
  /** Lines dropped because the reader was too slow. */
  dropped(): number;
}

export function createLogDestination(fd = 1, maxBytes = 4 * 1024 * 1024): LogDestination {
  let retryUntil = Number.POSITIVE_INFINITY;
  let dropped = 0;
  const stream = pino.destination({
    dest: fd,
    sync: false,
    minLength: 0,
    maxLength: maxBytes,
    retryEAGAIN: () => Date.now() < retryUntil,
  });
  stream.on('drop', () => {
    dropped += 1;
  });
  // Past the deadline a write error is expected: the lines are lost, the process goes on.
  stream.on('error', () => {});
  return {
    stream,
    giveUpAfter(deadlineMs) {
      retryUntil = Math.min(retryUntil, Date.now() + deadlineMs);
    },
    dropped: () => dropped,
  };
}
