import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
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
  {
    // Every user-facing string comes from the catalogs (docs/requirements.md, "Languages"): a string
    // in the ui, the app or the emails that a person reads is wrapped in t``, <Trans> or msg``.
    // Class names, keys, URLs and other machine words are not read by anyone and are let through.
    files: ['packages/{ui,app,emails}/src/**/*.{ts,tsx}'],
    // The emails' Bangla catalog (locales/bn.ts) is written from bn.po: its strings are translations.
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'packages/emails/src/locales/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // One word in lower case or kebab/camel case, a constant, a SKU or number prefix (CC-GPU-4070, INV-), a path, a URL, a MIME type, a CSS
          // value (lengths such as '8px 12px 8px 0', a theme variable's var(--…) too): what code reads, not people.
          // A template literal is checked by its text without the placeholders, trimmed: the tail of
          // `${id}-hint` is "-hint", of `${base}?limit=${n}` "limit=", of `Bearer ${token}` "Bearer".
          // Tailwind class lists (every word lower case, one at least with a dash, no full stop at the end)
          // and inline SVG too.
          ignore: [
            '^-?[a-z][\\w.:/=&-]*$',
            '^[A-Z0-9_]+$',
            '^[A-Z0-9]+(-[A-Z0-9]*)+$',
            '^[/#?.:[]',
            '^https?:',
            '^[\\w.+-]+@[\\w.-]+$',
            '^data:',
            '^<svg',
            '^Bearer( |$)',
            '^\\w+/[\\w.+-]+$',
            '^-?[\\d.]+(px|em|rem|%)?( -?[\\d.]+(px|em|rem|%)?)*$',
            '^(?=.*[a-z]-[a-z0-9[])(?!.*[.!?]$)[a-z0-9@:/.[\\]()%!#&>*=_-]+( [a-z0-9@:/.[\\]()%!#&>*=_-]+)*$',
            '\\bvar\\(--[\\w-]+\\)',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|class|style|variant|size|tone|type|id|key|name|href|to|src|rel|role|lang|target|method|inputMode|autoComplete|align|side|as|mode|htmlFor|form|accept|pattern|dataKey|stroke|fill|d|viewBox|slot)$',
              },
            },
            { regex: { pattern: '^(data|aria)-(?!label)' } },
            // A constant of Tailwind classes (`optionClass`, `gridClass`): read by the browser, not by people.
            { regex: { pattern: 'Class(es|Name)?$' } },
            // A constant of class names shared by several elements (linkClass, controlClass).
            { regex: { pattern: 'Class$' } },
          ],
          ignoreFunctions: [
            'cn',
            'cva',
            'clsx',
            'twMerge',
            'Error',
            'TypeError',
            'console.*',
            'document.*',
            'window.*',
            'localStorage.*',
            'sessionStorage.*',
            'new URL',
            'URLSearchParams',
            'searchParams.*',
            'useSWR',
            'mutate',
            'fetch',
            'path',
            'matchPath',
            'navigate',
            'addEventListener',
            'removeEventListener',
            'setAttribute',
            'getAttribute',
            'querySelector',
            'querySelectorAll',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            '*.matches',
            '*.setRequestHeader',
            'Intl.*',
            'JSON.*',
            'Symbol',
            'require',
            'import',
            'lazy',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
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
