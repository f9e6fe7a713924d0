import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { longReceivable, sampleReceivables, totalsOf } from '../../../support/termsFixtures.ts';
import { ReceivablesTable } from './ReceivablesTable.tsx';

const invoices = sampleReceivables(5);

const meta = {
  title: 'Terms/ReceivablesTable',
  component: ReceivablesTable,
  tags: ['autodocs'],
  args: {
    invoices,
    totals: totalsOf(invoices),
    onRetry: fn(),
    purchaseHref: (invoice) => `/dashboard/purchases/${invoice.purchase._id}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Invoices on payment terms (requirements §20.8): the purchase with its invoice and PO numbers, the buyer, total, paid, outstanding, the due day with a badge (not yet due, days overdue, paid), and above them the totals by age. Store administrators get Record payment on each invoice with something outstanding (`onRecordPayment`) and the company column (`showCompany`); a company admin reads it without.',
      },
    },
  },
} satisfies Meta<typeof ReceivablesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company admin's read-only view of their company's invoices. */
export const CompanyView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invoices: 5' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Purchase',
      'Buyer',
      'Total',
      'Paid',
      'Outstanding',
      'Due',
    ]);
    await expect(canvas.queryByRole('button', { name: /Record payment/ })).toBeNull();
    await expect(canvasElement.querySelector('dl[aria-label="Totals"]')).toHaveTextContent('OutstandingBDT 1,95,940');
    await expect(canvas.getAllByRole('row')[2]!).toHaveTextContent('24 days overdue');
    await expect(canvas.getAllByRole('row')[4]!).toHaveTextContent('Paid');
  },
};

/** Store administrators: every company's invoices, and Record payment where something is outstanding. */
export const StoreAdmin: Story = {
  args: { showCompany: true, onRecordPayment: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Record payment for/ })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment for CP-000201' }));
    await expect(args.onRecordPayment).toHaveBeenCalledWith(invoices[1]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ManyPaged: Story = {
  args: { invoices: sampleReceivables(10), totals: undefined, total: 42, offset: 10, showCompany: true },
};
export const LongValues: Story = {
  args: {
    invoices: [longReceivable, invoices[0]!],
    totals: totalsOf([longReceivable, invoices[0]!]),
    showCompany: true,
  },
};
export const Empty: Story = {
  args: { invoices: [], totals: totalsOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoices on terms')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { invoices: [], isLoading: true } };
export const ServerError: Story = {
  args: { invoices: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Invoices', args.onRetry),
};
export const Phone: Story = {
  tags: ['mobile'],
  args: { onRecordPayment: fn() },
  decorators: [phoneFrame],
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { onRecordPayment: fn(), showCompany: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ৫$/ })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { ...LongValues.args, onRecordPayment: fn() },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ২$/ })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
