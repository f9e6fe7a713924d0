import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No orders yet', description: 'Orders you place from the home page appear here.' },
  parameters: {
    docs: {
      description: { component: 'Shown where a list is empty, or with `tone="error"` where it failed to load.' },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    action: (
      <Button asChild>
        <a href="/">Browse items</a>
      </Button>
    ),
  },
};

const retry = fn();
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Something went wrong',
    description: 'The server did not answer. Check your connection and try again.',
    action: (
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};
