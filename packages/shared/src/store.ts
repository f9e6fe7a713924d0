/**
 * A value kept outside React (the session, the page loads, the toasts), read with `get` and followed
 * with `subscribe`: the two arguments `useSyncExternalStore` takes.
 */
export interface Store<T> {
  get: () => T;
  /** Replaces the value (or derives it from the last one) and tells every subscriber. */
  set: (next: T | ((last: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (last: T) => T)(value) : next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
