import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneFrame } from '../../../../support/tableStoryHelpers.tsx';
import { PaymentFilters, type PaymentFilterValues, type PaymentFiltersProps } from './PaymentFilters.tsx';

/** The filters as the screen holds them: each change goes to `onChange` and shows at once. */
function Controlled(props: PaymentFiltersProps) {
  const [value, setValue] = useState<PaymentFilterValues>(props.value);
  const [search, setSearch] = useState(props.search);
  return (
    <PaymentFilters
      {...props}
      value={value}
      search={search}
      onSearchChange={(q) => {
        setSearch(q);
        props.onSearchChange(q);
      }}
      onChange={(next) => {
        setValue((last) => ({ ...last, ...next }));
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/Payments/Admin/PaymentFilters',
  component: Controlled,
  tags: ['autodocs'],
  args: {
    value: { status: '', method: '', from: '', to: '' },
    search: '',
    onChange: fn(),
    onSearchChange: fn(),
    onDownload: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The Payments screen's filters (admin, issue 33): a search over purchase number and customer, status, method, and a range of days of the last change; Download CSV gets exactly what they match.",
      },
    },
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'In review');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'review' });
    await userEvent.selectOptions(canvas.getByLabelText('Method'), 'bKash');
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'bkash' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search payments' }), 'CP-00005');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('CP-00005');
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Filtered: Story = {
  args: { value: { status: 'paid', method: 'sslcommerz', from: '2026-11-01', to: '2026-11-26' }, search: 'rafiq' },
};

export const Downloading: Story = { args: { isDownloading: true } };

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: Filtered.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /CSV/ })).toBeVisible();
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'], decorators: [phoneFrame] };
