import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, type ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './Input.tsx';
import { Label } from './Label.tsx';
import { RatingInput } from './RatingInput.tsx';
import { Textarea } from './Textarea.tsx';

// A Label names nothing on its own: each story ties it to a control through htmlFor / id.
function Pair({ label, control }: { label: string; control: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {control(id)}
    </div>
  );
}

const meta = {
  title: 'Primitives/Label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Name' },
  parameters: {
    docs: {
      description: {
        component:
          "A form label (Radix Label) in the theme's small medium-weight text. Give it `htmlFor` with the control's `id`: the control then takes the label as its accessible name, and clicking the label focuses it. `FormField` renders one for every field, with the required asterisk.",
      },
    },
  },
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Pair label="Name" control={(id) => <Input id={id} autoComplete="name" />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Name');
    await expect(input.tagName).toBe('INPUT');
    await userEvent.click(canvas.getByText('Name'));
    await expect(input).toHaveFocus();
  },
};

export const ForTextarea: Story = {
  render: () => <Pair label="Short Description" control={(id) => <Textarea id={id} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Short Description'));
    await expect(canvas.getByLabelText('Short Description')).toHaveFocus();
  },
};

export const ForRatingInput: Story = {
  render: () => <Pair label="Rating" control={(id) => <RatingInput id={id} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Rating'));
    await expect(canvas.getByRole('spinbutton', { name: 'Rating' })).toHaveFocus();
  },
};

export const DisabledControl: Story = {
  render: () => (
    <Pair label="Email" control={(id) => <Input id={id} type="email" defaultValue="rahim@example.com" disabled />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Email');
    await expect(input).toBeDisabled();
    // A disabled control cannot take focus, even from its label.
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).not.toHaveFocus();
  },
};

export const LongText: Story = {
  render: () => (
    <div className="max-w-60">
      <Pair
        label="Delivery instructions for the warehouse team, including the gate number and contact person"
        control={(id) => <Input id={id} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The long label wraps and still names its input.
    await expect(within(canvasElement).getByLabelText(/^Delivery instructions/)).toBeInTheDocument();
  },
};
