import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeroSection } from './HeroSection.tsx';

const meta = {
  title: 'Home/HeroSection',
  component: HeroSection,
  tags: ['autodocs'],
  args: { onGetStarted: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'The hero (requirements §1): the manufacturing image, heading, welcome text and Get Started.',
      },
    },
  },
} satisfies Meta<typeof HeroSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The Ultimate Club of Computer Manufacturing' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'Welcome to Computer Club Manufacturers Ltd. We are the pro of manufacturing from A to Z for Computers. Just give us a try!',
      ),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onGetStarted).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
};
