// The account's language as a session starts on this device (requirements §16, item 18): shown and
// kept in the cookie, a public page moved to its address in it, unless the person chose a language
// here since signing in.
import { i18n } from '@lingui/core';
import { LocaleProvider } from '@storefront/ui';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choseSinceSignIn,
  forgetChoice,
  languageToAdopt,
  rememberChoice,
  sessionStartedIn,
} from './accountLanguage.ts';
import { LanguageProvider } from './LanguageContext.tsx';

afterEach(async () => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  await act(async () => {
    i18n.activate('en');
  });
});

describe('languageToAdopt', () => {
  it("is the account's language when another is shown and nothing was chosen here since signing in", () => {
    expect(languageToAdopt('bn', 'en', false)).toBe('bn');
    expect(languageToAdopt('en', 'bn', false)).toBe('en');
  });

  it('is nothing when the account says what is shown, or a choice made here since signing in stands', () => {
    expect(languageToAdopt('bn', 'bn', false)).toBeUndefined();
    expect(languageToAdopt('bn', 'en', true)).toBeUndefined();
  });

  it('remembers a choice made here until the next sign-in or sign-out forgets it', () => {
    expect(choseSinceSignIn()).toBe(false);
    rememberChoice();
    expect(choseSinceSignIn()).toBe(true);
    forgetChoice();
    expect(choseSinceSignIn()).toBe(false);
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <LocaleProvider>
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider initial="en">
          <Where />
        </LanguageProvider>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('a session starting on this device', () => {
  it("moves a public page to its address in the account's language, and keeps it in the cookie", async () => {
    const view = renderAt('/items?q=ram');
    act(() => sessionStartedIn('bn'));
    await waitFor(() => expect(view.getByTestId('where').textContent).toBe('/bn/items?q=ram'));
    await waitFor(() => expect(i18n.locale).toBe('bn'));
    expect(document.cookie).toContain('lang=bn');
  });

  it("shows any other screen in the account's language where it is", async () => {
    const view = renderAt('/dashboard/my-orders');
    act(() => sessionStartedIn('bn'));
    await waitFor(() => expect(i18n.locale).toBe('bn'));
    expect(view.getByTestId('where').textContent).toBe('/dashboard/my-orders');
    expect(document.cookie).toContain('lang=bn');
  });

  it('leaves the language chosen here since signing in', async () => {
    rememberChoice();
    const view = renderAt('/items');
    act(() => sessionStartedIn('bn'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.getByTestId('where').textContent).toBe('/items');
    expect(i18n.locale).toBe('en');
    expect(document.cookie).not.toContain('lang=bn');
  });

  it('is heard even when it started before the app had mounted', async () => {
    sessionStartedIn('bn');
    const view = renderAt('/items');
    await waitFor(() => expect(view.getByTestId('where').textContent).toBe('/bn/items'));
  });
});
