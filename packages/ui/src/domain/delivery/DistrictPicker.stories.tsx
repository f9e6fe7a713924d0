import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleDistricts, sampleDistrictsBn } from '../../../support/deliveryFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { FormField } from '../../primitives/FormField.tsx';
import { DistrictPicker, type DistrictPickerProps } from './DistrictPicker.tsx';

/** The picker in its field, holding what is chosen (as a form does). */
function Field({ value: start, onChange, ...props }: DistrictPickerProps & { error?: string }) {
  const { t } = useLingui();
  const [value, setValue] = useState(start);
  return (
    <FormField label={t`District`} error={props.error} required>
      <DistrictPicker
        {...props}
        value={value}
        onChange={(key) => {
          setValue(key);
          onChange(key);
        }}
      />
    </FormField>
  );
}

const meta = {
  title: 'Delivery/DistrictPicker',
  component: DistrictPicker,
  tags: ['autodocs'],
  args: { districts: sampleDistricts, value: '', onChange: fn() },
  render: (args) => <Field {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-sm pb-72">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Where a purchase goes, one of the 64 districts (requirements §17): a combobox (WAI-ARIA's list autocomplete) that narrows the list as a name is typed, in the reader's language or by its English key (`coxs-bazar`), its districts grouped under their delivery zone. Down and Up move, Enter chooses, Escape closes and puts the chosen name back. The districts come as a prop (`{ key, name, zone }[]`), named in the reader's language; the stories list eleven of them.",
      },
    },
  },
} satisfies Meta<typeof DistrictPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /^(District|জেলা)/ });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = picker(canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Chosen: Story = { args: { value: 'coxs-bazar' } };

/** Opened: every district under its zone, the list scrolling past what fits. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(picker(canvasElement));
    const list = await screen.findByRole('listbox', { name: 'Districts' });
    await expect(within(list).getAllByRole('option')).toHaveLength(sampleDistricts.length);
    await expect(within(list).getByRole('group', { name: 'Inside Dhaka' })).toBeInTheDocument();
    await expect(within(list).getByRole('group', { name: 'Dhaka suburbs' })).toHaveTextContent('Gazipur');
    await expect(within(list).getByRole('group', { name: 'Outside Dhaka' })).toHaveTextContent('Sylhet');
  },
};

/** Typing narrows the list; a key's spelling finds the name too ("coxs" finds Cox's Bazar). */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const input = picker(canvasElement);
    await userEvent.type(input, 'coxs');
    const list = await screen.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Cox's Bazar"]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('coxs-bazar');
    await expect(input).toHaveValue("Cox's Bazar");
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard only: Down opens on the first, Down and Up move (aria-activedescendant), Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = picker(canvasElement);
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Dhaka');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'Gazipur',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('gazipur');
    // Escape closes and keeps the chosen name, however much was typed.
    await userEvent.type(input, 'xyz');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Gazipur');
  },
};

/** Nothing matches: it says so, and nothing is chosen. */
export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(picker(canvasElement), 'Paris');
    await expect(await screen.findByRole('status')).toHaveTextContent('No district matches “Paris”.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A click on a district chooses it; a whole name typed and left is chosen too. */
export const ClickAndLeave: Story = {
  play: async ({ canvasElement, args }) => {
    const input = picker(canvasElement);
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Khulna' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('khulna');
    await userEvent.clear(input);
    await userEvent.type(input, 'sylhet');
    await userEvent.tab();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('sylhet'));
    await expect(input).toHaveValue('Sylhet');
  },
};

export const WithError: Story = {
  render: (args) => <Field {...args} error="Choose a district" />,
  play: async ({ canvasElement }) => {
    await expect(picker(canvasElement)).toHaveAccessibleDescription('Choose a district');
  },
};

export const Disabled: Story = { args: { value: 'dhaka', disabled: true } };

/** In Bangla: Bangla names and zones; an English key still finds its district. */
export const InBangla: Story = {
  args: { districts: sampleDistrictsBn },
  globals: { locale: 'bn' },
  play: async ({ canvasElement, args }) => {
    const input = picker(canvasElement);
    await userEvent.type(input, 'চট্ট');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('chattogram');
    await expect(input).toHaveValue('চট্টগ্রাম');
  },
};

/** A phone in Bangla, opened on the chosen district (scrolled to it): the zones' names and the longest district names fit. */
export const PhoneInBangla: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  args: { districts: sampleDistrictsBn, value: 'chapai-nawabganj' },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  play: async ({ canvasElement }) => {
    const input = picker(canvasElement);
    await userEvent.click(input);
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'চাঁপাইনবাবগঞ্জ',
    );
  },
};
