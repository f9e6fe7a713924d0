import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store.ts';

describe('createStore', () => {
  it('holds a value, replaces or derives it, and tells the subscribers until they leave', () => {
    const store = createStore(1);
    const listener = vi.fn(() => store.get());
    const leave = store.subscribe(listener);
    store.set(2);
    store.set((last) => last + 3);
    expect(store.get()).toBe(5);
    expect(listener.mock.results.map((result) => result.value)).toEqual([2, 5]);
    leave();
    store.set(6);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lets a subscriber leave while being told', () => {
    const store = createStore('a');
    const second = vi.fn();
    const leave = store.subscribe(() => leave());
    store.subscribe(second);
    store.set('b');
    store.set('c');
    expect(second).toHaveBeenCalledTimes(2);
  });
});
