import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { children: 'That page is for administrators only: you were signed out.' },
  parameters: {
    docs: {
      description: {
        component:
          'News for the visitor that is not an error of theirs (why they were sent to the login page, an address still to confirm), announced politely; optionally with an action and a close button.',
      },
    },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('administrators only');
  },
};

const resend = fn();
const dismiss = fn();
export const WarningWithActions: Story = {
  args: {
    tone: 'warning',
    children: 'Confirm your email address: we sent a link to rahim@example.com.',
    action: (
      <Button size="sm" variant="secondary" onClick={resend}>
        Resend
      </Button>
    ),
    onDismiss: dismiss,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(resend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(dismiss).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  ...WarningWithActions,
  tags: ['mobile'],
  play: undefined,
};
