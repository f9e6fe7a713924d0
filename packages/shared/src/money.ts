// Prices are shown as "BDT {amount}" (requirements §2), the amount with thousands separators and
// at most two decimals ("BDT 32,000", "BDT 1,299.5"): one formatter for every screen.
/** Prices are stored as integer poisha (minor units) and answered as BDT numbers. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => Number(minor) / 100;

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

const bdtAmount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatBdt(amount: number): string {
  return `BDT ${bdtAmount.format(roundMoney(amount))}`;
}

export function orderTotal(unitPrice: number, quantity: number): number {
  return roundMoney(unitPrice * quantity);
}
