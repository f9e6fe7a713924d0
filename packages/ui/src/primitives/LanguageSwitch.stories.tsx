import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const meta = {
  title: 'Primitives/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: { current: 'en', hrefFor: (locale) => (locale === 'bn' ? '/bn/items' : '/items'), onChoose: fn() },
  decorators: [
    (Story, { args }) => (
      <div className={args.tone === 'plain' ? 'p-3' : 'rounded-card bg-night p-3'}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'English | বাংলা in the navbar and on the login page: each language in its own script; the current one is not a link.',
      },
    },
  },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('English')).toHaveAttribute('aria-current', 'true');
    const bangla = canvas.getByRole('link', { name: 'বাংলা' });
    await expect(bangla).toHaveAttribute('href', '/bn/items');
    await expect(bangla).toHaveAttribute('lang', 'bn');
    bangla.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(bangla);
    await expect(args.onChoose).toHaveBeenCalledWith('bn', expect.anything());
  },
};

export const Bangla: Story = {
  args: { current: 'bn' },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'ভাষা' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/items');
  },
};

/** On a light background, as on the login page. */
export const Plain: Story = { args: { tone: 'plain' } };
