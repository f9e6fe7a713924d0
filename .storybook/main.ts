import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

// Stories live beside their components in every workspace package (ui primitives and domain
// components, app page stories). MSW's worker is served from ./public (`msw init .storybook/public`).
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { linguiPlugins } = await import('../packages/ui/build/lingui.ts');
    return mergeConfig(viteConfig, { plugins: [tailwindcss(), ...linguiPlugins()] });
  },
};

export default config;
