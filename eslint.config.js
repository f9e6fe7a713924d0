import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.tmp/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Outside the packages (scripts, e2e, bench, root configs) a package is imported by its name and
    // its package.json `exports`, never by a path into it: what a package offers others is its
    // exports (README, "Where things go"). Storybook's config and the visual suite's are the ui
    // package's story tooling kept at the root: they load its sources and its visual/ harness.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/**', '.storybook/**', 'playwright.visual.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)*(\\./)?packages/',
              message:
                "Import the package by its name and exports (e.g. '@storefront/server/build'), not by a path into it.",
            },
            {
              regex: '^#test-support/',
              message:
                'Test support is @storefront/devstack (or packages/server/test/support for the API tests alone).',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside a package, another package is also imported by its name, not by a path into it.
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(app|devstack|emails|server|shared|ui)/',
              message:
                "Import the package by its name and exports (e.g. '@storefront/devstack/stack'), not by a path into it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'packages/emails/**/*.tsx', 'packages/app/**/*.tsx', 'packages/app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...storybook.configs['flat/recommended'],
  {
    // One home for each SQLite/PostgreSQL difference (docs/architecture.md): only db/dialect.ts asks
    // which database a query runs on, and only the connection's setup which one DATABASE_URL names.
    // Everything else calls the dialect's named forms or keeps a table of both (`byDialect`).
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/db/dialect.ts',
      'packages/server/src/db/connection.ts',
      // Tests and their databases pick the database they run on.
      'packages/server/src/**/*.test.ts',
      'packages/server/src/db/test-databases.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['PostgresAdapter', 'SqliteAdapter'],
              message:
                'Which database a query runs on is db/dialect.ts’s question: call its forms (dialectOf, byDialect).',
            },
          ],
          patterns: [
            {
              group: ['**/connection.ts'],
              importNames: ['isPostgres', 'isPostgresUrl'],
              message:
                'Which database DATABASE_URL names is the connection setup’s question (db/connection.ts, db/changes.ts, cli/start.ts): open the database and call db/dialect.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^is(Postgres|Sqlite)$/]',
          message:
            'No database branch outside db/dialect.ts: call its named forms, or pick from a table of both with byDialect.',
        },
        {
          selector: ':matches(BinaryExpression, SwitchCase) > Literal[value=/^(postgres(ql)?|sqlite)$/i]',
          message:
            'No database branch outside db/dialect.ts: call its named forms, or pick from a table of both with byDialect.',
        },
        {
          selector: "CallExpression[callee.property.name='getExecutor']",
          message: 'The adapter tells the database: db/dialect.ts’s question (dialectOf).',
        },
      ],
    },
  },
  {
    // The connection's setup: the feed opens a PostgreSQL connection of its own, the SQLite-file commands refuse another;
    // database.ts hands the setup to tools outside the server (the benchmarks' seeding).
    files: ['packages/server/src/db/changes.ts', 'packages/server/src/cli/start.ts', 'packages/server/src/database.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
