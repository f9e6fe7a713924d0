import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { longQuoteSummary, sampleQuoteSummaries } from '../../../support/quoteFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { QuotesTable } from './QuotesTable.tsx';

const quotes = sampleQuoteSummaries();

const meta = {
  title: 'Quotes/QuotesTable',
  component: QuotesTable,
  tags: ['autodocs'],
  args: { quotes, quoteHref: (q) => `/dashboard/quotes/${q._id}`, onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Quotes (requirements §20.7): number and day, status, the buyer (store administrators), lines, the newest offer's subtotal and last day, last change. A buyer reads their own; store administrators every one, by status.",
      },
    },
  },
} satisfies Meta<typeof QuotesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer's quotes, one in each status. */
export const Buyer: Story = {
  args: { title: 'My quotes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My quotes: 7' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Q-000042' })).toHaveAttribute('href', '/dashboard/quotes/quote-1');
    await expect(canvas.queryByRole('columnheader', { name: 'Buyer' })).not.toBeInTheDocument();
  },
};

/** Store administrators: whose each is, and the status filter. */
export const Staff: Story = {
  args: { showBuyer: true, onStatusChange: fn(), total: 57 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Buyer' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Changes asked' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('changes_requested');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FilteredEmpty: Story = {
  args: { quotes: [], showBuyer: true, status: 'withdrawn', onStatusChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No quotes with this status')).toBeInTheDocument();
  },
};
export const Empty: Story = { args: { quotes: [] } };
export const Loading: Story = { args: { quotes: [], isLoading: true } };
export const ServerError: Story = {
  args: { quotes: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Quotes', args.onRetry),
};
export const LongRow: Story = { args: { quotes: [longQuoteSummary], showBuyer: true } };
export const Phone: Story = {
  tags: ['mobile'],
  args: { quotes: [longQuoteSummary], showBuyer: true },
  decorators: [phoneFrame],
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { showBuyer: true, onStatusChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ৭$/ })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { quotes: [longQuoteSummary], showBuyer: true, onStatusChange: fn() },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ১$/ })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
