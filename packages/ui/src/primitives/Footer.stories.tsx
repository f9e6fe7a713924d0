import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Primitives/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site footer (requirements §2): Home, Blogs, Portfolio, Login, social icons and the 2022 copyright.',
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Blogs', 'Portfolio', 'Login']);
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    await expect(canvas.getByText(/Copyright © 2022/)).toBeInTheDocument();
  },
};

/** The footer in Bangla: the networks keep their own names. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'ফুটার' }));
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['হোম', 'ব্লগ', 'পোর্টফোলিও', 'লগইন']);
    await expect(canvas.getByRole('list', { name: 'সোশ্যাল মিডিয়া' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    await expect(canvas.getByText(/কপিরাইট © ২০২২/)).toBeInTheDocument();
  },
};
