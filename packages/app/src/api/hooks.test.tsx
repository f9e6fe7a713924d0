import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../test/utils.tsx';
import { fetcher, prefetchItem, useItem } from './hooks.ts';

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
