import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { sampleGroups } from '../../../support/groupFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { CustomerGroupsTable } from './CustomerGroupsTable.tsx';

const taken = Object.assign(new Error('Another group has this name'), {
  fieldErrors: { name: 'Another group has this name' },
});

const meta = {
  title: 'Groups/CustomerGroupsTable',
  component: CustomerGroupsTable,
  tags: ['autodocs'],
  args: {
    groups: sampleGroups,
    onCreate: fn(),
    onRename: fn(),
    onDelete: fn(),
    onRetry: fn(),
    pricesHref: (group) => `/dashboard/customer-groups/${group._id}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The store's customer groups for its administrators (requirements §20.5): a form creating one; each group's name (to its price list), its users and companies, the day it was created, Rename in a dialog and Delete after a question (its price list goes with it, its members pay the public prices).",
      },
    },
  },
} satisfies Meta<typeof CustomerGroupsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Creates a group, renames one, deletes one after the question. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Customer groups: 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dealer' })).toHaveAttribute(
      'href',
      '/dashboard/customer-groups/group-dealer',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: "New group's name" }), 'Integrators');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Integrators' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: "New group's name" })).toHaveValue(''));

    await userEvent.click(canvas.getByRole('button', { name: 'Rename Corporate' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Corporate' });
    const field = within(rename).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Corporate IT');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await expect(args.onRename).toHaveBeenCalledWith(sampleGroups[1], { name: 'Corporate IT' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Education' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete the group Education?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleGroups[2]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An empty name is refused before anything is sent; a name taken is the server's 409 at the field. */
export const NameRefused: Story = {
  args: { onCreate: fn(() => Promise.reject(taken)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: "New group's name" });
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await expect(field).toHaveAccessibleDescription('Give the group a name');
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(field, 'Dealer');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Another group has this name'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A rename refused stays in the dialog with the reason. */
export const RenameRefused: Story = {
  args: { onRename: fn(() => Promise.reject(taken)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename Corporate' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Corporate' });
    const field = within(rename).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Dealer');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Another group has this name'));
  },
};

export const LongName: Story = {
  args: {
    groups: [
      {
        ...sampleGroups[0]!,
        name: 'Authorised system integrators and government tender partners (Dhaka, Chattogram, Sylhet)',
        users: 1_250,
        companies: 3_400,
      },
      sampleGroups[1]!,
    ],
  },
};
export const Empty: Story = { args: { groups: [] } };
export const Loading: Story = { args: { groups: [], isLoading: true } };
export const ServerError: Story = {
  args: { groups: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Customer groups', args.onRetry),
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

/** In Bangla: the heading, the counts in Bangla digits. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'কাস্টমার গ্রুপ: ৩' })).toBeInTheDocument();
  },
};

/** On a phone in Bangla: everything inside 390 px. */
export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: {
    groups: [
      ...sampleGroups,
      { ...sampleGroups[0]!, _id: 'group-long', name: 'Authorised system integrators and government tender partners' },
    ],
  },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'কাস্টমার গ্রুপ: ৪' })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
