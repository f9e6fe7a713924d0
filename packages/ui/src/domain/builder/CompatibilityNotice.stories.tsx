import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { sampleNotChecked, sampleProblems } from '../../../support/specFixtures.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { CompatibilityNotice } from './CompatibilityNotice.tsx';

const all = Object.values(sampleProblems);

const meta = {
  title: 'Builder/CompatibilityNotice',
  component: CompatibilityNotice,
  tags: ['autodocs'],
  args: { problems: all, notChecked: sampleNotChecked },
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
          "A build's compatibility (requirements §19.3): problems grouped as errors, warnings and notes, each message (a rule's descriptor and its values) in the reader's language with numbers in the reader's digits; an all-clear when nothing is wrong; What we don't check, honestly.",
      },
    },
  },
} satisfies Meta<typeof CompatibilityNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every severity: errors first, then warnings, then notes. */
export const EverySeverity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      '2 problems to fix',
      '2 things to look at',
      '1 note',
    ]);
    await expect(
      canvas.getByText(
        'The ASUS ROG Strix GeForce RTX 4090 OC is 358 mm long and the Cooler Master MasterBox Q300L takes cards up to 340 mm. Choose a shorter card or a bigger case.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Everything we check fits together/)).not.toBeInTheDocument();
  },
};

export const OneError: Story = { args: { problems: [sampleProblems.cpuSocket] } };

export const WarningOnly: Story = { args: { problems: [sampleProblems.psuWarning] } };

/** Nothing wrong: the all-clear; the disclosure opens on what is not checked. */
export const AllClear: Story = {
  args: { problems: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Everything we check fits together.');
    await expect(canvas.getByText('Cable lengths')).not.toBeVisible();
    await userEvent.click(canvas.getByText("What we don't check"));
    await expect(canvas.getByText('Cable lengths')).toBeVisible();
  },
};

/** Only a note (a value not listed): still all clear, with the note. */
export const AllClearWithNote: Story = { args: { problems: [sampleProblems.specMissing] } };

export const NothingChosen: Story = {
  args: { problems: [], empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Choose parts and we will check that they work together.',
    );
  },
};

/** In Bangla: the headings and the numbers in the messages in Bangla digits (the sample messages' text is English). */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/৩৫৮ mm/)).toBeVisible();
  },
};

export const AllClearBangla: Story = { args: { problems: [] }, globals: { locale: 'bn' } };

export const PhoneBangla: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('group'));
    await expectFits(storyFrame(canvasElement));
  },
};
