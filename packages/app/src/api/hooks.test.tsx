import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { inlineAnswers, json } from '../../support/utils.tsx';
import { fetcher, prefetchItem, useItem } from './hooks.ts';
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
  it("shows the page's own answer and is not drawn again when SWR's read on mount finds it unchanged", async () => {
    inlineAnswers(JSON.stringify({ '/item/inlined-1': { _id: 'inlined-1', name: 'Fan' } }));
    takeInitialAnswers();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useItem('inlined-1').data;
      },
      { wrapper },
    );
    expect(result.current).toEqual({ _id: 'inlined-1', name: 'Fan' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const beforeAnswer = renders;
    await act(async () => {
      answer(json({ _id: 'inlined-1', name: 'Fan' }));
      await new Promise((done) => setTimeout(done, 50));
    });
    // A screen that reads only the item: SWR's loading flags flipping drew it twice more.
    expect(renders).toBe(beforeAnswer);
  });
});
