import type { StorybookConfig } from '@storybook/react-vite';
import root from '../../../.storybook/main.ts';

// The design system's own Storybook (`pnpm storybook` in packages/ui): the repository's configuration
// with this package's stories only. Storybook matches story files relative to the directory it runs
// in, so the root's globs (`../packages/*/src`) find none of this package's files from here.
const config: StorybookConfig = {
  ...root,
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../../../.storybook/public'],
};

export default config;
