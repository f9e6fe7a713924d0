import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/utils.tsx';

// The configuration is read once per page (config.ts keeps it): each test loads the modules afresh.
async function hook() {
  vi.resetModules();
  return (await import('./useStoreTimeZone.ts')).useStoreTimeZone;
}

const config = (timeZone?: string) => ({
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  contactEmail: 'sales@computerclub.test',
  ...(timeZone ? { timeZone } : {}),
});

describe('useStoreTimeZone', () => {
  beforeEach(() => document.getElementById('app-config')?.remove());
  afterEach(() => document.getElementById('app-config')?.remove());

  it('answers the zone the server inlined in the page, from the first render', async () => {
    const script = document.createElement('script');
    script.id = 'app-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(config('Asia/Kolkata'));
    document.head.append(script);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const useStoreTimeZone = await hook();
    const { result } = renderHook(() => useStoreTimeZone());
    expect(result.current).toBe('Asia/Kolkata');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks GET /api/config when the page was not served by the server (the Vite dev server)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(config('Europe/London')));
    vi.stubGlobal('fetch', fetchMock);
    const useStoreTimeZone = await hook();
    const { result } = renderHook(() => useStoreTimeZone());
    await waitFor(() => expect(result.current).toBe('Europe/London'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
  });

  it("keeps the store's default zone, Asia/Dhaka, when the configuration cannot be read", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ message: 'down' }, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const useStoreTimeZone = await hook();
    const { result } = renderHook(() => useStoreTimeZone());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(result.current).toBe('Asia/Dhaka');
  });
});
