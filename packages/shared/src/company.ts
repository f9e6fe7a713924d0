// Who the store is, as invoices and emails name it (requirements §13.5, §13.7).
export const company = {
  name: 'Computer Club Manufacturers Ltd',
  address: ['Plot 14, Road 7, Tejgaon Industrial Area', 'Dhaka 1208, Bangladesh'],
  phone: '+880 2 5500 1122',
  /** The trade licence and VAT registration printed on invoices. */
  vatRegistration: 'BIN 000123456-0101',
} as const;
