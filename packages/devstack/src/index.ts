// @storefront/devstack: the local stack `pnpm start`, the API, end-to-end and reliability suites and
// the benchmarks run (never production). The mail catcher (@storefront/devstack/mail-catcher) and
// the test stack (@storefront/devstack/stack) are imported by their own paths: not everyone needs
// their dependencies.
export * from './api.ts';
export * from './auth-emulator.ts';
export * from './database.ts';
export * from './login.ts';
export * from './paths.ts';
export * from './postgres.ts';
export * from './process.ts';
export * from './server.ts';
