import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';

/** Holds the value as the cart does, so steps show. */
function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(n) => {
        setValue(n);
        props.onChange(n);
      }}
    />
  );
}

const meta = {
  title: 'Cart/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 10, min: 5, max: 40, label: 'Quantity of Ryzen 7 Processor', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A cart line's quantity (requirements §14.1): − and + step by one and stop at the minimum order quantity and the stock; the field takes typing, ArrowUp/ArrowDown (one) and PageUp/PageDown (ten); a number is sent when the field is left or Enter is pressed.",
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Quantity of Ryzen 7 Processor' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(input(canvasElement)).toHaveValue('11');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(canvas.getByRole('button', { name: 'One fewer' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

/** The keyboard alone: arrows step by one, Page keys by ten, typing is sent on Enter. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    field.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('12');
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(22);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveValue('21');
    // Bangla digits are the same number (requirements §16): ১৫ is 15.
    await userEvent.clear(field);
    await userEvent.type(field, '১৫{Enter}');
    await expect(field).toHaveValue('15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.clear(field);
    await userEvent.type(field, '3x5{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
    // An empty field goes back to the value it had; it never sends 0.
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue('35');
  },
};

/** At the minimum, − is disabled; at the stock, + is. */
export const AtTheLimits: Story = {
  args: { value: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), '40{Enter}');
    await expect(canvas.getByRole('button', { name: 'One more' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};
