import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { sampleParts } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { SpecTable } from './SpecTable.tsx';

const meta = {
  title: 'Specs/SpecTable',
  component: SpecTable,
  tags: ['autodocs'],
  args: { category: 'processors', specs: sampleParts.ryzen7.specs },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "An item's specifications (requirements §19.1): its category's attributes in their order, labels in the reader's language, numbers in the reader's digits with their unit, yes/no, translated option labels; attributes without a value left out; a line saying so for an item without specifications.",
      },
    },
  },
} satisfies Meta<typeof SpecTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A processor: units after the numbers, yes/no for the booleans. */
export const Processor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Specifications' });
    await expect(within(table).getByRole('rowheader', { name: 'Socket' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Boost clock 5.3 GHz' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Integrated graphics Yes' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

/** Attributes without a value are left out (this CPU lists no cooler or graphics). */
export const SomeValuesMissing: Story = {
  args: { specs: sampleParts.i9.specs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('rowheader', { name: 'Cooler in the box' })).not.toBeInTheDocument();
  },
};

/** A cooler: its type is a translated option, its sockets a list. */
export const CoolerWithOptionsAndLists: Story = {
  args: { category: 'cooling', specs: sampleParts.cooler.specs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'Type Air cooler' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Sockets AM4, AM5, LGA1700' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { category: 'graphics-cards', specs: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByText(/No specifications are listed for this item yet/)).toBeVisible();
  },
};

/** An item without a category has no attributes: the same empty state. */
export const NoCategory: Story = {
  args: { category: null, specs: { socket: 'AM5' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** In Bangla: labels and options translated, numbers in Bangla digits, units in Latin letters. */
export const Bangla: Story = {
  args: { category: 'cooling', specs: { ...sampleParts.cooler.specs, cooler_type: 'liquid' } },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: '১৫৫ mm' })).toBeVisible();
  },
};

export const EmptyInBangla: Story = {
  args: { category: 'memory', specs: {} },
  globals: { locale: 'bn' },
};

/** A phone in Bangla: the longest category (a board) and long lists wrap inside 390 px. */
export const PhoneBangla: Story = {
  args: {
    category: 'cases',
    specs: { ...sampleParts.caseMatx.specs, form_factors: ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'] },
  },
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

export const PhoneMotherboard: Story = {
  args: { category: 'motherboards', specs: sampleParts.b650.specs },
  tags: ['mobile'],
  ...inPhoneWindow,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
