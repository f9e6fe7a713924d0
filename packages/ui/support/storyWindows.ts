// Story settings shared by the ui and app stories (the app's through @storefront/ui/stories); no Storybook import.

/**
 * A story's play function run in a phone's window, 390 x 844 (`pnpm test:stories` draws every story
 * 1200 px wide otherwise), as the visual test draws `mobile` stories. Spread it beside
 * `tags: ['mobile']`, which must be written out: Storybook reads tags from the source.
 */
export const inPhoneWindow = {
  parameters: {
    viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone' } },
};
