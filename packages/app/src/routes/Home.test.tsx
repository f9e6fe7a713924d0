import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, authValue, json } from '../../support/utils.tsx';
import { ScreenBoundary } from '../components/ScreenBoundary.tsx';

/** The home screen as the router shows it: inside the screens' error boundary. */
async function renderHome() {
  const { Component } = await import('./Home.tsx');
  render(
    <Providers auth={authValue({ status: 'signed-out', user: null })}>
      <MemoryRouter>
        <Routes>
          <Route element={<ScreenBoundary />}>
            <Route index element={<Component />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('the home page', () => {
  beforeEach(() => {
    // Home.tsx asks for its sections' chunk when it is first imported: a fresh one per test.
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
  });
  afterEach(() => {
    vi.doUnmock('./HomeSections.tsx');
    vi.unstubAllGlobals();
  });

  it('shows the hero, then the sections below it once their chunk is here', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'The Ultimate Club of Computer Manufacturing' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Our Latest Items' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeTruthy();
  });

  it("shows the error screen when the sections' chunk fails to load", async () => {
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('./HomeSections.tsx', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await renderHome();
    expect(await screen.findByText('This page could not be shown')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Our Latest Items' })).toBeNull();
  });
});
