import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactSection } from './ContactSection.tsx';

const meta = {
  title: 'Home/ContactSection',
  component: ContactSection,
  tags: ['autodocs'],
  args: { email: 'info@computerclub.example.com' },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '"Contact Us" (requirements §1): Get In Touch opens a mail to `email`.' } },
  },
} satisfies Meta<typeof ContactSection>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'Have any queries? Want to know more about us? Just leave a message and we will be there for you.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      'mailto:info@computerclub.example.com',
    );
  },
};
