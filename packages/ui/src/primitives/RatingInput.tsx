import type { Ref } from 'react';
import { NumberInput, type NumberInputProps } from './NumberInput.tsx';

export interface RatingInputProps extends Omit<NumberInputProps, 'min' | 'max' | 'step' | 'suffix' | 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** A rating from 1 to 5 in steps of 0.1 (requirements §5), shown with a "/ 5" suffix. */
export function RatingInput(props: RatingInputProps) {
  // No placeholder: a greyed "4.5" reads as a value already filled in. A number field, stepped by
  // the arrow keys (requirements §5), unlike the quantities' and prices' text fields.
  return <NumberInput type="number" min={1} max={5} step={0.1} suffix="/ 5" {...props} />;
}
