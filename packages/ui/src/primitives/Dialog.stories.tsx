import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './Dialog.tsx';
import { FormField } from './FormField.tsx';
import { Input } from './Input.tsx';

function ExampleDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Edit shipping address</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Shipping address</DialogTitle>
        <DialogDescription>Where should we deliver this order?</DialogDescription>
        <FormField label="Address">
          <Input defaultValue="House 12, Road 5, Dhanmondi, Dhaka" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Save</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: ExampleDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Radix Dialog with the theme: `Dialog`, `DialogTrigger`, `DialogContent` (portal, overlay, × button), `DialogTitle`, `DialogDescription`, `DialogFooter`, `DialogClose`. Focus is trapped inside, Escape closes, focus returns to the trigger.',
      },
      story: { inline: false, height: '420px' },
    },
  },
} satisfies Meta<typeof ExampleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit shipping address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Shipping address' });
    await expect(dialog).toHaveAccessibleDescription('Where should we deliver this order?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
};

export const FocusTrap: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shipping address' });
    const inside = within(dialog);
    // Tab through every control: focus never leaves the dialog.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(inside.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
