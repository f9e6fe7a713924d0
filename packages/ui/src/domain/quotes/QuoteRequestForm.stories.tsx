import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { longQuote, requestedQuote } from '../../../support/quoteFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { SubmitError } from '../forms/formSubmit.ts';
import { QuoteRequestForm } from './QuoteRequestForm.tsx';

const lines = requestedQuote.lines.map(({ list_price, ...line }) => ({ ...line, unit_price: list_price }));
const longLines = longQuote.lines.map(({ list_price, ...line }) => ({ ...line, unit_price: list_price }));

const meta = {
  title: 'Quotes/QuoteRequestForm',
  component: QuoteRequestForm,
  tags: ['autodocs'],
  args: { lines, onSubmit: fn(async () => undefined), onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Asking the store for a quote (requirements §20.7): the lines asked about, read-only, a note, and Request a quote. Nothing is reserved.',
      },
    },
  },
} satisfies Meta<typeof QuoteRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The note goes with the request, trimmed; none sends undefined. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Note to the store (optional)'), '  Delivered by Friday  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Delivered by Friday');
    blur();
  },
};

/** The server refused a line (an item deleted since): its message shows at the line. */
export const LineRefused: Story = {
  args: { onSubmit: fn(() => Promise.reject(new SubmitError('Check the lines', { 'lines.1.item': 'No such item' }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('No such item'));
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    blur();
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('The server answered 500. Try again in a moment.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Try again in a moment'));
    blur();
  },
};

export const LongLines: Story = { args: { lines: longLines } };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^১০ ×/)).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { lines: longLines },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
