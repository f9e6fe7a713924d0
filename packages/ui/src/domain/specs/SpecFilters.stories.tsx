import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { boardFacets, cardFacets, cpuFacets } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { specFilterParams, type SpecFilterState } from './contract.ts';
import { SpecFilters, SpecFiltersPanel } from './SpecFilters.tsx';

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Specs/SpecFilters',
  component: SpecFilters,
  tags: ['autodocs'],
  args: { category: 'motherboards', facets: boardFacets, value: {}, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A category's specification filters (requirements §19.2), from the catalog's `facets.specs`: options with their counts under the other filters (an option nothing matches shown but not chosen), numbers as lowest and highest (either digits, applied on Enter or leaving the field), yes/no; Clear specifications (the catalog's own Clear filters clears every filter). Controlled; `specFilterParams(value)` gives the URL's `spec.<key>` parameters. `SpecFiltersPanel` is the phone's: a button opening the same filters, applied together.",
      },
    },
  },
  render: function Render(args) {
    const [value, setValue] = useState<SpecFilterState>(args.value);
    const params = new URLSearchParams(specFilterParams(value)).toString();
    return (
      <div className="grid gap-4">
        <SpecFilters
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
        <output aria-label="URL parameters" className="text-caption break-all text-ink-muted">
          {params}
        </output>
      </div>
    );
  },
} satisfies Meta<typeof SpecFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Options with counts; AM4 matches nothing under the other filters: shown, not chosen. */
export const Motherboards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const socket = canvas.getByRole('group', { name: 'Socket' });
    await expect(within(socket).getByRole('checkbox', { name: /AM4/ })).toBeDisabled();
    await userEvent.click(within(socket).getByRole('checkbox', { name: /LGA1700/ }));
    await userEvent.click(within(socket).getByRole('checkbox', { name: /AM5/ }));
    // In the definition's order, whatever the order of the clicks.
    await expect(args.onChange).toHaveBeenLastCalledWith({ socket: ['AM5', 'LGA1700'] });
    await expect(canvas.getByRole('status', { name: 'URL parameters' })).toHaveTextContent('spec.socket=AM5%2CLGA1700');
    await userEvent.click(within(socket).getByRole('checkbox', { name: /AM5/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ socket: ['LGA1700'] });
    blur();
  },
};

/** Chosen filters: the counts still show, and Clear specifications empties them all. */
export const Chosen: Story = {
  args: { value: { socket: ['AM5'], memory_type: ['DDR5'], m2_slots: { min: 2 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /DDR5/ })).toBeChecked();
    await expect(canvas.getAllByRole('textbox', { name: 'Lowest' })[1]).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear specifications' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.queryByRole('button', { name: 'Clear specifications' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox', { name: 'Lowest' })[1]).toHaveValue('');
  },
};

/** Ranges with the unit; a bound typed in Bangla digits is the same number, applied by Enter. */
export const RangesInBanglaDigits: Story = {
  args: { category: 'graphics-cards', facets: cardFacets },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const length = canvas.getByRole('form', { name: 'Length' });
    await expect(within(length).getByRole('group', { name: 'Length (mm)' })).toBeVisible();
    await userEvent.type(within(length).getByRole('textbox', { name: 'Highest' }), '৩২০{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ length_mm: { min: undefined, max: 320 } });
    await expect(canvas.getByRole('status', { name: 'URL parameters' })).toHaveTextContent('spec.length_mm.max=320');
    // Leaving the field applies too.
    const tdp = canvas.getByRole('form', { name: 'TDP' });
    await userEvent.type(within(tdp).getByRole('textbox', { name: 'Lowest' }), '200');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      length_mm: { min: undefined, max: 320 },
      tdp_w: { min: 200, max: undefined },
    });
    blur();
  },
};

export const RangeRefused: Story = {
  args: { category: 'graphics-cards', facets: cardFacets },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const vram = canvas.getByRole('form', { name: 'Video memory' });
    await userEvent.type(within(vram).getByRole('textbox', { name: 'Lowest' }), '16');
    await userEvent.type(within(vram).getByRole('textbox', { name: 'Highest' }), '8{Enter}');
    await expect(within(vram).getByRole('alert')).toHaveTextContent('The highest must not be below the lowest');
    await userEvent.clear(within(vram).getByRole('textbox', { name: 'Highest' }));
    await userEvent.type(within(vram).getByRole('textbox', { name: 'Highest' }), 'lots{Enter}');
    await expect(within(vram).getByRole('alert')).toHaveTextContent('Enter a number, or leave it empty');
    await expect(within(vram).getByRole('textbox', { name: 'Lowest' })).toHaveAttribute('aria-invalid', 'true');
    // Only the lowest, applied as the field was left; neither refused range.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ vram_gb: { min: 16, max: undefined } });
    blur();
  },
};

/** Yes/no as two options. */
export const Processors: Story = {
  args: { category: 'processors', facets: cpuFacets },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const graphics = canvas.getByRole('group', { name: 'Integrated graphics' });
    await userEvent.click(within(graphics).getByRole('checkbox', { name: /Yes/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ integrated_graphics: ['true'] });
    blur();
  },
};

/** No facets (a category without filters): nothing is drawn. */
export const NoFacets: Story = {
  args: { facets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};

export const Bangla: Story = {
  args: { category: 'processors', facets: cpuFacets, value: { socket: ['AM5'], tdp_w: { max: 125 } } },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')[5]).toHaveValue('১২৫');
  },
};

/** The phone's button and panel: the filters are chosen in the panel and applied together. */
export const PhonePanel: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  decorators: [phoneFrame],
  render: function Render(args) {
    const [value, setValue] = useState<SpecFilterState>(args.value);
    return (
      <SpecFiltersPanel
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Specifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by specifications' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /DDR5/ }));
    // Nothing applied until Apply.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ memory_type: ['DDR5'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Specifications (1)' })).toBeVisible();
    // Closed without Apply: what was chosen in the panel is dropped.
    await userEvent.click(canvas.getByRole('button', { name: 'Specifications (1)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('checkbox', { name: /^ATX/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The panel open on a phone in Bangla: long labels and the counts fit. */
export const PhonePanelOpenBangla: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: { value: { socket: ['LGA1700'], memory_slots: { min: 4 } } },
  decorators: [phoneFrame],
  render: (args) => <SpecFiltersPanel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /\(২\)/ }));
    const dialog = await screen.findByRole('dialog');
    await expectFits(dialog);
    await expect(within(dialog).getByRole('checkbox', { name: /LGA1700/ })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PhoneBangla: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: { category: 'processors', facets: cpuFacets },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
