import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompareToggle } from './CompareToggle.tsx';

const meta = {
  title: 'Specs/CompareToggle',
  component: CompareToggle,
  tags: ['autodocs'],
  args: { name: 'AMD Ryzen 7 7700', checked: false, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '"Compare" on cards and item pages (requirements §19.2): a checkbox drawn as a small button, named "Compare <item>" for a screen reader among many cards. The tray decides whether an item may join.',
      },
    },
  },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <CompareToggle
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CompareToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('checkbox', { name: 'Compare AMD Ryzen 7 7700' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Compare'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    // Space, as any checkbox.
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const On: Story = { args: { checked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const OnInBangla: Story = {
  args: { checked: true },
  globals: { locale: 'bn' },
};
