// Answers the app was handed as fresh as a request would get them: the server's, inlined in the
// page it drew (initialAnswers.ts), and a write's own answer (the checkout's purchase). Each goes
// into SWR's cache as the fetcher would have put it, and the screen that reads it first draws it
// without asking for it again on mount (SWR otherwise reads again whatever it holds when a reader
// mounts: its stale-while-revalidate). Any later reader asks as usual.
import { useEffect } from 'react';
import type { ScopedMutator } from 'swr';
import type { ApiResult } from './client.ts';

/** Paths whose cached answer was handed over and has had no reader yet. */
const unread = new Set<string>();

/** Keeps `data` as the answer to GET `path`; its first reader does not ask for it again. */
export function holdAnswer<T>(mutate: ScopedMutator, path: string, data: T): Promise<unknown> {
  unread.add(path);
  return mutate<ApiResult<T>>(path, { data, total: undefined }, { revalidate: false });
}

/** Whether `path`'s answer was handed over and nothing has read it yet. */
export function isHeldAnswer(path: string): boolean {
  return unread.has(path);
}

/**
 * Whether this reader of `path` is the first since its answer was handed over: then it need not
 * ask on mount. Once the reader is on screen the answer counts as read.
 */
export function useHeldAnswer(path: string | null): boolean {
  const held = path !== null && unread.has(path);
  useEffect(() => {
    if (held && path !== null) unread.delete(path);
  }, [held, path]);
  return held;
}
