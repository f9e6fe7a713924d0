import { describe, expect, it } from 'vitest';
import { localChangeFeed } from './changes.ts';
import { countCache } from './count-cache.ts';

function counter(start = 10) {
  const state = { n: start, queries: 0, gate: undefined as Promise<void> | undefined };
  const count = async () => {
    state.queries += 1;
    const n = state.n;
    await state.gate;
    return n;
  };
  return { state, count };
}

describe('the count cache', () => {
  it('counts once until its topic changes, whatever else changes', async () => {
    const changes = localChangeFeed();
    const { state, count } = counter();
    const orders = countCache({ changes, ttlMs: 60_000 })('orders', count);
    expect(await orders()).toBe(10);
    await changes.publish('items', 'stock', 'reviews', 'users');
    expect(await orders()).toBe(10);
    expect(state.queries).toBe(1);
    state.n = 11;
    await changes.publish('orders');
    expect(await orders()).toBe(11);
    expect(state.queries).toBe(2);
  });

  it('keeps no count read while a change happened', async () => {
    const changes = localChangeFeed();
    const { state, count } = counter();
    const users = countCache({ changes, ttlMs: 60_000 })('users', count);
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const racing = users();
    state.n = 11;
    await changes.publish('users');
    open();
    expect(await racing).toBe(10);
    state.gate = undefined;
    expect(await users()).toBe(11);
  });

  it('forgets everything when changes may have been missed, and after the TTL', async () => {
    let clock = 0;
    const changes = localChangeFeed();
    const { state, count } = counter();
    const items = countCache({ changes, ttlMs: 1000, now: () => clock })('items', count);
    await items();
    await (changes as unknown as { publish(topic: string): Promise<void> }).publish('all');
    await items();
    expect(state.queries).toBe(2);
    clock += 999;
    await items();
    expect(state.queries).toBe(2);
    clock += 2;
    await items();
    expect(state.queries).toBe(3);
  });
});
