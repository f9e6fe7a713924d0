import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslateMessage } from '../i18n/translateMessage.ts';
import { cn } from '../lib/cn.ts';
import { Label } from './Label.tsx';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  /** The visible label, tied to the control by id. */
  label: ReactNode;
  /** The control: an Input, Textarea, NumberInput, RatingInput... It receives id and aria attributes. */
  children: ReactElement<ControlProps>;
  /** Help text below the control. */
  hint?: ReactNode;
  /**
   * The validation message: shown in small red text and announced; marks the control invalid. A
   * shared message (the schemas' and the API's English) is shown in the reader's language.
   */
  error?: string | undefined;
  /** Marks the field required for assistive technology and shows an asterisk. */
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
}

/** A label, a control, an optional hint and the error message in small red text (requirements §5). */
export function FormField({ label, children, hint, error, required, id, className }: FormFieldProps) {
  const translate = useTranslateMessage();
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-caption text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-caption font-medium text-danger">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level error (for example the identity provider's message), in small red text; a shared message in the reader's language. */
export function FormError({ children, className }: { children?: ReactNode; className?: string }) {
  const translate = useTranslateMessage();
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-body-sm font-medium text-danger', className)}>
      {typeof children === 'string' ? translate(children) : children}
    </p>
  );
}
