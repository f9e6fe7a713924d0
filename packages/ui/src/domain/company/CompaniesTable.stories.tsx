import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longCompany, sampleCompanies } from '../../../support/companyFixtures.ts';
import { sampleGroups } from '../../../support/groupFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { CompaniesTable } from './CompaniesTable.tsx';

const companies = sampleCompanies(4);

const meta = {
  title: 'Company/CompaniesTable',
  component: CompaniesTable,
  tags: ['autodocs'],
  args: { companies, onRetry: fn(), companyHref: (company) => `/dashboard/company/${company.id}` },
  parameters: {
    docs: {
      description: {
        component:
          "Companies, for the store's administrators (requirements §20.1): name and district, BIN, members and the day it was created; a search box finds one by part of its name or BIN when the app passes `onSearchChange`.",
      },
    },
  },
} satisfies Meta<typeof CompaniesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Companies: 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Name',
      'BIN',
      'Members',
      'Created',
    ]);
    await expect(canvas.getAllByRole('row')[1]!).toHaveTextContent('000123456-0101');
    await expect(canvas.getByRole('link', { name: 'Meghna Computers' })).toHaveAttribute(
      'href',
      '/dashboard/company/company-2',
    );
  },
};

/** Typing in the search box is handed to the app, which asks the server. */
export const Searched: Story = {
  args: { search: 'Padm', onSearchChange: fn(), companies: companies.slice(0, 1), total: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search companies' });
    await userEvent.type(box, 'a');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Padma');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoMatch: Story = {
  args: { search: 'nobody', onSearchChange: fn(), companies: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No companies match')).toBeInTheDocument();
  },
};

/** With the customer groups (requirements §20.5): a select per company; a change is handed on. */
export const WithGroups: Story = {
  args: { groups: sampleGroups, onGroupChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').at(-1)).toHaveTextContent('Customer group');
    const meghna = canvas.getByRole('combobox', { name: 'Customer group of Meghna Computers' });
    await expect(meghna).toHaveDisplayValue('Corporate');
    await expect(canvas.getByRole('combobox', { name: 'Customer group of Jamuna IT Solutions' })).toHaveDisplayValue(
      'No group',
    );
    await userEvent.selectOptions(meghna, 'Dealer');
    await expect(args.onGroupChange).toHaveBeenCalledWith(companies[1], 'group-dealer');
  },
};

/** With the groups on a phone in Bangla: the select fits 390 px. */
export const WithGroupsBanglaPhone: Story = {
  tags: ['mobile'],
  args: {
    groups: sampleGroups,
    onGroupChange: fn(),
    companies: [{ ...longCompany, members: 120, customer_group: 'group-corporate' }, companies[1]!],
  },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

export const One: Story = { args: { companies: companies.slice(0, 1) } };
export const ManyPaged: Story = { args: { companies: sampleCompanies(20), total: 57, offset: 20 } };
export const LongName: Story = {
  args: { companies: [{ ...longCompany, members: 120, customer_group: null }, companies[1]!] },
};
export const Empty: Story = { args: { companies: [] } };
export const Loading: Story = { args: { companies: [], isLoading: true } };
export const ServerError: Story = {
  args: { companies: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Companies', args.onRetry),
};
export const Phone: Story = {
  tags: ['mobile'],
  args: { companies: [{ ...longCompany, members: 120, customer_group: null }, companies[1]!], onSearchChange: fn() },
  decorators: [phoneFrame],
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { onSearchChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'কোম্পানি: ৪' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { companies: [{ ...longCompany, members: 120, customer_group: null }, companies[1]!], onSearchChange: fn() },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'কোম্পানি: ২' })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
