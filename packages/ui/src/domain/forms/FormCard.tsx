import { useId, type FormEventHandler, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from '../../primitives/Card.tsx';

export interface FormCardProps {
  /** The form's heading. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Content below the form, such as the Google button and the register link. */
  footer?: ReactNode;
  className?: string;
}

/** The card every form sits in: heading, fields, footer. Browser validation is off (zod reports). */
export function FormCard({ title, description, onSubmit, children, footer, className }: FormCardProps) {
  // Not made from the title: a Bangla title has no Latin letters to make it from.
  const headingId = useId();
  return (
    <Card data-form-card="" className={cn('mx-auto w-full max-w-lg', className)}>
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-heading font-bold text-ink">
            {title}
          </h2>
          {description ? <p className="text-body-sm text-ink-muted">{description}</p> : null}
        </div>
        <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
        </form>
        {footer}
      </div>
    </Card>
  );
}
