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
const accountLanguage = await import('../i18n/accountLanguage.ts');

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

  it("tells the app the account's language as a sign-in starts a session, and forgets a choice made before it", async () => {
    const heard: string[] = [];
    const stop = accountLanguage.onSessionLanguage((language) => heard.push(language));
    try {
      vi.mocked(fetch).mockImplementation(async () => json({ token: 'access-token', language: 'bn' }));
      accountLanguage.rememberChoice();
      firebase.user = fakeUser('bangla@computerclub.test', 'Bangla Reader');
      await session.signInWithEmail('bangla@computerclub.test', 'secret1');
      expect(heard[0]).toBe('bn');
      expect(accountLanguage.choseSinceSignIn()).toBe(false);
      // A choice made now stands until the next sign-in or sign-out.
      accountLanguage.rememberChoice();
      await session.signOut();
      expect(accountLanguage.choseSinceSignIn()).toBe(false);
    } finally {
      stop();
    }
  });

  it("resuming a session Firebase kept tells the app the account's language; a renewal of the access token does not", async () => {
    const heard: string[] = [];
    const stop = accountLanguage.onSessionLanguage((language) => heard.push(language));
    try {
      vi.mocked(fetch).mockImplementation(async () => json({ token: 'access-token', language: 'bn' }));
      firebase.user = fakeUser('resumed@computerclub.test', 'Resumed Reader');
      await session.startAuth();
      firebase.listener?.(firebase.user);
      await vi.waitFor(() => expect(session.getSnapshot().status).toBe('signed-in'));
      expect(heard).toEqual(['bn']);
      // The API's client renews a refused token: the session goes on, its language unchanged.
      const { refreshAccessToken } = await import('../api/client.ts');
      expect(await refreshAccessToken()).toBe('access-token');
      expect(heard).toEqual(['bn']);
    } finally {
      stop();
    }
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
