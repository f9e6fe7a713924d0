import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Catalog/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The catalog\'s search box (requirements §12.1): labelled "Search products", a search landmark, a clear button while it holds text, Escape clears it. Controlled: the catalog debounces what is typed into the URL.',
      },
    },
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  },
};

/** Typing reports each change; the clear button and Escape empty it. */
export const TypeAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, 'grap');
    await expect(args.onChange).toHaveBeenLastCalledWith('grap');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'ssd{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const WithText: Story = { args: { value: 'graphics card 4070' } };

export const LongText: Story = {
  args: { value: 'liquid-cooled workstation motherboard with dual 10-gigabit ethernet and eight memory slots' },
};
