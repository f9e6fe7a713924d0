import type { Meta, StoryObj } from '@storybook/react-vite';

const colours = [
  ['canvas', 'Page background'],
  ['surface', 'Cards, tables, dialogs'],
  ['line', 'Borders'],
  ['ink', 'Text'],
  ['ink-muted', 'Secondary text'],
  ['primary', 'Actions, prices'],
  ['primary-soft', 'Highlights'],
  ['accent', 'Accent on dark'],
  ['night', 'Navbar, hero, footer'],
  ['night-raised', 'Raised dark surfaces'],
  ['danger', 'Errors, delete'],
  ['success', 'Success'],
] as const;

const swatchClass: Record<(typeof colours)[number][0], string> = {
  canvas: 'bg-canvas',
  surface: 'bg-surface',
  line: 'bg-line',
  ink: 'bg-ink',
  'ink-muted': 'bg-ink-muted',
  primary: 'bg-primary',
  'primary-soft': 'bg-primary-soft',
  accent: 'bg-accent',
  night: 'bg-night',
  'night-raised': 'bg-night-raised',
  danger: 'bg-danger',
  success: 'bg-success',
};

const typeScale = [
  ['text-display', 'Display 44'],
  ['text-heading', 'Heading 30'],
  ['text-title', 'Title 20'],
  ['text-body', 'Body 16'],
  ['text-body-sm', 'Body small 14'],
  ['text-caption', 'Caption 12'],
] as const;

function Tokens() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="colours-heading" className="flex flex-col gap-4">
        <h2 id="colours-heading" className="text-title font-semibold">
          Colours
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {colours.map(([name, use]) => (
            <li key={name} className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
              <div className={`h-16 ${swatchClass[name]}`} />
              <div className="p-3">
                <p className="font-mono text-body-sm font-semibold">{name}</p>
                <p className="text-caption text-ink-muted">{use}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="type-heading" className="flex flex-col gap-4">
        <h2 id="type-heading" className="text-title font-semibold">
          Type scale
        </h2>
        {typeScale.map(([cls, label]) => (
          <p key={cls} className={`${cls} font-semibold`}>
            {label}: The Ultimate Club of Computer Manufacturing
          </p>
        ))}
      </section>
      <section aria-labelledby="shape-heading" className="flex flex-col gap-4">
        <h2 id="shape-heading" className="text-title font-semibold">
          Radius and shadow
        </h2>
        <div className="flex flex-wrap gap-6">
          <div className="flex size-28 items-center justify-center rounded-control border border-line bg-surface text-body-sm">
            control
          </div>
          <div className="flex size-28 items-center justify-center rounded-card bg-surface text-body-sm shadow-card">
            card
          </div>
          <div className="flex size-28 items-center justify-center rounded-card bg-surface text-body-sm shadow-raised">
            raised
          </div>
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens of `theme.css` (Tailwind 4 `@theme` variables): colours chosen for WCAG 2.2 AA text contrast, a six-step type scale on the system font stack, radii and shadows. Every component uses them through utilities such as `bg-primary`, `text-ink-muted`, `rounded-card`, `shadow-card`.',
      },
    },
  },
} satisfies Meta<typeof Tokens>;
export default meta;

export const Overview: StoryObj<typeof meta> = {};
