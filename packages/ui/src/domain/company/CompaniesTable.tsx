import { Trans, useLingui } from '@lingui/react/macro';
import { formatBin, formatCount, type CompanyListEntry } from '@storefront/shared';
import { Anchor } from '../../lib/Anchor.tsx';
import { formatDay } from '../../lib/dates.ts';
import type { LinkComponent } from '../../lib/link.ts';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { SearchField } from '../catalog/SearchField.tsx';
import { useDistrictName } from '../delivery/districts.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from '../TableSection.tsx';
import { CustomerGroupSelect, type GroupChoice } from '../groups/CustomerGroupSelect.tsx';
import { screenDigits } from '../../i18n/digits.ts';

export interface CompaniesTableProps extends ListStateProps, PagedListProps {
  companies: CompanyListEntry[];
  /** The search box's text (the app sends it on, debounced); the box shows when `onSearchChange` is given. */
  search?: string;
  onSearchChange?: (text: string) => void;
  /** The customer groups (requirements §20.5): with `onGroupChange`, a Customer group column of selects. */
  groups?: GroupChoice[];
  /** Called with a company's new group's id, or null for none; a rejection shows under the row's select. */
  onGroupChange?: (company: CompanyListEntry, group: string | null) => void | Promise<unknown>;
  /** Where a company's name goes (its page). */
  companyHref?: (company: CompanyListEntry) => string;
  LinkComponent?: LinkComponent;
}

function District({ name }: { name: string }) {
  return <>{useDistrictName(name)}</>;
}

/**
 * Companies, for the store's administrators (requirements §20.1): every company with its BIN, district,
 * number of members and the day it was created; a search box finds one by part of its name or BIN.
 * With the groups, each company's customer group (§20.5), which its members buy at.
 */
export function CompaniesTable({
  companies,
  total,
  offset = 0,
  search = '',
  onSearchChange,
  groups,
  onGroupChange,
  companyHref,
  LinkComponent = Anchor,
  ...state
}: CompaniesTableProps) {
  const { t } = useLingui();
  const title = t`Companies`;
  const searching = search.trim() !== '';
  const table = (
    <TableSection
      title={title}
      count={total ?? companies.length}
      emptyTitle={searching ? t`No companies match` : t`No companies yet`}
      emptyDescription={searching ? t`Try part of a name or of a BIN.` : t`Customers create companies from My company.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">#</TableHead>
            <TableHead>
              <Trans>Name</Trans>
            </TableHead>
            <TableHead>
              <Trans>BIN</Trans>
            </TableHead>
            <TableHead className="@xl:text-right">
              <Trans>Members</Trans>
            </TableHead>
            <TableHead>
              <Trans>Created</Trans>
            </TableHead>
            {groups && onGroupChange ? (
              <TableHead>
                <Trans>Customer group</Trans>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {companies.map((company, index) => (
            <TableRow key={company.id}>
              <TableCell label="#" className="font-mono text-ink-muted">
                {screenDigits(offset + index + 1)}
              </TableCell>
              <TableCell label={t`Name`} className="[overflow-wrap:anywhere] before:shrink-0">
                <span className="flex flex-col items-end @xl:items-start">
                  {companyHref ? (
                    <LinkComponent
                      href={companyHref(company)}
                      className="font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {company.name}
                    </LinkComponent>
                  ) : (
                    <span className="font-medium">{company.name}</span>
                  )}
                  <span className="text-caption text-ink-muted">
                    <District name={company.district} />
                  </span>
                </span>
              </TableCell>
              <TableCell label={t`BIN`} className="font-mono whitespace-nowrap">
                {formatBin(company.bin)}
              </TableCell>
              <TableCell label={t`Members`} className="tabular-nums @xl:text-right">
                {formatCount(company.members)}
              </TableCell>
              <TableCell label={t`Created`} className="whitespace-nowrap">
                <time dateTime={company.created_at}>{formatDay(company.created_at)}</time>
              </TableCell>
              {groups && onGroupChange ? (
                <TableCell label={t`Customer group`} className="before:shrink-0">
                  <CustomerGroupSelect
                    groups={groups}
                    value={company.customer_group}
                    who={company.name}
                    onChange={(group) => onGroupChange(company, group)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableSection>
  );
  if (!onSearchChange) return table;
  return (
    <div className="flex flex-col gap-4">
      <SearchField
        value={search}
        onChange={onSearchChange}
        label={t`Search companies`}
        placeholder={t`Name or BIN`}
        className="max-w-md"
      />
      {table}
    </div>
  );
}
