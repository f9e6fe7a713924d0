import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longCompany, sampleCompany } from '../../../support/companyFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { chooseDistrict, expectFieldError, field, fill, submitForm } from '../../../support/formStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { SubmitError } from '../forms/formSubmit.ts';
import { CompanyForm } from './CompanyForm.tsx';

const saved = {
  name: sampleCompany.name,
  bin: sampleCompany.bin,
  trade_licence: sampleCompany.trade_licence,
  billing_address: sampleCompany.billing_address,
  district: sampleCompany.district,
};

const meta = {
  title: 'Company/CompanyForm',
  component: CompanyForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A company's details (requirements §20.1): name, BIN (13 digits; Bangla digits, dashes and spaces accepted), trade licence, billing address and district, checked by shared `companyInputSchema`. Empty, it creates the company (its creator becomes its admin); with saved details a company admin edits them, and `readOnly` shows them to the other members and store administrators.",
      },
    },
  },
} satisfies Meta<typeof CompanyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A customer creates their company: the BIN typed in Bangla digits with a dash is kept as 13 digits. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
    await fill(canvas, 'Company name', 'Padma Systems Ltd');
    await fill(canvas, 'BIN', '০০০১২৩৪৫৬-০১০১');
    await fill(canvas, 'Trade licence', 'TRAD/DNCC/012345/2024');
    await fill(canvas, 'Billing address', 'Level 5, 27 Kemal Ataturk Avenue, Banani');
    await chooseDistrict(canvas, 'Dhaka');
    await userEvent.click(canvas.getByRole('button', { name: 'Create company' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Padma Systems Ltd',
        bin: '0001234560101',
        trade_licence: 'TRAD/DNCC/012345/2024',
        billing_address: 'Level 5, 27 Kemal Ataturk Avenue, Banani',
        district: 'dhaka',
      }),
    );
  },
};

/** Every field is required: the shared messages show at each, and nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { BIN: '12345' }, 'Create company');
    await expectFieldError(canvas, 'Company name', messages.companyNameRequired);
    await expectFieldError(canvas, 'BIN', messages.binInvalid);
    await expectFieldError(canvas, 'Trade licence', messages.tradeLicenceRequired);
    await expectFieldError(canvas, 'Billing address', messages.billingAddressRequired);
    await expectFieldError(canvas, 'District', messages.districtRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A company admin edits the saved details: the BIN shows as the VAT authority writes it. */
export const Edit: Story = {
  args: { defaultValues: saved },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Company details' })).toBeInTheDocument();
    await expect(field(canvas, 'BIN')).toHaveValue('000123456-0101');
    await submitForm(canvas, { 'Company name': 'Padma Systems Limited' }, 'Save changes');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, name: 'Padma Systems Limited' }));
  },
};

/** A member who is not a company admin (or a store administrator) reads the details. */
export const ReadOnly: Story = {
  args: { defaultValues: saved, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Only the company's admins change these details.")).toBeInTheDocument();
    await expect(field(canvas, 'Company name')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};

/** The server refuses (already in a company: 409): the message shows under the form, the fields keep their values. */
export const ServerRefused: Story = {
  args: {
    defaultValues: saved,
    onSubmit: fn(async () => {
      throw new SubmitError(messages.companyAlreadyMember);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.companyAlreadyMember);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A 400's field message shows at its field. */
export const ServerFieldError: Story = {
  args: {
    defaultValues: saved,
    onSubmit: fn(async () => {
      throw new SubmitError('Check the company', { bin: messages.binInvalid });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvas, 'BIN', messages.binInvalid);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Submitting: Story = {
  args: { defaultValues: saved, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save changes/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const LongValues: Story = {
  args: {
    defaultValues: {
      name: longCompany.name,
      bin: longCompany.bin,
      trade_licence: longCompany.trade_licence,
      billing_address: longCompany.billing_address,
      district: longCompany.district,
    },
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'কোম্পানি খুলুন' }));
    await waitFor(() => expect(canvas.getByText('কোম্পানির নাম লিখুন')).toBeInTheDocument());
    await expect(canvas.getByText('১৩ সংখ্যার BIN লিখুন')).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BanglaPhone: Story = {
  ...Bangla,
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async (context) => {
    await Bangla.play!(context);
    await expectFits(storyFrame(context.canvasElement));
  },
};
