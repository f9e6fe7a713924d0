import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundMessage } from './NotFoundMessage.tsx';

const meta = {
  title: 'Domain/NotFoundMessage',
  component: NotFoundMessage,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'The 404 screen (requirements §2): an image and the exact message.' } },
  },
} satisfies Meta<typeof NotFoundMessage>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: "404 error! The page you're looking for cannot be found!" }),
    ).toBeInTheDocument();
  },
};

/** The same screen in Bangla (the toolbar's Language, or `globals.locale`). */
export const Bangla: StoryObj<typeof meta> = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: '৪০৪! আপনি যে পেজটি খুঁজছেন সেটি পাওয়া যায়নি!' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'হোম' })).toHaveAttribute('href', '/');
    await expect(document.documentElement).toHaveAttribute('lang', 'bn');
  },
};
