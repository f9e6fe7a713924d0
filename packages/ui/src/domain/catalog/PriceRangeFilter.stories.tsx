import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceRangeFilter } from './PriceRangeFilter.tsx';

const meta = {
  title: 'Catalog/PriceRangeFilter',
  component: PriceRangeFilter,
  tags: ['autodocs'],
  args: { value: { min: undefined, max: undefined }, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The price filter in BDT (requirements §12.1): lowest and highest, either may stay empty, applied together by "Apply price" or Enter; a lowest above the highest is refused with a message.',
      },
    },
  },
} satisfies Meta<typeof PriceRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Applied: Story = { args: { value: { min: 5000, max: 30000 } } };

/** Enter applies both bounds at once. */
export const ApplyWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Lowest'), '5000');
    await userEvent.type(canvas.getByLabelText('Highest'), '30000{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ min: 5000, max: 30000 });
  },
};

/** Only a lowest price: the highest stays open. */
export const OnlyLowest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Lowest'), '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply price' }));
    await expect(args.onChange).toHaveBeenCalledWith({ min: 20000, max: undefined });
  },
};

/** Bounds typed in Bangla digits are the same bounds (requirements §16). */
export const BanglaDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Lowest' }), '৫০০০');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Highest' }), '৩০০০০.৫{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ min: 5000, max: 30000.5 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LowestAboveHighest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Lowest'), '9000');
    await userEvent.type(canvas.getByLabelText('Highest'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply price' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.priceRangeOrder);
    await expect(canvas.getByLabelText('Lowest')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
