import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGroups } from '../../../support/groupFixtures.ts';
import { CustomerGroupSelect } from './CustomerGroupSelect.tsx';

const meta = {
  title: 'Groups/CustomerGroupSelect',
  component: CustomerGroupSelect,
  tags: ['autodocs'],
  args: { groups: sampleGroups, value: 'group-dealer', who: 'Meghna Computers', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="@container max-w-md">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A user's or a company's customer group (requirements §20.5), as a store administrator assigns it on Make Admin's users and on Companies: the groups by name, or No group (public prices). Busy while the app saves; a refusal shows under it and the choice goes back.",
      },
    },
  },
} satisfies Meta<typeof CustomerGroupSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a group: another chosen, then none. */
export const InAGroup: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Customer group of Meghna Computers' });
    await expect(select).toHaveValue('group-dealer');
    await userEvent.selectOptions(select, 'Corporate');
    await expect(args.onChange).toHaveBeenCalledWith('group-corporate');
    await userEvent.selectOptions(select, 'No group');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** In none: No group shows. */
export const NoGroup: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('No group');
  },
};

/** A group deleted meanwhile reads as none. */
export const UnknownGroup: Story = {
  args: { value: 'group-gone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('No group');
  },
};

/** No groups yet: only No group. */
export const NoGroupsYet: Story = { args: { groups: [], value: null } };

/** While saving: busy, the choice shown. */
export const Saving: Story = {
  args: { onChange: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(select, 'Education');
    await waitFor(() => expect(select).toBeDisabled());
    await expect(select).toHaveValue('group-edu');
  },
};

/** Refused: the message under it, the choice back. */
export const Refused: Story = {
  args: { onChange: fn(() => Promise.reject(new Error('No such customer group'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox');
    await userEvent.selectOptions(select, 'Corporate');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No such customer group');
    await expect(select).toHaveValue('group-dealer');
    await expect(select).toHaveAccessibleDescription('No such customer group');
  },
};

/** In Bangla: No group and the refusal in Bangla. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('কোনো গ্রুপ নেই');
  },
};
