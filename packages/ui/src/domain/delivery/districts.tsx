import { createContext, useContext, type ReactNode } from 'react';
import type { DistrictOption } from './contract.ts';

const DistrictsContext = createContext<readonly DistrictOption[]>([]);

/**
 * The districts every picker and summary of the screens below lists (requirements §17), named in
 * the reader's language: the app gives the store's 64 once, at its root; a story gives a few.
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

/** The districts given by the nearest DistrictsProvider (none outside one). */
export function useDistricts(): readonly DistrictOption[] {
  return useContext(DistrictsContext);
}

/** A district's name by its key; the key itself for one the list lacks, nothing for none. */
export function useDistrictName(key: string | null | undefined): string | undefined {
  const districts = useDistricts();
  if (!key) return undefined;
  return districts.find((d) => d.key === key)?.name ?? key;
}
