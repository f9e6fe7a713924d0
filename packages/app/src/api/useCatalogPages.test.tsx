import type { CatalogPage } from '@storefront/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineAnswers, json } from '../../support/utils.tsx';
import { fetcher } from './hooks.ts';
import { takeInitialAnswers } from './initialAnswers.ts';
import { useCatalogPages } from './useCatalogPages.ts';

// swr's default cache, where takeInitialAnswers puts the server's answers (as the app does).
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ fetcher, dedupingInterval: 0 }}>{children}</SWRConfig>
);

const page = (names: string[], nextCursor: string | null = null): CatalogPage => ({
  items: names.map((name) => ({ _id: name, name }) as CatalogPage['items'][number]),
  total: 3,
  nextCursor,
  facets: { categories: [], specs: [] },
});

function inline(answers: Record<string, unknown>): void {
  inlineAnswers(JSON.stringify(answers));
  takeInitialAnswers();
}

/** A fetch answered when the test says so. */
function heldFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => answers.push(resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (body: unknown) => answers.shift()?.(json(body)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('useCatalogPages', () => {
  it("shows the server's first page at once, without asking for it again", async () => {
    inline({ '/items?q=ryzen': page(['a', 'b'], 'next-1') });
    const { fetchMock } = heldFetch();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useCatalogPages('q=ryzen', { inTransition: true });
      },
      { wrapper },
    );
    expect(result.current.items?.map((item) => item._id)).toEqual(['a', 'b']);
    expect(result.current.loading).toBe(false);
    const drawn = renders;
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    // Each render of the catalog draws its 24 cards: nothing drew them again.
    expect(renders).toBe(drawn);
  });

  it("reads the next page after the server's first, with its loading state", async () => {
    inline({ '/items?q=fan': page(['a', 'b'], 'next-1') });
    const { fetchMock, answer } = heldFetch();
    const { result } = renderHook(() => useCatalogPages('q=fan', { inTransition: true }), { wrapper });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(true));
    // The first page is the server's: only the next is asked for.
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/items?q=fan&cursor=next-1', expect.anything());
    await act(async () => answer(page(['d'])));
    await waitFor(() => expect(result.current.items?.map((item) => item._id)).toEqual(['a', 'b', 'd']));
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.hasMore).toBe(false);
  });

  it('asks again when the list is shown later, and shows a changed answer', async () => {
    inline({ '/items?q=psu': page(['a', 'b']) });
    const { fetchMock, answer } = heldFetch();
    const first = renderHook(() => useCatalogPages('q=psu'), { wrapper });
    await act(() => new Promise((done) => setTimeout(done, 50)));
    first.unmount();
    expect(fetchMock).not.toHaveBeenCalled();

    const later = renderHook(() => useCatalogPages('q=psu'), { wrapper });
    expect(later.result.current.items?.map((item) => item._id)).toEqual(['a', 'b']);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await act(async () => answer(page(['a', 'c'])));
    await waitFor(() => expect(later.result.current.items?.map((item) => item._id)).toEqual(['a', 'c']));
  });

  it('shows loading for a query the server did not answer, until its answer', async () => {
    const { answer } = heldFetch();
    const { result } = renderHook(() => useCatalogPages('q=case'), { wrapper });
    expect(result.current.loading).toBe(true);
    await act(async () => answer(page(['e'])));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items?.map((item) => item._id)).toEqual(['e']);
  });
});
