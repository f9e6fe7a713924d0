// A build problem's message in the reader's language (requirements §19.3): the rule's descriptor
// with its values, numbers among them written in the reader's digits (a length, a wattage); names
// and sockets as written.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@storefront/shared';
import { sayShared } from '../../i18n/translateMessage.ts';
import type { BuildProblem } from './contract.ts';

export function useProblemText(): (problem: Pick<BuildProblem, 'message' | 'values'>) => string {
  const { i18n } = useLingui();
  return ({ message, values }) =>
    sayShared(
      i18n,
      message,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'number' ? formatNumber(value, { maxFractionDigits: 2 }) : value,
        ]),
      ),
    );
}
