export * from './api.ts';
export * from './catalog.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './landing.ts';
export * from './store.ts';
