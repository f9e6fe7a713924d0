import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './Table.tsx';

const rows = [
  { part: 'Ryzen 7 Processor', stock: 500, price: 'BDT 1,500' },
  { part: 'RTX Graphics Card', stock: 620, price: 'BDT 2,250' },
  { part: 'B650 Motherboard', stock: 740, price: 'BDT 3,000' },
];

function PartsTable({ count = 3 }: { count?: number }) {
  const list = Array.from({ length: count }, (_, i) => rows[i % rows.length]!);
  return (
    <Table>
      <TableCaption>Parts in stock</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>#</TableHead>
          <TableHead>Part</TableHead>
          <TableHead>Stock</TableHead>
          <TableHead>Price</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.map((row, i) => (
          <TableRow key={i}>
            <TableCell label="#">{i + 1}</TableCell>
            <TableCell label="Part">{row.part}</TableCell>
            <TableCell label="Stock">{row.stock}</TableCell>
            <TableCell label="Price">{row.price}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: PartsTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Table parts with explicit roles. Below the `sm` breakpoint rows stack as cards and each `TableCell` shows its `label`, so tables stay readable on a phone.',
      },
    },
  },
} satisfies Meta<typeof PartsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Parts in stock' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Part', 'Stock', 'Price']);
  },
};

export const ManyRows: Story = { args: { count: 30 } };

export const Phone: Story = {
  tags: ['mobile'],
  parameters: {
    docs: {
      description: {
        story: 'On a 390 px wide screen (the visual test renders stories tagged `mobile` at phone size).',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
};
