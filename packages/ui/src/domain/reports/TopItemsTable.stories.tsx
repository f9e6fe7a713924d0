import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { sampleOverview } from '../../../support/reportFixtures.ts';
import { TopItemsTable } from './TopItemsTable.tsx';

const sample = sampleOverview();

const meta = {
  title: 'Reports/TopItemsTable',
  component: TopItemsTable,
  tags: ['autodocs'],
  args: { byRevenue: sample.topByRevenue, byUnits: sample.topByUnits, onRetry: fn() },
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
          "The period's ten best-selling items (requirements §15.1) by revenue or by units, each linked to its page; cancelled orders are left out.",
      },
    },
  },
} satisfies Meta<typeof TopItemsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByRevenue: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Top items by revenue' })).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(rows[1]).toHaveTextContent('Club Vision RTX Graphics Card');
  },
};

/** By keyboard: Tab to "By units", Space. */
export const ByUnits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'By revenue' }).focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const rows = within(canvas.getByRole('table', { name: 'Top items by units' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(sample.topByUnits[0]!.name);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OneItem: Story = {
  args: { byRevenue: sample.topByRevenue.slice(0, 1), byUnits: sample.topByUnits.slice(0, 1) },
};

export const HugeNumbers: Story = {
  args: {
    byRevenue: sampleOverview({ scale: 40_000 }).topByRevenue,
    byUnits: sampleOverview({ scale: 40_000 }).topByUnits,
  },
};

export const EmptyPeriod: Story = {
  args: { byRevenue: [], byUnits: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No sales in this period');
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = { args: { state: 'error' } };

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

/** In Bangla: the title, the ranking's buttons and the columns. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'সবচেয়ে বেশি বিক্রি' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'আয় অনুযায়ী' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'পণ্য', 'ইউনিট', 'আয়']);
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'], decorators: [phoneFrame] };
