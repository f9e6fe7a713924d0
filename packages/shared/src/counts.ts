// How counts of things read on every screen: thousands separators ("1,200"), and "unit" or "units"
// after a quantity ("1 unit", "15 units"), one wording for the cart, the price tiers, the item
// page and the orders' tables.
const whole = new Intl.NumberFormat('en-US');

export const formatCount = (n: number): string => whole.format(n);
export const unitWord = (n: number): 'unit' | 'units' => (n === 1 ? 'unit' : 'units');
/** "1 unit", "1,200 units". */
export const formatUnits = (n: number): string => `${formatCount(n)} ${unitWord(n)}`;
