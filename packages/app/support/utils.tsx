import { INITIAL_ANSWERS_ID } from '@storefront/shared';
import { LocaleProvider } from '@storefront/ui';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { fetcher } from '../src/api/hooks.ts';
import { AuthContext, type AuthValue } from '../src/auth/AuthContext.tsx';
import { fakeAuth } from './fakeAuth.ts';

export function authValue(overrides: Partial<AuthValue> = {}): AuthValue {
  return fakeAuth({ check: vi.fn(), signOut: vi.fn(async () => {}), ...overrides });
}

/** A fresh swr cache, a stand-in session and the store's language around a component under test. */
export function Providers({ auth, children }: { auth: AuthValue; children: ReactNode }) {
  return (
    <LocaleProvider>
      <SWRConfig value={{ provider: () => new Map(), fetcher, dedupingInterval: 0 }}>
        <AuthContext value={auth}>{children}</AuthContext>
      </SWRConfig>
    </LocaleProvider>
  );
}

/** Renders a component that needs nothing but the store's language (as the app gives it, App.tsx). */
export function renderInLocale(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: LocaleProvider });
}

export function json(body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** Puts `text` where the server inlines a page's answers (api/initialAnswers.ts). */
export function inlineAnswers(text: string): void {
  const element = document.createElement('script');
  element.id = INITIAL_ANSWERS_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}
