import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { counteredQuote, longQuote, requestedQuote } from '../../../support/quoteFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { SubmitError } from '../forms/formSubmit.ts';
import { QuoteOfferEditor } from './QuoteOfferEditor.tsx';

const newest = counteredQuote.offers.at(-1)!;

const meta = {
  title: 'Quotes/QuoteOfferEditor',
  component: QuoteOfferEditor,
  tags: ['autodocs'],
  args: {
    lines: newest.lines,
    version: 3,
    validUntil: '2026-03-31',
    today: '2026-03-14',
    onFindItems: fn(async () => [
      { item: 'item-9', name: 'Samsung 990 Pro 2 TB NVMe SSD', list_price: 21_500 },
      { item: 'item-1', name: 'Ryzen 7 7800X3D processor', list_price: 42_500 },
    ]),
    onSubmit: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The staff's answer to a quote (requirements §20.7): each line's quantity and price per unit with its list price and discount, lines added or removed, the last valid day and a message; Send offer. Server refusals show at the line and field they name.",
      },
    },
  },
} satisfies Meta<typeof QuoteOfferEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Prices changed, a line added and another removed: the offer sent is what the form shows. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cpu = canvas.getByRole('group', { name: 'Ryzen 7 7800X3D processor' });
    await expect(within(cpu).getByText(/8.2% off/)).toBeInTheDocument();
    const price = within(cpu).getByLabelText(/Price per unit/);
    await userEvent.clear(price);
    await userEvent.type(price, '38500');
    await userEvent.type(canvas.getByLabelText('Add an item'), 'ssd');
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(await canvas.findByRole('button', { name: 'Add Samsung 990 Pro 2 TB NVMe SSD' })).toBeInTheDocument();
    // An item already offered is not offered again.
    await expect(canvas.queryByRole('button', { name: 'Add Ryzen 7 7800X3D processor' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Samsung 990 Pro 2 TB NVMe SSD' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Corsair 32 GB DDR5 6000 memory kit' }));
    await userEvent.type(canvas.getByLabelText('Message to the buyer (optional)'), 'With an SSD each');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        lines: [
          { item: 'item-1', quantity: 12, unit_price: 38_500 },
          { item: 'item-9', quantity: 1, unit_price: 21_500 },
        ],
        valid_until: '2026-03-31',
        message: 'With an SSD each',
      }),
    );
    blur();
  },
};

/** The first offer starts from the request's lines at their list prices. */
export const FirstOffer: Story = {
  args: { lines: requestedQuote.lines, version: 1, validUntil: '2026-03-20' },
};

/** A price left empty is refused on the screen; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cpu = canvas.getByRole('group', { name: 'Ryzen 7 7800X3D processor' });
    await userEvent.clear(within(cpu).getByLabelText(/Price per unit/));
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(await within(cpu).findByRole('alert')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** The server's refusals show where they belong: a line's item, the last day. */
export const ServerErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new SubmitError('Check the offer', {
          'lines.1.item': 'No such item',
          valid_until: 'Choose today or a later day',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    const memory = canvas.getByRole('group', { name: 'Corsair 32 GB DDR5 6000 memory kit' });
    await expect(await within(memory).findByRole('alert')).toHaveTextContent('No such item');
    await expect(canvas.getByLabelText(/Valid until/)).toHaveAccessibleDescription('Choose today or a later day');
    blur();
  },
};

export const SendFailed: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('This quote is closed: it was accepted, rejected or withdrawn'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This quote is closed'));
    blur();
  },
};

export const LongLines: Story = { args: { lines: longQuote.offers.at(-1)!.lines, version: 5 } };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /৩/ })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { lines: longQuote.offers.at(-1)!.lines, version: 5 },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
