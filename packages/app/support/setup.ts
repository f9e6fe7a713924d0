import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// English, as the app starts (LocaleProvider): functions given `i18n` speak it outside a render too.
i18n.load('en', {});
i18n.activate('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
