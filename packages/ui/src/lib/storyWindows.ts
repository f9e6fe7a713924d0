// Story settings shared by the ui and app stories; no Storybook import, so the package's index can carry it.

/**
 * A story drawn in a phone's window, 390 x 844: as the visual test draws `mobile` stories, and also
 * when its play function runs (`pnpm test:stories`, whose window is otherwise 1200 px wide).
 */
export const inPhoneWindow = {
  tags: ['mobile'],
  parameters: {
    viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone' } },
};
