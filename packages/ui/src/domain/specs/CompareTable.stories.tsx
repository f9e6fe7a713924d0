import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { unbroken } from '../../../support/fixtures.ts';
import { sampleParts } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { CompareTable, type CompareItem } from './CompareTable.tsx';

const item = (p: (typeof sampleParts)[keyof typeof sampleParts]): CompareItem => ({
  _id: p._id,
  name: p.name,
  image: p.image,
  price: p.price,
  href: `/items/${p._id}`,
  specs: p.specs,
});
const cpus = [sampleParts.ryzen7, sampleParts.ryzen5, sampleParts.i5, sampleParts.i9].map(item);

const meta = {
  title: 'Specs/CompareTable',
  component: CompareTable,
  tags: ['autodocs'],
  args: { category: 'processors', items: cpus.slice(0, 3), onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Items side by side (requirements §19.2): rows whose values differ first, then those alike ("Only differences" hides them), each column with its picture, name, price and Remove; on a phone the table scrolls sideways with the labels kept in view.',
      },
    },
  },
} satisfies Meta<typeof CompareTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((th) => th.textContent);

/** Two processors of one socket: what differs first (cores, TDP, ...), what they share after (socket, boost clock). */
export const TwoProcessors: Story = {
  args: { items: cpus.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(rowNames(canvasElement)).toEqual([
      'Cores',
      'Threads',
      'Base clock',
      'TDP',
      'Cooler in the box',
      'Socket',
      'Boost clock',
      'Integrated graphics',
    ]);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'The same' })).toBeVisible();
  },
};

/** Three processors: every row differs, each in the definition's order; prices and Remove in the heads. */
export const ThreeProcessors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement)).toHaveLength(8);
    await expect(canvas.getByRole('columnheader', { name: /AMD Ryzen 5 7600X/ })).toHaveTextContent('BDT 24,800');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Intel Core i5-14400F from compare' }));
    await expect(args.onRemove).toHaveBeenCalledWith('cpu-i5-14400f');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Only differences: the rows alike are hidden. */
export const OnlyDifferences: Story = {
  args: { items: cpus.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Only differences' }));
    await expect(rowNames(canvasElement)).toEqual(['Cores', 'Threads', 'Base clock', 'TDP', 'Cooler in the box']);
    await expect(canvas.queryByRole('columnheader', { name: 'The same' })).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A value one item does not list: a dash, read as "Not listed". */
export const ValueMissing: Story = {
  args: { items: [cpus[2]!, cpus[3]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /Integrated graphics/ })).toHaveTextContent(
      /No—Not listed$/,
    );
  },
};

/** The same drive twice: nothing differs, and Only differences says so. */
export const AllAlike: Story = {
  args: {
    category: 'storage',
    items: [item(sampleParts.nvme), { ...item(sampleParts.nvme), _id: 'ssd-copy', name: 'Samsung 990 EVO 1TB (box)' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Only differences' }));
    await expect(canvas.getByText('These items have the same specifications.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to compare yet')).toBeVisible();
  },
};

export const FourWithLongNames: Story = {
  args: { items: [...cpus.slice(0, 3), { ...cpus[3]!, name: unbroken.item }] },
};

export const Bangla: Story = {
  args: { items: cpus.slice(0, 3) },
  globals: { locale: 'bn' },
};

/**
 * A phone in Bangla: the table scrolls sideways inside its box (the page does not), the labels'
 * column stays in view.
 */
export const PhoneBangla: Story = {
  args: { items: cpus },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: 'স্পেসিফিকেশন তুলনা' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    const label = within(scroller).getAllByRole('rowheader')[0]!;
    const before = label.getBoundingClientRect().left;
    scroller.scrollLeft = 200;
    await expect(label.getBoundingClientRect().left).toBe(before);
    scroller.scrollLeft = 0;
  },
};
