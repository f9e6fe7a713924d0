// Prices are shown as "BDT {amount}" (spec sections 1 and 2), the amount as the number it is.
/** Prices are stored as integer poisha (minor units) and answered as BDT numbers. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => Number(minor) / 100;

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function formatBdt(amount: number): string {
  const rounded = roundMoney(amount);
  return `BDT ${rounded}`;
}

export function orderTotal(unitPrice: number, quantity: number): number {
  return roundMoney(unitPrice * quantity);
}
