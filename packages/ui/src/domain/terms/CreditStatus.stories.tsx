import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { exhaustedTerms, healthyTerms, nearLimitTerms, noTerms, overdueTerms } from '../../../support/termsFixtures.ts';
import { CreditStatus } from './CreditStatus.tsx';

const meta = {
  title: 'Terms/CreditStatus',
  component: CreditStatus,
  tags: ['autodocs'],
  args: { terms: healthyTerms, title: 'Credit and invoices' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A company\'s payment terms and credit (requirements §20.8), from GET /api/companies/{id}/terms: the terms ("Net 30"), credit limit, outstanding, available and overdue, a meter of the limit used, and a line for each state: within the limit, near it (under 10% left), none left, overdue. Without terms it says the company pays as it orders. Shown on My company and beside the checkout\'s Pay on invoice.',
      },
    },
  },
} satisfies Meta<typeof CreditStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Credit and invoices' });
    await expect(region).toHaveTextContent('Net 30');
    await expect(region).toHaveTextContent('Within the limit');
    await expect(within(region).getByText('Available').nextElementSibling).toHaveTextContent('BDT 3,19,550');
    await expect(within(region).getByRole('meter', { name: 'Credit limit used' })).toHaveAttribute(
      'aria-valuenow',
      '36',
    );
  },
};

export const NearLimit: Story = {
  args: { terms: nearLimitTerms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Near the limit')).toBeInTheDocument();
    await expect(canvas.getByText('Only BDT 38,000 more can be ordered on invoice.')).toBeInTheDocument();
  },
};

export const NoCreditLeft: Story = {
  args: { terms: exhaustedTerms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No credit left')).toBeInTheDocument();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Overdue: Story = {
  args: { terms: overdueTerms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Net 45')).toBeInTheDocument();
    await expect(
      canvas.getByText('BDT 86,500 is past its due day: please pay the overdue invoices.'),
    ).toBeInTheDocument();
  },
};

export const NoTerms: Story = {
  args: { terms: noTerms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No payment terms')).toBeInTheDocument();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

/** Terms taken away with invoices still unpaid. */
export const NoTermsStillOwed: Story = { args: { terms: { ...noTerms, outstanding: 45_000, overdue: 12_000 } } };

/** Beside the checkout's Pay on invoice: no heading of its own. */
export const Untitled: Story = { args: { title: undefined } };

export const Loading: Story = { args: { terms: undefined } };

export const Phone: Story = { tags: ['mobile'], args: { terms: overdueTerms }, decorators: [phoneFrame] };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { title: 'ক্রেডিট ও ইনভয়েস' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('নেট ৩০')).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { terms: nearLimitTerms, title: 'ক্রেডিট ও ইনভয়েস' },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('নেট ৩০')).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
