import { describe, expect, it, vi } from 'vitest';

// The session a browser already holds: signed-in pages render from it before Firebase loads.
const watchUser = vi.hoisted(() => vi.fn());
vi.mock('./firebase.ts', () => ({ watchUser, currentUser: async () => null, signOut: async () => {} }));

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const accessToken = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;
const user = { uid: 'u1', email: 'rahim@example.com', displayName: 'Rahim', emailVerified: true };

async function freshSession(token: string | null, held: unknown) {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('accessToken', token);
  if (held) localStorage.setItem('sessionUser', JSON.stringify(held));
  return import('./session.ts');
}

describe('the held session', () => {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;

  it('renders signed in at once from a valid access token and the user it names, without Firebase', async () => {
    const session = await freshSession(accessToken({ email: user.email, exp: inAnHour }), user);
    expect(session.getSnapshot()).toEqual({ status: 'signed-in', user, checked: false });
    expect(watchUser).not.toHaveBeenCalled();
  });

  it('waits for Firebase when the token has expired, names someone else, or no user is kept', async () => {
    const expired = await freshSession(
      accessToken({ email: user.email, exp: Math.floor(Date.now() / 1000) - 5 }),
      user,
    );
    expect(expired.getSnapshot().status).toBe('loading');
    const foreign = await freshSession(accessToken({ email: 'other@example.com', exp: inAnHour }), user);
    expect(foreign.getSnapshot().status).toBe('loading');
    const garbage = await freshSession('not-a-token', user);
    expect(garbage.getSnapshot().status).toBe('loading');
    const nobody = await freshSession(accessToken({ email: user.email, exp: inAnHour }), null);
    expect(nobody.getSnapshot().status).toBe('loading');
  });

  it('forgets the kept user on sign-out', async () => {
    const session = await freshSession(accessToken({ email: user.email, exp: inAnHour }), user);
    await session.signOut({ isLogOut: true });
    expect(localStorage.getItem('sessionUser')).toBeNull();
    expect(session.getSnapshot().status).toBe('signed-out');
  });
});
