// How numbers read on every screen: en-US digits grouped by thousands ("1,234,567.5"), and "unit"
// or "units" after a quantity ("1 unit", "15 units"): one wording for the cart, the price tiers,
// the item page and the orders' tables.
import { formatNumber } from './money.ts';

export const formatCount = (n: number): string => formatNumber(n);
export const unitWord = (n: number): 'unit' | 'units' => (n === 1 ? 'unit' : 'units');
/** "1 unit", "1,200 units". */
export const formatUnits = (n: number): string => `${formatCount(n)} ${unitWord(n)}`;
