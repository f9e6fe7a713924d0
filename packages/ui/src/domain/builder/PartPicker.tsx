import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt } from '@storefront/shared';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { screenDigits } from '../../i18n/digits.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import type { BuilderPart, BuildProblem } from './contract.ts';
import { useProblemText } from './problemText.ts';

export interface PartCandidate {
  part: BuilderPart;
  /** What choosing it would add to the build (shared's `partFits`); none when it fits. */
  problems: readonly BuildProblem[];
}

export interface PartPickerProps {
  /** The slot's name, in the reader's language (the list's heading). */
  label: string;
  candidates: readonly PartCandidate[];
  onPick: (id: string) => void;
  /** The part the slot holds now, marked. */
  chosen?: string | undefined;
  className?: string;
}

/** A part fits when choosing it adds no error (a warning, such as a cooler to add, or a note is shown beside it). */
export const fits = (candidate: PartCandidate): boolean => candidate.problems.every((p) => p.severity !== 'error');

const icons = { error: CircleAlert, warning: TriangleAlert, note: Info };

/**
 * A slot's candidates (requirements §19.3): the parts that fit what is chosen first; "Show all
 * parts" reveals the others, each with why it does not fit (the problems it would add, both values
 * named). Choosing one that does not fit is allowed: the builder says, never blocks.
 */
export function PartPicker({ label, candidates, onPick, chosen, className }: PartPickerProps) {
  const { t } = useLingui();
  const say = useProblemText();
  const [showAll, setShowAll] = useState(false);
  const chooseLabel = (name: string) => t`Choose ${name}`;
  const fitting = candidates.filter(fits);
  const others = candidates.filter((c) => !fits(c));
  const shown = showAll ? [...fitting, ...others] : fitting;
  const hidden = screenDigits(others.length);
  return (
    <section aria-label={label} className={cn('grid gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-body font-semibold text-ink">{label}</h3>
        {others.length > 0 ? (
          <label className="flex cursor-pointer items-center gap-2 text-body-sm text-ink">
            <input
              type="checkbox"
              role="switch"
              className="size-4 accent-primary"
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
            />
            {t`${plural(others.length, { one: `Show all parts (${hidden} does not fit)`, other: `Show all parts (${hidden} do not fit)` })}`}
          </label>
        ) : null}
      </div>
      {candidates.length === 0 ? (
        <p className="text-body-sm text-ink-muted">
          <Trans>We have no parts for this slot right now.</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className="text-body-sm text-ink-muted">
          <Trans>No part fits what you have chosen. Show all parts to see why, or change another part.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((candidate) => {
            const { part, problems } = candidate;
            const fit = fits(candidate);
            return (
              <li
                key={part._id}
                className={cn(
                  'flex flex-wrap items-start gap-3 rounded-card border bg-surface p-3',
                  part._id === chosen ? 'border-primary ring-1 ring-primary' : 'border-line',
                  !fit && 'bg-surface-muted',
                )}
              >
                <img src={part.image} alt="" className="size-14 shrink-0 rounded-control object-cover" />
                <div className="grid min-w-0 flex-1 basis-48 gap-1">
                  <span className="font-semibold [overflow-wrap:anywhere] text-ink">{part.name}</span>
                  <span className="text-body-sm text-ink tabular-nums">{formatBdt(part.price)}</span>
                  {problems.length > 0 ? (
                    <ul className="grid gap-1 text-body-sm [overflow-wrap:anywhere]">
                      {problems.map((problem, i) => {
                        const Icon = icons[problem.severity];
                        return (
                          <li
                            key={`${problem.rule}-${i}`}
                            className={cn(
                              'flex items-start gap-1.5',
                              problem.severity === 'error'
                                ? 'text-danger'
                                : problem.severity === 'warning'
                                  ? 'text-warning-ink'
                                  : 'text-ink-muted',
                            )}
                          >
                            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                            {say(problem)}
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </div>
                {part._id === chosen ? (
                  <span className="self-center text-body-sm font-semibold text-primary-ink">
                    <Trans>Chosen</Trans>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant={fit ? 'primary' : 'secondary'}
                    className="self-center"
                    onClick={() => onPick(part._id)}
                    aria-label={chooseLabel(part.name)}
                  >
                    <Trans>Choose</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
