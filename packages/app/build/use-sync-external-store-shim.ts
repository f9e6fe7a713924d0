// Stands in for `use-sync-external-store/shim` (imported by swr and @lingui/react): the shim is
// for React 17 and older, and on React 18 and newer it only hands back React's own hook, after
// 2 kB of code every page loaded as a chunk of its own. Aliased in vite.config.ts.
export { useSyncExternalStore } from 'react';
