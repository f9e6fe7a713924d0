import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { inlineAnswers, json } from '../../support/utils.tsx';
import { holdAnswer } from './freshAnswers.ts';
import { fetcher, prefetchItem, useApi, useItem } from './hooks.ts';
import { takeInitialAnswers } from './initialAnswers.ts';

// swr's default cache, where `preload` keeps what it fetched (a test's own provider would not see it).
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ fetcher, dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('prefetchItem', () => {
  it("hands its answer to the item's first fetch: one request in all", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ _id: 'prefetched-1', name: 'Fan' }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchItem('prefetched-1');
    expect(fetchMock).toHaveBeenCalledOnce();
    const { result } = renderHook(() => useItem('prefetched-1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ _id: 'prefetched-1', name: 'Fan' }));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/item/prefetched-1');
  });

  it('hands a failure over too: the screen shows it, nothing is left unhandled', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ message: 'Item not found' }, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchItem('prefetched-2');
    const { result } = renderHook(() => useItem('prefetched-2'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect((result.current.error as Error).message).toBe('Item not found');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('useItem', () => {
  it("draws the page's own answer without asking for it on mount; the next reader asks", async () => {
    inlineAnswers(JSON.stringify({ '/item/inlined-1': { _id: 'inlined-1', name: 'Fan' } }));
    takeInitialAnswers();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ _id: 'inlined-1', name: 'Quiet Fan' }));
    vi.stubGlobal('fetch', fetchMock);
    // The item's page prefetches its item on a first load: not one the page came with.
    prefetchItem('inlined-1');
    let renders = 0;
    const first = renderHook(
      () => {
        renders += 1;
        return useItem('inlined-1').data;
      },
      { wrapper },
    );
    expect(first.result.current).toEqual({ _id: 'inlined-1', name: 'Fan' });
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    // Drawn once: no loading flags flipped by a read on mount.
    expect(renders).toBe(1);
    first.unmount();

    const later = renderHook(() => useItem('inlined-1').data, { wrapper });
    await waitFor(() => expect(later.result.current).toEqual({ _id: 'inlined-1', name: 'Quiet Fan' }));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('holdAnswer', () => {
  it("keeps a write's answer for its first reader, which asks nothing; the next reader asks", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ _id: 'p1', number: 'CP-000002' }));
    vi.stubGlobal('fetch', fetchMock);
    await holdAnswer(mutate, '/purchases/p1', { _id: 'p1', number: 'CP-000001' });
    const first = renderHook(() => useApi<{ number: string }>('/purchases/p1').data, { wrapper });
    expect(first.result.current).toEqual({ _id: 'p1', number: 'CP-000001' });
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();

    const later = renderHook(() => useApi<{ number: string }>('/purchases/p1').data, { wrapper });
    await waitFor(() => expect(later.result.current).toEqual({ _id: 'p1', number: 'CP-000002' }));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
