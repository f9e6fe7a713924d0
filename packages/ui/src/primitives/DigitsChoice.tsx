import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { chooseDigits, currentDigits } from '../i18n/digits.ts';

/**
 * On Bangla pages, the setting that keeps Latin digits (৳ 1,00,000 rather than ৳ ১,০০,০০০;
 * docs/requirements.md §16, Numbers). Nothing on English pages, whose digits are Latin anyway.
 */
export function DigitsChoice() {
  const { i18n } = useLingui();
  const id = useId();
  if (i18n.locale !== 'bn') return null;
  return (
    <p className="flex items-center gap-2 text-body-sm">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        defaultChecked={currentDigits() === 'latin'}
        onChange={(event) => chooseDigits(event.target.checked ? 'latin' : 'native')}
      />
      <label htmlFor={id}>
        <Trans>Show numbers in English digits (123)</Trans>
      </label>
    </p>
  );
}
