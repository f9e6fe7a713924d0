import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fakeAuth } from '../../support/fakeAuth.ts';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as Register } from './Register.tsx';

const meta = {
  title: 'Pages/Register',
  render: () => (
    <PageHarness
      Page={Register}
      route="/register"
      path="/register"
      auth={fakeAuth({ status: 'signed-out', user: null })}
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The registration page in Bangla: its heading (for screen readers) and the tab's name. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'রেজিস্টার' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('রেজিস্টার | Computer Club Manufacturers Ltd'));
    await expect(document.documentElement).toHaveAttribute('lang', 'bn');
  },
};
