import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { unbroken } from '../../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { sampleParts, sampleSlots } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { BuilderSlot, type BuilderSlotPart } from './BuilderSlot.tsx';

const chosen = (p: (typeof sampleParts)[keyof typeof sampleParts], quantity = 1): BuilderSlotPart => ({
  _id: p._id,
  name: p.name,
  image: p.image,
  price: p.price,
  quantity,
});

const meta = {
  title: 'Builder/BuilderSlot',
  component: BuilderSlot,
  tags: ['autodocs'],
  args: { slot: sampleSlots.cpu, parts: [], onChoose: fn(), onRemove: fn(), onQuantity: fn() },
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
          "One slot of the PC builder (requirements §19.3): empty with Choose; a chosen part with its picture, name, price (times its quantity where the slot takes one), Change and Remove; a slot for several parts adds another. A problem on the slot's parts is marked beside its name.",
      },
    },
  },
} satisfies Meta<typeof BuilderSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const slot = within(canvasElement).getByRole('region', { name: 'Processors' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Choose Processors' }));
    await expect(args.onChoose).toHaveBeenCalledWith();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An optional slot (a graphics card when the CPU has its own graphics). */
export const EmptyOptional: Story = {
  args: { slot: sampleSlots.gpu, optional: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Optional')).toBeVisible();
  },
};

export const Chosen: Story = {
  args: { parts: [chosen(sampleParts.ryzen7)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('BDT 34,500')).toBeVisible();
    // A CPU takes no quantity.
    await expect(canvas.queryByRole('group', { name: /Quantity/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change AMD Ryzen 7 7700' }));
    await expect(args.onChoose).toHaveBeenCalledWith('cpu-r7-7700');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove AMD Ryzen 7 7700' }));
    await expect(args.onRemove).toHaveBeenCalledWith('cpu-r7-7700');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Memory takes a quantity (two kits): the price is the line's. */
export const WithQuantity: Story = {
  args: { slot: sampleSlots.memory, parts: [chosen(sampleParts.ddr5, 2)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('BDT 25,600')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(args.onQuantity).toHaveBeenCalledWith('ram-ddr5-32', 3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Storage takes several drives, each with its quantity, and Add another. */
export const SeveralParts: Story = {
  args: { slot: sampleSlots.storage, parts: [chosen(sampleParts.nvme), chosen(sampleParts.sata, 2)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another' }));
    await expect(args.onChoose).toHaveBeenCalledWith();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithError: Story = {
  args: { parts: [chosen(sampleParts.i5)], severity: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Does not fit')).toBeVisible();
  },
};

export const WithWarning: Story = {
  args: { slot: sampleSlots.gpu, parts: [chosen(sampleParts.rtx4090)], severity: 'warning' },
};

export const LongName: Story = {
  args: { slot: sampleSlots.memory, parts: [{ ...chosen(sampleParts.ddr5, 4), name: unbroken.item, price: 1_28_000 }] },
};

export const Bangla: Story = {
  args: { slot: sampleSlots.memory, parts: [chosen(sampleParts.ddr5, 2)], severity: 'warning' },
  globals: { locale: 'bn' },
};

/** A phone in Bangla: two drives, the steppers and the buttons wrap under each name. */
export const PhoneBangla: Story = {
  args: {
    slot: sampleSlots.storage,
    parts: [chosen(sampleParts.nvme2), { ...chosen(sampleParts.sata, 2), name: unbroken.item }],
    severity: 'error',
  },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
