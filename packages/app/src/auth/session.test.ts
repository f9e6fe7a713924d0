import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/utils.tsx';

type Listener = (user: unknown) => void;
const firebase = vi.hoisted(() => ({
  listener: undefined as Listener | undefined,
  user: undefined as unknown,
  lateReport: false,
}));

function fakeUser(email: string, displayName: string | null, idToken = `id-token-of-${email}`) {
  return { uid: `uid-${email}`, email, displayName, getIdToken: vi.fn(async () => idToken) };
}

vi.mock('./firebase.ts', () => ({
  watchUser: async (callback: Listener) => {
    firebase.listener = callback;
    return () => {};
  },
  signInWithEmail: async () => firebase.user,
  signInWithGoogle: async () => firebase.user,
  register: async (name: string) => {
    // Firebase reports the new account before its display name is set.
    firebase.listener?.({ ...(firebase.user as object), displayName: null });
    (firebase.user as { displayName: string }).displayName = name;
    return firebase.user;
  },
  signOut: async () => {
    // The provider may still report the old session while its sign-out runs (its first report, late).
    if (firebase.lateReport) firebase.listener?.(firebase.user);
    await Promise.resolve();
    firebase.listener?.(null);
  },
  currentUser: async () => firebase.user ?? null,
}));

const session = await import('./session.ts');

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ token: 'access-token' })),
  );
});

describe('session', () => {
  it('exchanges the ID token after an email sign-in and keeps the access token', async () => {
    firebase.user = fakeUser('customer@computerclub.test', 'Customer One');
    await session.signInWithEmail('customer@computerclub.test', 'secret1');
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', user: { displayName: 'Customer One' } });
    expect(localStorage.getItem('accessToken')).toBe('access-token');
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/customer%40computerclub.test');
    expect((init.headers as Record<string, string>).authorization).toBe(
      'Bearer id-token-of-customer@computerclub.test',
    );
  });

  it('after Log Out stays logged out even when the identity provider reports it later', async () => {
    await session.signOut({ isLogOut: true });
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', loggedOut: true });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('registers with the display name and exchanges only once the name is set', async () => {
    firebase.user = fakeUser('new1@mail.com', null);
    const user = await session.registerAccount('Nadia Rahman', 'new1@mail.com', 'secret1');
    expect(user.displayName).toBe('Nadia Rahman');
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', user: { displayName: 'Nadia Rahman' } });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('signs out when the identity provider reports nobody', async () => {
    firebase.listener?.(null);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', user: null, checked: true });
  });

  it('a sign-out is not undone by the provider reporting the old session while it signs out', async () => {
    firebase.user = fakeUser('nosy@computerclub.test', 'Nosy Customer');
    await session.signInWithEmail('nosy@computerclub.test', 'secret1');
    firebase.lateReport = true;
    try {
      await session.signOut({ reason: 'not-admin' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', user: null, reason: 'not-admin' });
      expect(localStorage.getItem('accessToken')).toBeNull();
    } finally {
      firebase.lateReport = false;
    }
  });
});
