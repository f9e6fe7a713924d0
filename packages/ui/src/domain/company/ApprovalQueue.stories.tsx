import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longApproval, sampleApprovals } from '../../../support/companyFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { ApprovalQueue } from './ApprovalQueue.tsx';

const entries = sampleApprovals(2);

const meta = {
  title: 'Company/ApprovalQueue',
  component: ApprovalQueue,
  tags: ['autodocs'],
  args: { entries, onApprove: fn(), onReject: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A company's purchases awaiting approval (requirements §20.4), for its approvers and admins: who ordered what, the total against their limit, until when, a note for the buyer, and Approve or Reject.",
      },
    },
  },
} satisfies Meta<typeof ApprovalQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approve hands the entry and the note to the app; Reject without a note hands none. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Awaiting approval: 2' })).toBeInTheDocument();
    const first = canvas.getByRole('region', { name: 'Purchase CP-000120' });
    await userEvent.type(within(first).getByLabelText('Note to the buyer (optional)'), 'For the Gulshan branch');
    await userEvent.click(within(first).getByRole('button', { name: 'Approve CP-000120' }));
    await expect(args.onApprove).toHaveBeenCalledWith(entries[0], 'For the Gulshan branch');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject CP-000121' }));
    await expect(args.onReject).toHaveBeenCalledWith(entries[1], undefined);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DecisionFailed: Story = {
  args: {
    onApprove: fn(() =>
      Promise.reject(new Error('This purchase is no longer awaiting approval: it was decided or cancelled')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve CP-000120' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This purchase is no longer awaiting approval'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongEntry: Story = { args: { entries: [longApproval] } };
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing awaits approval')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { entries: [], isLoading: true } };
export const ServerError: Story = {
  args: { entries: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Awaiting approval', args.onRetry),
};
export const Phone: Story = {
  tags: ['mobile'],
  args: { entries: [longApproval] },
  decorators: [phoneFrame],
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ২$/ })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { entries: [longApproval] },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /: ১$/ })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
