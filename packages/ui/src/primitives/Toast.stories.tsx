import { toasts } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { useToast } from './Toast.tsx';

// Long durations keep the toasts on screen for the visual baselines, whatever the machine's speed.
const STORY_DURATION = 600_000;

function ToastDemo() {
  const { toast } = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast({ title: toasts.orderPlaced, variant: 'success', duration: STORY_DURATION })}>
        Place order
      </Button>
      <Button
        variant="danger"
        onClick={() => toast({ title: toasts.itemAddFailed, variant: 'error', duration: STORY_DURATION })}
      >
        Fail to add an item
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Order for: Ryzen 7 Processor is deleted.',
            description: 'The list is refreshed.',
            duration: STORY_DURATION,
          })
        }
      >
        Show info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Radix Toast. Mount `<ToastProvider>` once around the app, then raise toasts anywhere with `toast.success(toasts.orderPlaced)`, `toast.error(...)` or `useToast()`. Success toasts are announced politely, errors assertively; × or a swipe dismisses.',
      },
      story: { inline: false, height: '260px' },
    },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    await waitFor(async () => expect(await screen.findByText('Your order is placed!')).toBeVisible());
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail to add an item' }));
    await waitFor(async () => expect(await screen.findByText('Failed to add the item')).toBeVisible());
  },
};

export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    await screen.findByText('Order for: Ryzen 7 Processor is deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Order for: Ryzen 7 Processor is deleted.')).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail to add an item' }));
    await waitFor(async () => expect(await screen.findByText('Your order is placed!')).toBeVisible());
    await waitFor(async () => expect(await screen.findByText('Failed to add the item')).toBeVisible());
  },
};
