import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SectionHeading } from './SectionHeading.tsx';

/** The three fixed figures of requirements §1. */
export const stats = [
  { value: msg`1k+`, label: msg`products delivered properly per month` },
  { value: msg`500+`, label: msg`yearly new users` },
  { value: msg`10k+`, label: msg`computer items manufactured successfully on average` },
] as const;

/** "These stats say it all": three fixed figures. */
export function StatsSection() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="stats-heading" className="bg-surface py-16">
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading id="stats-heading" title={t`These stats say it all`} />
        <dl className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {/* Reversed (the figure reads first) and aligned to the top: the figures line up whatever
              the length of their labels. */}
          {stats.map((stat) => (
            <div
              key={stat.value.id}
              className="flex flex-col-reverse items-center justify-end gap-2 rounded-card border border-line bg-night p-8 text-center shadow-card"
            >
              <dt className="text-body text-night-muted">{i18n._(stat.label)}</dt>
              <dd className="text-display font-extrabold text-accent">{i18n._(stat.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
