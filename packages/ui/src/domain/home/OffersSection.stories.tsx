import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OffersSection } from './OffersSection.tsx';

const meta = {
  title: 'Home/OffersSection',
  component: OffersSection,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '"Offers" with the three badges, spelled as requirements §1 gives them.' } },
  },
} satisfies Meta<typeof OffersSection>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    await expect(canvas.getByText('Stay Tuned to get exiting offers including...')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Discount to our regular customers',
      'Upto 10% off for all new cutomers',
      'Amazing Holiday Coupons',
    ]);
  },
};
