import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitError } from './formSubmit.ts';
import { expectFieldError, field, submitForm } from '../../../support/formStoryHelpers.ts';
import { ProfileEditForm } from './ProfileEditForm.tsx';

const meta = {
  title: 'Forms/ProfileEditForm',
  component: ProfileEditForm,
  tags: ['autodocs'],
  args: { name: 'Rahim Uddin', email: 'rahim@example.com', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'My Profile (requirements §2, §5): education, location, phone and LinkedIn URL, all optional (shared `profileInputSchema`).',
      },
    },
  },
} satisfies Meta<typeof ProfileEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Profile' }));
    // Every field is optional: an empty profile is valid.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};

const savedProfile = {
  education: 'BSc in Computer Science and Engineering',
  location: 'Dhaka',
  phone: '01700000000',
  linkedin_url: 'https://www.linkedin.com/in/rahim',
};

export const Prefilled: Story = {
  args: { defaultValues: savedProfile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Location: 'Chattogram' }, 'Update Profile');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        education: 'BSc in Computer Science and Engineering',
        location: 'Chattogram',
        phone: '01700000000',
        linkedin_url: 'https://www.linkedin.com/in/rahim',
      }),
    );
  },
};

export const InvalidUrl: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { 'LinkedIn URL': 'linkedin/rahim' }, 'Update Profile');
    await expectFieldError(canvas, 'LinkedIn URL', messages.invalidUrl);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultValues: savedProfile, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Location: 'Chattogram' }, 'Update Profile');
    const submit = canvas.getByRole('button', { name: /Update Profile/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The edited values stay in place while the request runs.
    await expect(field(canvas, 'Location')).toHaveValue('Chattogram');
    await expect(field(canvas, 'Education')).toHaveValue(savedProfile.education);
  },
};

export const ServerError: Story = {
  args: { error: messages.noUserLoggedIn },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No user is logged in');
    // Retrying is submitting again (every field is optional, so the empty form is valid).
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refuses a field: its message shows at that field and the edits stay. */
export const ServerFieldError: Story = {
  args: {
    defaultValues: savedProfile,
    onSubmit: fn(async () => {
      throw new SubmitError('Check the profile', { phone: 'Must be 30 characters or fewer' });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Location: 'Chattogram' }, 'Update Profile');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expectFieldError(canvas, 'Phone', 'Must be 30 characters or fewer');
    await expect(field(canvas, 'Location')).toHaveValue('Chattogram');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
