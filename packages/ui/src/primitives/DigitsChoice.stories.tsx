import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatBdt } from '@storefront/shared';
import { expect, userEvent, within } from 'storybook/test';
import { chooseDigits } from '../i18n/digits.ts';
import { DigitsChoice } from './DigitsChoice.tsx';

const meta = {
  title: 'Primitives/DigitsChoice',
  component: DigitsChoice,
  tags: ['autodocs'],
  globals: { locale: 'bn' },
  render: () => (
    <div className="flex flex-col gap-3">
      <DigitsChoice />
      <p data-testid="price">{formatBdt(123456)}</p>
    </div>
  ),
  // Each story starts from Bangla's own digits.
  beforeEach: () => {
    chooseDigits('native');
    return () => chooseDigits('native');
  },
  parameters: {
    docs: {
      description: { component: 'On Bangla pages only: keep Latin digits in prices, counts and dates.' },
    },
  },
} satisfies Meta<typeof DigitsChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BanglaDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price')).toHaveTextContent('৳ ১,২৩,৪৫৬');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'সংখ্যা ইংরেজি অঙ্কে দেখান (123)' }));
    await expect(await canvas.findByTestId('price')).toHaveTextContent('৳ 1,23,456');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** English pages have Latin digits anyway: nothing to choose. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('price')).toHaveTextContent('BDT 1,23,456');
  },
};
