import { categories, normaliseSpecs, type Specs } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { expectFieldError, field } from '../../../support/formStoryHelpers.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { sampleParts } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { Button } from '../../primitives/Button.tsx';
import { SpecFields, specFieldValues, type SpecFieldValues } from './SpecFields.tsx';

interface HarnessProps {
  category: string;
  specs: Specs;
}

/**
 * The fields in a form as Add Item and the item editor hold them: a category select beside, and a
 * submit that checks the specs as the server does (`normaliseSpecs`), its issues set on
 * `specs.<key>` as a 400's field errors are (`SubmitError`), the stored specs shown when accepted.
 */
function Harness({ category, specs }: HarnessProps) {
  const form = useForm<SpecFieldValues>({ defaultValues: { category, specs: specFieldValues(specs) } });
  const [stored, setStored] = useState<string>('');
  return (
    <FormProvider {...form}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const { specs: normalised, issues } = normaliseSpecs(values.category, values.specs);
          for (const issue of issues) form.setError(`specs.${issue.key}`, { type: 'server', message: issue.message });
          setStored(issues.length ? '' : JSON.stringify(normalised));
        })}
      >
        <label className="grid gap-1 text-body-sm font-medium">
          Category
          <select className="h-10 rounded-control border border-line px-2" {...form.register('category')}>
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <SpecFields />
        <Button type="submit" className="justify-self-start">
          Save
        </Button>
        <output aria-label="Stored specs" className="text-caption break-all text-ink-muted">
          {stored}
        </output>
      </form>
    </FormProvider>
  );
}

const meta = {
  title: 'Forms/SpecFields',
  component: Harness,
  tags: ['autodocs'],
  args: { category: 'processors', specs: {} },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The admin's fields for an item's specifications (requirements §19.1) in Add Item and the item editor: the category's attributes as a select, checkboxes, a number with its unit, yes/no or text, each may stay empty; inside the form's FormProvider; a refusal on `specs.<key>` (the server's 400) shows at its field.",
      },
    },
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new processor: every field empty; filled in either digits, stored normalised. */
export const NewProcessor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(field(canvas, 'Socket'), 'AM5');
    await userEvent.type(field(canvas, 'Cores'), '৮');
    await userEvent.type(field(canvas, 'Boost clock'), '5.3');
    await userEvent.selectOptions(field(canvas, 'Integrated graphics'), 'Yes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Stored specs' })).toHaveTextContent(
      '{"socket":"AM5","cores":8,"boost_clock_ghz":5.3,"integrated_graphics":true}',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The item editor: an item's specs as its fields show them, the case's boards as checkboxes. */
export const EditCase: Story = {
  args: { category: 'cases', specs: sampleParts.caseMatx.specs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boards = canvas.getByRole('group', { name: 'Motherboards it takes' });
    await expect(within(boards).getByRole('checkbox', { name: 'Micro ATX' })).toBeChecked();
    await expect(field(canvas, 'Longest graphics card')).toHaveValue('340');
    await userEvent.click(within(boards).getByRole('checkbox', { name: 'ATX' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Stored specs' })).toHaveTextContent(
      '"form_factors":["ATX","Micro ATX","Mini-ITX"]',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refuses values: each message at its field. */
export const RefusedByTheServer: Story = {
  args: { category: 'graphics-cards', specs: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Length'), '20');
    await userEvent.type(field(canvas, 'Expansion slots taken'), 'two');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectFieldError(canvas, 'Length', 'Enter a whole number from 50 to 500');
    await expectFieldError(canvas, 'Expansion slots taken', 'Enter a number from 1 to 5');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Changing the category changes the fields. */
export const ChangeCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'power-supplies');
    await expect(field(canvas, 'Wattage')).toBeVisible();
    await expect(canvas.queryByLabelText('Socket')).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoCategory: Story = {
  args: { category: '' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Choose a category first: its specifications depend on it'),
    ).toBeVisible();
  },
};

export const CoolerInBangla: Story = {
  args: { category: 'cooling', specs: sampleParts.cooler.specs },
  globals: { locale: 'bn' },
};

export const RefusedInBangla: Story = {
  args: { category: 'graphics-cards', specs: { length_mm: 20 } },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText(/৫০/)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PhoneBangla: Story = {
  args: { category: 'motherboards', specs: sampleParts.b650.specs },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
