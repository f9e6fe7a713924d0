import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatBdt } from '@storefront/shared';
import { expect, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { YourPrice } from './YourPrice.tsx';

const meta = {
  title: 'Catalog/YourPrice',
  component: YourPrice,
  tags: ['autodocs'],
  args: { price: 52_500, yourPrice: 47_250 },
  parameters: {
    docs: {
      description: {
        component:
          'A price as its reader pays it (requirements §20.5): a customer group member (a dealer, a corporate buyer) sees their own price marked "Your price", with the public price struck through beside it; everyone else sees the public price alone. On item cards, the item page, cart lines and the checkout summary.',
      },
    },
  },
} satisfies Meta<typeof YourPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatBdt(47_250))).toBeVisible();
    await expect(canvas.getByText('Your price')).toBeVisible();
    await expect(canvas.getByText(formatBdt(52_500)).tagName).toBe('S');
  },
};

/** Anyone outside a group, or an item their list leaves out: the public price, as before. */
export const PublicOnly: Story = {
  args: { yourPrice: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatBdt(52_500))).toBeVisible();
    await expect(canvas.queryByText('Your price')).toBeNull();
  },
};

/** The group's price is the public one: marked, with nothing struck through. */
export const SameAsPublic: Story = {
  args: { yourPrice: 52_500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Public price/)).toBeNull();
  },
};

/** In a cart line or a summary. */
export const BodySize: Story = { args: { size: 'body', price: 1_250_000, yourPrice: 1_187_500.5 } };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('আপনার দাম')).toBeVisible();
    // Bangla digits on a Bangla page (formatBdt reads the page's format).
    await expect(canvas.getByText(formatBdt(47_250))).toHaveTextContent('৪৭,২৫০');
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { price: 12_52_500, yourPrice: 11_87_500 },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
