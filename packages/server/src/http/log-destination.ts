// Where the server's log lines go: standard output, written asynchronously through a bounded
// buffer. pino's default (synchronous) destination blocks the whole process in a sleep-and-retry
// loop while the reader of a full pipe does not read, so a slow log reader could stall requests
// and make the server deaf to SIGTERM for good. Here a slow reader costs at most `maxBytes` of
// memory (later lines are dropped and counted), and once shutdown begins, writing stops being
// retried at its deadline so the process always exits in time.
// Lines are gathered here and handed to the writer in batches of about BATCH_BYTES, and at least
// every FLUSH_MS: a write per line cost a system call and a hop through libuv's thread pool each,
// and sonic-boom (pino's writer) measures the UTF-8 length of its whole pending text at every write,
// so lines arriving while a write was under way cost more the more there were. bench/README.md,
// "Memory and the default settings"; docs/operations.md, "Logs".
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
  const writer = pino.destination({
    dest: fd,
    sync: false,
    maxLength: maxBytes,
    retryEAGAIN: () => Date.now() < retryUntil,
  });
  writer.on('drop', (text: string) => {
    dropped += text.split('\n').length - 1;
  });
  // Past the deadline a write error is expected: the lines are lost, the process goes on.
  writer.on('error', () => {});
  let batch: string[] = [];
  let batchLength = 0;
  const handOver = () => {
    if (batch.length === 0) return;
    const text = batch.join('');
    batch = [];
    batchLength = 0;
    writer.write(text);
  };
  const stream: pino.DestinationStream = {
    write(line: string) {
      batch.push(line);
      batchLength += line.length;
      if (batchLength >= BATCH_BYTES) handOver();
    },
  };
  // A quiet server's lines still appear within FLUSH_MS.
  const flushing = setInterval(handOver, flushMs);
  flushing.unref();
  return {
    stream,
    giveUpAfter(deadlineMs) {
      retryUntil = Math.min(retryUntil, Date.now() + deadlineMs);
    },
    dropped: () => dropped,
    flush() {
      clearInterval(flushing);
      handOver();
      try {
        writer.flushSync();
      } catch {
        // The reader stopped reading and the deadline passed: what is left is dropped.
      }
    },
  };
}
