import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longCompany } from '../../../support/companyFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { sampleReceivablesSummary } from '../../../support/termsFixtures.ts';
import { ReceivablesSummaryTable } from './ReceivablesSummaryTable.tsx';

const companies = sampleReceivablesSummary(4);

const meta = {
  title: 'Terms/ReceivablesSummaryTable',
  component: ReceivablesSummaryTable,
  tags: ['autodocs'],
  args: { companies, onRetry: fn(), onSelect: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Receivables by company (requirements §20.8), for store administrators (GET /api/receivables/summary): each company on terms or still owing, its terms and credit limit, not yet due, overdue by age, and outstanding. A company picked (`onSelect`) narrows the invoices below it on the Receivables page.',
      },
    },
  },
} satisfies Meta<typeof ReceivablesSummaryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Receivables by company: 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')[1]!).toHaveTextContent('Net 30');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the invoices of Jamuna Tech Solutions' }));
    await expect(args.onSelect).toHaveBeenCalledWith(companies[1]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Selected: Story = { args: { selected: companies[0]!.company.id } };

/** Terms taken away, money still owed. */
export const NoTermsStillOwing: Story = {
  args: {
    companies: [
      { ...companies[2]!, net_days: null, credit_limit: null, company: { id: longCompany.id, name: longCompany.name } },
      companies[0]!,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')[1]!).toHaveTextContent('No terms');
  },
};
export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No company is on terms')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { companies: [], isLoading: true } };
export const ServerError: Story = {
  args: { companies: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Receivables by company', args.onRetry),
};
export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ৪$/ })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { companies: NoTermsStillOwing.args!.companies! },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ২$/ })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
