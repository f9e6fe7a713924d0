import { districtMessages, districts as storeDistricts } from '@storefront/shared';
import { LinguiContext } from '@lingui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSharedText } from '../../i18n/translateMessage.ts';
import type { DistrictOption } from './contract.ts';

const DistrictsContext = createContext<readonly DistrictOption[] | null>(null);

/**
 * The districts the pickers and summaries below list instead of the store's 64 (requirements §17):
 * a story gives a few.
 */
export function DistrictsProvider({
  districts,
  children,
}: {
  districts: readonly DistrictOption[];
  children: ReactNode;
}) {
  return <DistrictsContext value={districts}>{children}</DistrictsContext>;
}

/** The nearest DistrictsProvider's districts, else the store's 64 (shared `districts`) named in the reader's language. */
export function useDistricts(): readonly DistrictOption[] {
  const given = useContext(DistrictsContext);
  const say = useSharedText();
  const locale = useContext(LinguiContext)?.i18n.locale;
  // Named again only when the language changes.
  const named = useMemo(
    () => storeDistricts.map(({ key, zone }) => ({ key, zone, name: say(districtMessages[key]) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `say` is a new function each render; what it says follows `locale`
    [locale],
  );
  return given ?? named;
}

/** A district's name by its key; the key itself for one the list lacks, nothing for none. */
export function useDistrictName(key: string | null | undefined): string | undefined {
  const districts = useDistricts();
  if (!key) return undefined;
  return districts.find((d) => d.key === key)?.name ?? key;
}
