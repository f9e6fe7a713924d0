import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { unbroken } from '../../../support/fixtures.ts';
import { expectFits } from '../../../support/fitStoryHelpers.ts';
import { sampleParts } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { toggleCompare, type CompareEntry, type CompareRefusal } from './compare.ts';
import { CompareToggle } from './CompareToggle.tsx';
import { CompareTray } from './CompareTray.tsx';

const entry = ({ _id, name, category, image }: (typeof sampleParts)[keyof typeof sampleParts]): CompareEntry => ({
  _id,
  name,
  category,
  image,
});
const drives = [sampleParts.nvme, sampleParts.nvme2, sampleParts.sata].map(entry);

const meta = {
  title: 'Specs/CompareTray',
  component: CompareTray,
  tags: ['autodocs'],
  args: {
    items: drives.slice(0, 2),
    onRemove: fn(),
    onClear: fn(),
    href: '/compare?items=ssd-nvme-1tb,ssd-nvme-2tb',
  },
  decorators: [
    (Story) => (
      <div className="min-h-40">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The compare tray (requirements §19.2): at the bottom of every page while it holds items, up to four of one category; Remove, Clear, "Compare" to the shareable compare page from two items, and why an item was refused (a fifth, another category).',
      },
    },
  },
} satisfies Meta<typeof CompareTray>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoItems: Story = {
  play: async ({ canvasElement, args }) => {
    const tray = within(canvasElement).getByRole('region', { name: 'Compare' });
    await expect(within(tray).getByRole('heading', { name: 'Compare (2 of 4)' })).toBeVisible();
    await expect(within(tray).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', args.href);
    await userEvent.click(within(tray).getByRole('button', { name: 'Remove Samsung 990 EVO 1TB NVMe from compare' }));
    await expect(args.onRemove).toHaveBeenCalledWith('ssd-nvme-1tb');
    await userEvent.click(within(tray).getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** One item: no compare link yet. */
export const OneItem: Story = {
  args: { items: drives.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Add one more item to compare.')).toBeVisible();
  },
};

/** Empty: the tray is not drawn. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Compare' })).not.toBeInTheDocument();
  },
};

/**
 * Cards with Compare and the tray, with the rules of `toggleCompare`: four drives join, a fifth is
 * refused and so is a processor, each with its reason.
 */
export const FifthAndOtherCategoryRefused: Story = {
  render: function Render(args) {
    const candidates = [
      ...drives,
      entry({ ...sampleParts.nvme, _id: 'ssd-nvme-4tb', name: 'Kingston KC3000 4TB NVMe' }),
      entry({ ...sampleParts.nvme, _id: 'ssd-nvme-512', name: 'Lexar NM620 512GB NVMe' }),
      entry(sampleParts.ryzen7),
    ];
    const [items, setItems] = useState<readonly CompareEntry[]>([]);
    const [refusal, setRefusal] = useState<{ reason: CompareRefusal; name: string } | null>(null);
    return (
      <div className="grid gap-2 pb-40">
        {candidates.map((candidate) => (
          <div key={candidate._id} className="flex items-center justify-between gap-3 text-body-sm">
            {candidate.name}
            <CompareToggle
              name={candidate.name}
              checked={items.some((i) => i._id === candidate._id)}
              onChange={() => {
                const result = toggleCompare(items, candidate);
                setItems(result.list);
                setRefusal(result.refused ? { reason: result.refused, name: candidate.name } : null);
              }}
            />
          </div>
        ))}
        <CompareTray
          {...args}
          items={items}
          refusal={refusal}
          onRemove={(id) => setItems(items.filter((i) => i._id !== id))}
          onClear={() => setItems([])}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Samsung 990 EVO 1TB NVMe',
      'WD Black SN850X 2TB NVMe',
      'Crucial MX500 500GB SATA',
      'Kingston KC3000 4TB NVMe',
    ])
      await userEvent.click(canvas.getByRole('checkbox', { name: `Compare ${name}` }));
    await expect(canvas.getByRole('heading', { name: 'Compare (4 of 4)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Lexar NM620 512GB NVMe' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You can compare up to 4 items. Remove one to add Lexar NM620 512GB NVMe.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Compare Lexar NM620 512GB NVMe' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Crucial MX500 500GB SATA from compare' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare AMD Ryzen 7 7700' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'AMD Ryzen 7 7700 is in another category. Compare items of one category: clear the tray to start again.',
    );
    await expect(canvas.getByRole('heading', { name: 'Compare (3 of 4)' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongNames: Story = {
  args: {
    items: [
      { ...drives[0]!, name: unbroken.item },
      { ...drives[1]!, name: 'Samsung 990 PRO 4TB PCIe 4.0 NVMe M.2 2280 Internal Solid State Drive with Heatsink' },
      drives[2]!,
      { ...drives[0]!, _id: 'x', name: 'WD Blue SN580 2TB' },
    ],
    refusal: { reason: 'full', name: 'Kingston NV3 2TB PCIe 4.0 NVMe M.2 2280' },
  },
};

export const Bangla: Story = {
  args: { refusal: { reason: 'other-category', name: 'AMD Ryzen 7 7700' } },
  globals: { locale: 'bn' },
};

/** A phone in Bangla: four long names and a refusal fit in the tray. */
export const PhoneBangla: Story = {
  args: {
    items: [...drives, { ...drives[1]!, _id: 'y', name: unbroken.item }],
    refusal: { reason: 'full', name: 'Lexar NM620 512GB NVMe' },
  },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(canvasElement.querySelector('section')!);
  },
};
