import { cn } from '../lib/cn.ts';

export interface ProgressBarProps {
  /** How far along, from 0 to 1. */
  value: number;
  /** What is progressing ("Uploading image"): the bar's accessible name and its visible caption. */
  label: string;
  className?: string;
}

/** A determinate progress bar with its caption and percentage (an image upload, for example). */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-pill bg-line"
      >
        <div
          className="h-full rounded-pill bg-primary transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {/* The bar announces its own value: the caption is for the eye only. */}
      <span aria-hidden="true" className="text-caption text-ink-muted">
        {label}: {percent}%
      </span>
    </div>
  );
}
