// Lingui's catalogs (docs/requirements.md, "Languages"): English is the source language and holds
// the spec's strings exactly; Bangla is the translation. Two catalogs: the web's (the design
// system, the app and the shared validation messages, loaded by the browser) and the emails' (read
// by the server when it renders a message). `pnpm i18n:extract` refreshes both from the code.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  // A missing Bangla message shows in English, never as its id (the i18n check fails CI first).
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/packages/ui/src/locales/{locale}',
      include: ['<rootDir>/packages/ui/src', '<rootDir>/packages/app/src', '<rootDir>/packages/shared/src'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/node_modules/**'],
    },
    {
      path: '<rootDir>/packages/emails/src/locales/{locale}',
      include: ['<rootDir>/packages/emails/src'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/node_modules/**'],
    },
  ],
});
