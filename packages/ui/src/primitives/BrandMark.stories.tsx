import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandMark } from './BrandMark.tsx';

const meta = {
  title: 'Primitives/BrandMark',
  component: BrandMark,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The Computer Club chip mark and word mark, as in the Navbar and Footer. The mark is decorative; `compact` drops the words, so give the surrounding link an accessible name.',
      },
    },
  },
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { className: 'text-title text-ink' } };

export const OnDark: Story = {
  render: () => (
    <div className="inline-flex rounded-card bg-night p-4">
      <BrandMark className="text-title text-night-ink" />
    </div>
  ),
};

export const Compact: Story = {
  render: () => (
    <a href="/" aria-label="Computer Club home" className="inline-flex">
      <BrandMark compact />
    </a>
  ),
};
