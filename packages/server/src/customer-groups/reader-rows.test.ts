// A member's row kept between the database's notices (customer-groups/reader-rows.ts): read once
// while notices are heard, read again after any notice or 'all', never kept from a read a notice
// overtook, and never kept at all while the database is not heard.
import { describe, expect, it } from 'vitest';
import type { ChangeListener } from '../db/changes.ts';
import { heldReaderRows } from './reader-rows.ts';

function fakeFeed() {
  const listeners = new Set<ChangeListener>();
  const feed = {
    heard: true,
    hearsDatabase: () => feed.heard,
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell: (topic: Parameters<ChangeListener>[0]) => listeners.forEach((listener) => listener(topic)),
  };
  return feed;
}

function countingRead() {
  const rows = new Map<string, { group: string }>([
    ['u1', { group: 'dealer' }],
    ['u2', { group: 'corporate' }],
  ]);
  const calls: string[] = [];
  return {
    rows,
    calls,
    read: async (userId: string) => {
      calls.push(userId);
      const row = rows.get(userId);
      return row && { ...row };
    },
  };
}

describe('held reader rows', () => {
  it('are read once while the database is heard, and again after a readers notice or all', async () => {
    const feed = fakeFeed();
    const source = countingRead();
    const rowOf = heldReaderRows(source.read, feed);
    expect(await rowOf('u1')).toEqual({ group: 'dealer' });
    expect(await rowOf('u1')).toEqual({ group: 'dealer' });
    expect(source.calls).toEqual(['u1']);

    source.rows.set('u1', { group: 'corporate' });
    // Another topic says nothing of readers.
    feed.tell('stock');
    expect(await rowOf('u1')).toEqual({ group: 'dealer' });
    feed.tell('readers');
    expect(await rowOf('u1')).toEqual({ group: 'corporate' });
    source.rows.set('u1', { group: 'dealer' });
    feed.tell('all');
    expect(await rowOf('u1')).toEqual({ group: 'dealer' });
    expect(source.calls).toEqual(['u1', 'u1', 'u1']);
  });

  it('are always read while the database is not heard, and not kept from then', async () => {
    const feed = fakeFeed();
    const source = countingRead();
    const rowOf = heldReaderRows(source.read, feed);
    feed.heard = false;
    await rowOf('u1');
    await rowOf('u1');
    expect(source.calls).toEqual(['u1', 'u1']);
    feed.heard = true;
    await rowOf('u1');
    await rowOf('u1');
    expect(source.calls).toEqual(['u1', 'u1', 'u1']);
  });

  it('are not kept from a read that a notice overtook, nor when unknown', async () => {
    const feed = fakeFeed();
    const source = countingRead();
    const slow = async (userId: string) => {
      const row = await source.read(userId);
      // The write's notice arrives while the read's answer is on its way.
      feed.tell('readers');
      return row;
    };
    const rowOf = heldReaderRows(slow, feed);
    await rowOf('u1');
    await rowOf('u1');
    expect(source.calls).toEqual(['u1', 'u1']);

    const plain = heldReaderRows(source.read, feed);
    expect(await plain('nobody')).toBeUndefined();
    source.rows.set('nobody', { group: 'dealer' });
    expect(await plain('nobody')).toEqual({ group: 'dealer' });
  });

  it('last at most their age and their number, the least recently read going first', async () => {
    const feed = fakeFeed();
    const source = countingRead();
    let now = 0;
    const rowOf = heldReaderRows(source.read, feed, { max: 1, maxAgeMs: 1000, now: () => now });
    await rowOf('u1');
    now = 999;
    await rowOf('u1');
    now = 1000;
    await rowOf('u1');
    expect(source.calls).toEqual(['u1', 'u1']);
    await rowOf('u2');
    await rowOf('u1');
    expect(source.calls).toEqual(['u1', 'u1', 'u2', 'u1']);
  });
});
