import { ACCESS_TOKEN_KEY, failures } from '@storefront/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/utils.tsx';
import { ApiError, apiRequest, connectAuth, exchangeToken } from './client.ts';

function stubFetch(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const authorization = (call: Parameters<typeof fetch> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.authorization;

afterEach(() => connectAuth(undefined));

describe('api client', () => {
  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    const fetchMock = stubFetch(json([{ _id: 'a' }], { headers: { 'x-total-count': '12' } }));
    const result = await apiRequest('/item?limit=10&offset=0');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/item?limit=10&offset=0');
    expect(authorization(fetchMock.mock.calls[0])).toBe('Bearer token-1');
    expect(result).toEqual({ data: [{ _id: 'a' }], total: 12 });
  });

  it('signs in again once on a 401 and retries with the new token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'expired');
    const refreshAccessToken = vi.fn(async () => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'fresh');
      return 'fresh';
    });
    const signOut = vi.fn(async () => {});
    connectAuth({ refreshAccessToken, signOut });
    const fetchMock = stubFetch(json({ message: 'Token expired' }, { status: 401 }), json({ admin: true }));

    await expect(apiRequest('/admin/a%40b.com')).resolves.toMatchObject({ data: { admin: true } });
    expect(refreshAccessToken).toHaveBeenCalledOnce();
    expect(authorization(fetchMock.mock.calls[1])).toBe('Bearer fresh');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('shares one re-sign-in between concurrent 401s', async () => {
    const refreshAccessToken = vi.fn(async () => 'fresh');
    connectAuth({ refreshAccessToken, signOut: vi.fn(async () => {}) });
    stubFetch(json({ message: 'x' }, { status: 401 }), json({ message: 'x' }, { status: 401 }), json([]), json([]));
    await Promise.all([apiRequest('/order'), apiRequest('/user')]);
    expect(refreshAccessToken).toHaveBeenCalledOnce();
  });

  it('signs out when the server keeps refusing', async () => {
    const signOut = vi.fn(async () => {});
    connectAuth({ refreshAccessToken: async () => 'fresh', signOut });
    stubFetch(json({ message: 'Unauthorized' }, { status: 401 }), json({ message: 'Unauthorized' }, { status: 401 }));
    await expect(apiRequest('/order')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('signs out without a retry when nobody is signed in to the identity provider', async () => {
    const signOut = vi.fn(async () => {});
    connectAuth({ refreshAccessToken: async () => null, signOut });
    const fetchMock = stubFetch(json({ message: 'Unauthorized' }, { status: 401 }));
    await expect(apiRequest('/order')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('turns an error answer into an ApiError with its field messages', async () => {
    stubFetch(
      json({ message: 'Invalid order', errors: { quantity: 'The minimum order quantity is 5' } }, { status: 400 }),
    );
    const error = await apiRequest('/order', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid order',
      fieldErrors: { quantity: 'The minimum order quantity is 5' },
    });
  });

  it("puts a server failure or a proxy's page in plain words, with the request id as a reference", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(
      new Response('<h1>Internal Server Error</h1>', {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'content-type': 'text/html', 'x-request-id': 'req-7' },
      }),
      json({ message: 'Something went wrong on our side' }, { status: 503 }),
      new Response('<h1>Too Large</h1>', { status: 413, statusText: 'Payload Too Large' }),
    );
    const messages = [];
    for (let i = 0; i < 3; i += 1) {
      const error = await apiRequest('/order', { method: 'POST', body: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      messages.push((error as ApiError).message);
    }
    expect(messages).toEqual([`${failures.server} ${failures.reference('req-7')}`, failures.server, failures.tooLarge]);
    expect(messages.join(' ')).not.toMatch(/Internal Server Error|Payload Too Large/);
    expect(console.error).toHaveBeenCalledWith(
      'API call failed',
      expect.objectContaining({ status: 500, statusText: 'Internal Server Error', requestId: 'req-7' }),
    );
  });

  it('says the store could not be reached when the request cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/item')).rejects.toMatchObject({ status: 0, message: failures.network });
    await expect(exchangeToken('a@b.com', 't')).rejects.toMatchObject({ message: failures.network });
  });

  it('exchanges the identity token for an access token kept under accessToken', async () => {
    const fetchMock = stubFetch(json({ token: 'ours' }));
    await expect(exchangeToken('a@b.com', 'firebase-id-token')).resolves.toEqual({ token: 'ours' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/a%40b.com');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ email: 'a@b.com' }) });
    expect(authorization(fetchMock.mock.calls[0])).toBe('Bearer firebase-id-token');
    expect(localStorage.getItem('accessToken')).toBe('ours');
  });
});
