// An attribute's label and value as a screen writes them (requirements §19.1): the label and the
// options a shop translates in the reader's language, sockets and standards as written, numbers in
// the reader's digits with their unit (units stay in Latin letters, as Bangladeshi shops write them).
import { useLingui } from '@lingui/react/macro';
import { specOptionLabel, type SpecAttribute, type SpecValue } from '@storefront/shared';
import { screenDigits } from '../../i18n/digits.ts';
import { sayShared } from '../../i18n/translateMessage.ts';

export interface SpecText {
  label: (attribute: SpecAttribute) => string;
  /** One option's label ("Air cooler", "AM5"; "Yes"/"No" for a yes/no attribute's 'true'/'false'). */
  option: (attribute: SpecAttribute, value: string) => string;
  value: (attribute: SpecAttribute, value: SpecValue) => string;
}

export function useSpecText(): SpecText {
  const { t, i18n } = useLingui();
  const option = (attribute: SpecAttribute, value: string) => {
    if (attribute.type === 'boolean') return value === 'true' ? t`Yes` : t`No`;
    const label = specOptionLabel(attribute, value);
    return typeof label === 'string' ? label : sayShared(i18n, label);
  };
  return {
    label: (attribute) => sayShared(i18n, attribute.label),
    option,
    value: (attribute, value) => {
      if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
      if (typeof value === 'number') {
        // Ungrouped, as a part's label writes it ("6000 MT/s"), in the reader's digits.
        const number = screenDigits(value);
        return attribute.unit ? `${number} ${attribute.unit}` : number;
      }
      if (Array.isArray(value)) return value.map((v) => option(attribute, v)).join(', ');
      return attribute.type === 'text' ? (value as string) : option(attribute, value as string);
    },
  };
}
