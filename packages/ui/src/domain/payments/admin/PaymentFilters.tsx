import { Trans, useLingui } from '@lingui/react/macro';
import { FIRST_STORE_DAY, LAST_STORE_DAY } from '@storefront/shared';
import { Download } from 'lucide-react';
import { Button } from '../../../primitives/Button.tsx';
import { FormField } from '../../../primitives/FormField.tsx';
import { Input } from '../../../primitives/Input.tsx';
import { Select } from '../../../primitives/Select.tsx';
import { SearchField } from '../../catalog/SearchField.tsx';
import { paymentMethods, paymentStatuses, type PaymentMethod, type PaymentStatus } from './contract.ts';
import { paymentStatusShortLabels } from '../labels.ts';
import { paymentMethodLabels } from './labels.ts';

/** The Payments screen's filters, as its address keeps them; '' is any. */
export interface PaymentFilterValues {
  status: PaymentStatus | '';
  method: PaymentMethod | '';
  /** First and last day (YYYY-MM-DD, the store's calendar) of the last change. */
  from: string;
  to: string;
}

export interface PaymentFiltersProps {
  value: PaymentFilterValues;
  onChange: (next: Partial<PaymentFilterValues>) => void;
  /** What is typed in the search (purchase number or customer), before the screen applies it. */
  search: string;
  onSearchChange: (q: string) => void;
  /** Downloads the CSV of exactly what the filters match. */
  onDownload?: () => void;
  isDownloading?: boolean;
}

/** Status, method, a range of days and a search over purchase number and customer; then Download CSV. */
export function PaymentFilters({
  value,
  onChange,
  search,
  onSearchChange,
  onDownload,
  isDownloading = false,
}: PaymentFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-end gap-4" role="search" aria-label={t`Filter payments`}>
      <SearchField
        value={search}
        onChange={onSearchChange}
        label={t`Search payments`}
        placeholder={t`Purchase number or customer`}
        className="min-w-60 flex-1"
      />
      <FormField label={t`Status`}>
        <Select value={value.status} onChange={(e) => onChange({ status: e.target.value as PaymentStatus | '' })}>
          <option value="">{t`Any status`}</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {i18n._(paymentStatusShortLabels[status])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t`Method`}>
        <Select value={value.method} onChange={(e) => onChange({ method: e.target.value as PaymentMethod | '' })}>
          <option value="">{t`Any method`}</option>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {i18n._(paymentMethodLabels[method])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t`From`}>
        <Input
          type="date"
          value={value.from}
          min={FIRST_STORE_DAY}
          max={value.to || LAST_STORE_DAY}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </FormField>
      <FormField label={t`To`}>
        <Input
          type="date"
          value={value.to}
          min={value.from || FIRST_STORE_DAY}
          max={LAST_STORE_DAY}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </FormField>
      {onDownload ? (
        <Button variant="secondary" onClick={onDownload} isLoading={isDownloading} loadingLabel={t`Downloading`}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download CSV</Trans>
        </Button>
      ) : null}
    </div>
  );
}
