// Test support shared by the API, end-to-end and reliability suites.
export * from './api.ts';
export * from './auth-emulator.ts';
export * from './database.ts';
export * from './login.ts';
export * from './paths.ts';
export * from './postgres.ts';
export * from './process.ts';
export * from './server.ts';
