import { useId, type ReactElement } from 'react';
import { Label } from '../src/primitives/Label.tsx';

/** Story only: the text of the Label tied to the control, and a validation message. */
export interface LabelledStoryArgs {
  label: string;
  error?: string;
}

/**
 * For the primitives' stories: a bare control with a Label of its own and its error tied with
 * `aria-describedby`, so each story shows the control itself (FormField does this wiring in the
 * forms; see Primitives / FormField).
 */
export function LabelledControl({
  label,
  error,
  className = 'max-w-sm',
  children,
}: LabelledStoryArgs & {
  className?: string;
  children: (wiring: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-caption font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
