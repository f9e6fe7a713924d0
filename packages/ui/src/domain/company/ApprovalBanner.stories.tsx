import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { ApprovalBanner } from './ApprovalBanner.tsx';

const awaiting = {
  status: 'awaiting',
  decided_by: null,
  decided_at: null,
  note: null,
  expires_at: '2026-03-13T09:30:00.000Z',
} as const;

const meta = {
  title: 'Company/ApprovalBanner',
  component: ApprovalBanner,
  tags: ['autodocs'],
  args: { approval: awaiting },
  parameters: {
    docs: {
      description: {
        component:
          "A purchase's approval on its page (requirements §20.4): awaiting the company's approver, approved or not (by whom, when, the note), or rejected as nobody decided in time.",
      },
    },
  },
} satisfies Meta<typeof ApprovalBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Awaiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "Awaiting your company's approval: an approver decides by 13 Mar 2026. You can pay once it is approved.",
    );
  },
};

export const Approved: Story = {
  args: {
    approval: {
      status: 'approved',
      decided_by: 'Nusrat Jahan',
      decided_at: '2026-03-11T10:15:00.000Z',
      note: 'For the Gulshan branch',
      expires_at: null,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Approved by Nusrat Jahan on 11 Mar 2026');
    await expect(status).toHaveTextContent('Note: For the Gulshan branch');
  },
};

export const Rejected: Story = {
  args: {
    approval: {
      status: 'rejected',
      decided_by: 'Nusrat Jahan',
      decided_at: '2026-03-11T10:15:00.000Z',
      note: 'We ordered these last week: use the ones in the store room.',
      expires_at: null,
    },
  },
};

export const Expired: Story = {
  args: {
    approval: {
      status: 'rejected',
      decided_by: null,
      decided_at: '2026-03-13T09:30:00.000Z',
      note: null,
      expires_at: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Nobody at your company approved it in time',
    );
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('১৩ মার্চ ২০২৬');
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { approval: Rejected.args!.approval! },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
