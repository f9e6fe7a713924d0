import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@storefront/shared';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { screenDigits } from '../../i18n/digits.ts';
import { useSharedText } from '../../i18n/translateMessage.ts';
import { cn } from '../../lib/cn.ts';
import { severities, type BuildProblem, type Severity } from './contract.ts';
import { useProblemText } from './problemText.ts';

export interface CompatibilityNoticeProps {
  /** `checkBuild`'s (or `POST /api/builds/check`'s) problems. */
  problems: readonly BuildProblem[];
  /** What the builder does not check (shared's `notCheckedMessages`). */
  notChecked: readonly MessageDescriptor[];
  /** No part chosen yet: nothing to check. */
  empty?: boolean | undefined;
  className?: string;
}

const tone: Record<Severity, { box: string; icon: typeof CircleAlert }> = {
  error: { box: 'border-danger/30 bg-danger-soft text-danger-hover', icon: CircleAlert },
  warning: { box: 'border-warning-ink/20 bg-warning-soft text-warning-ink', icon: TriangleAlert },
  note: { box: 'border-line bg-surface-muted text-ink', icon: Info },
};

/**
 * A build's compatibility (requirements §19.3): its problems grouped by severity (what to fix, what
 * to look at, notes), each message naming both values and what to do, in the reader's language;
 * an all-clear when there is none. The builder never blocks: this says, the buyer decides. "What we
 * don't check" lists the rest honestly.
 */
export function CompatibilityNotice({ problems, notChecked, empty, className }: CompatibilityNoticeProps) {
  const { t } = useLingui();
  const say = useProblemText();
  const sayShared = useSharedText();
  const titles: Record<Severity, (n: number) => string> = {
    error: (n) => {
      const count = screenDigits(n);
      return t`${plural(n, { one: `${count} problem to fix`, other: `${count} problems to fix` })}`;
    },
    warning: (n) => {
      const count = screenDigits(n);
      return t`${plural(n, { one: `${count} thing to look at`, other: `${count} things to look at` })}`;
    },
    note: (n) => {
      const count = screenDigits(n);
      return t`${plural(n, { one: `${count} note`, other: `${count} notes` })}`;
    },
  };
  const blocking = problems.some((p) => p.severity !== 'note');
  return (
    <section aria-label={t`Compatibility`} className={cn('grid gap-3', className)}>
      {/* Announced as it changes, so a swapped part's verdict is heard. */}
      <div role="status" className="grid gap-3">
        {empty ? (
          <p className="rounded-card border border-line bg-surface px-4 py-3 text-body-sm text-ink-muted">
            <Trans>Choose parts and we will check that they work together.</Trans>
          </p>
        ) : blocking ? null : (
          <p className="flex items-start gap-2 rounded-card border border-success/30 bg-success-soft px-4 py-3 text-body-sm font-semibold text-success-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <Trans>Everything we check fits together.</Trans>
          </p>
        )}
        {severities.map((severity) => {
          const list = problems.filter((p) => p.severity === severity);
          if (list.length === 0) return null;
          const { box, icon: Icon } = tone[severity];
          return (
            <div key={severity} className={cn('rounded-card border px-4 py-3', box)}>
              <h3 className="flex items-center gap-2 text-body-sm font-semibold">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {titles[severity](list.length)}
              </h3>
              <ul className="mt-2 grid list-disc gap-1.5 pl-10 text-body-sm [overflow-wrap:anywhere]">
                {list.map((problem, i) => (
                  <li key={`${problem.rule}-${i}`}>{say(problem)}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {notChecked.length > 0 ? (
        <details className="group rounded-card border border-line bg-surface px-4 py-3 text-body-sm">
          <summary className="cursor-pointer font-semibold text-ink focus-visible:outline-2 focus-visible:outline-focus">
            <Trans>What we don't check</Trans>
          </summary>
          <ul className="mt-2 grid list-disc gap-1 pl-6 text-ink-muted">
            {notChecked.map((descriptor) => (
              <li key={descriptor.id}>{sayShared(descriptor)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
