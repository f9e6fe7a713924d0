import { formatBdt } from './money.ts';

// Validation messages. The strings of docs/requirements.md are exact (typos and capitals included);
// the others cover checks the forms imply but do not word.
export const messages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a valid Email',
  passwordRequired: 'Password is Required',
  passwordShort: 'Must be 6 characters or longer',
  nameRequired: 'Name is Required',

  itemNameRequired: 'Name is Required',
  itemImageRequired: 'Image is Required',
  itemImageUnsupported: 'Unsupported image: upload a JPEG, PNG, WebP, GIF or AVIF file',
  itemImageTooLarge: 'The image is too large: at most 5 MB',
  itemDescriptionRequired: 'Description is Required',
  minOrderRequired: 'Min order quantity is Required',
  availableRequired: 'Available Quantity is Required',
  priceRequired: 'Price is Required',

  ratingRequired: 'Rating is Required',
  ratingRange: 'Rating must be between 1 and 5',
  ratingStep: 'Rating must be in steps of 0.1',
  reviewDescriptionRequired: 'Description is Required',

  addressRequired: 'Address is Required',
  phoneRequired: 'Phone is Required',
  quantityRequired: 'Quantity is Required',
  // What a courier needs (requirements §10 D21), beyond the original's "required".
  phoneInvalid: 'Enter a Bangladeshi mobile number, like 01712-345678 or +880 1712-345678',
  // requirements §16: the two languages the store is written in.
  languageInvalid: 'Choose English (en) or Bangla (bn)',
  addressIncomplete: 'Enter the full address a courier can find: house or road, and area (at least 10 characters)',

  wholeNumber: 'Must be a whole number',
  positiveQuantity: 'Must be at least 1',
  nonNegativeQuantity: 'Must be 0 or more',
  positivePrice: 'Price must be more than 0',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  tooLarge: (max: number) => `Must be ${max} or less`,
  invalidUrl: 'Provide a valid URL',
  invalidImageUrl: 'Provide a valid image URL',
  invalidId: 'Not a valid id',
  forbiddenCharacter: 'Contains a character that is not allowed',
  singleLine: 'Must be one line, without line breaks, tabs or control characters',
  minBelowAvailable: 'Min order quantity cannot exceed the available quantity',

  // The catalog (requirements §12).
  skuRequired: 'SKU is Required',
  skuFormat: 'Use capital letters and digits in groups joined by hyphens, like CC-GPU-4070',
  skuTaken: 'Another item already has this SKU',
  categoryRequired: 'Category is Required',
  categoryUnknown: 'Not one of the categories',
  priceFilterNumber: 'Enter a price in BDT, 0 or more',
  priceRangeOrder: 'The highest price must not be below the lowest',
  inStockFlag: 'Must be 1 or 0',
  sortUnknown: 'Sort by relevance, newest, price-asc, price-desc or name',
  limitRange: (max: number) => `Must be a whole number from 1 to ${max}`,
  cursorInvalid: 'This page link has expired: start the list again',
  // Editing items and their stock (requirements §12.8, §12.9).
  itemChanged: 'This item was changed by someone else: reload to see the latest',
  versionRequired: 'The version of the item you read is Required',
  stockChangeRequired: 'Units are Required',
  stockChangeZero: 'Must not be 0',
  stockReasonRequired: 'Reason is Required',
  stockBelowZero: (left: number) =>
    left > 0 ? `Only ${left} in stock: at most ${left} can be written off` : 'Nothing is in stock to write off',
  stockAboveMax: (room: number, max: number) => `At most ${max} can be in stock: ${room} more can be received`,

  // Volume price tiers (requirements §14.4).
  tierQuantityRequired: 'From how many units is Required',
  tierQuantityAboveOne: 'A tier starts at 2 units or more: the first is the price per unit',
  tiersAscending: 'Each tier must start at more units than the one before',
  tiersInvalid: 'Price tiers must be a list of quantities and prices',
  tiersTooMany: (max: number) => `At most ${max} price tiers`,

  // Quick order lines (requirements §14.5).
  quickOrderTooManyLines: (max: number) => `At most ${max} lines at once`,
  quickOrderLeftOut: (max: number, lines: number, from: number) =>
    `At most ${max} lines at once: ${lines === 1 ? `line ${from} was` : `the ${lines} lines from line ${from} on were`} left out. Check ${lines === 1 ? 'it' : 'them'} in another quick order.`,
  quickOrderOneSkuOneQuantity: 'Write one SKU and one quantity a line',
  quickOrderNoSku: 'No SKU on this line',
  quickOrderQuantity: 'The quantity must be a whole number of 1 or more',
  quickOrderEmpty: 'Paste or upload at least one line of SKU and quantity',
  quickOrderUnknownSku: (sku: string) => `No product has the SKU ${sku}`,

  // The address book (requirements §14.7).
  addressLabelRequired: 'Label is Required',
  addressBookFull: (max: number) => `An address book holds at most ${max} addresses: delete one first`,
  addressNotFound: 'No such address in your address book',
  addressDuplicate: (label: string) => `This address and phone are already in your address book, as "${label}"`,
  savedAddressNeedsFixing: (label: string) =>
    `"${label}" was saved before we checked addresses for the courier: correct it below to deliver there.`,

  // The cart and checkout (requirements §14.1, §14.2).
  cartFull: (max: number) => `A cart holds at most ${max} items: check out or remove some first`,
  cartItemOnce: 'Each item once: change its quantity instead',
  cartEmpty: 'Your cart is empty',
  checkoutKeyRequired: 'A checkout key is Required',
  checkoutRefused: 'Nothing was ordered: fix the lines marked below and try again',
  checkoutKeyReused: 'This key was already used for another order',
  /** Every refused line only changed its price: nothing to fix. */
  checkoutPricesChanged: 'Prices changed: check the new prices and place the order again',
  priceChanged: (now: string) => `The price changed: it is now ${now} per unit`,
  purchaseNotFound: 'Purchase not found',
  purchaseOnlyOwnSeen: 'You can only see your own purchases',
  // A purchase moved together is refused whole, naming its first order that cannot move.
  purchaseOrderRefused: (orderNumber: string, why: string) => `${orderNumber}: ${why}`,
  purchaseNothingToMove: (status: string) => `Every order of this purchase is already ${status} or cancelled`,

  // What an account whose email address is not verified may hold in open orders (docs/security.md,
  // Abuse limits): the answer's message, then the quantity's (or a checkout line's) own.
  unverifiedLimit: (limitBdt: number) =>
    `Verify your email address to order more: until then an account can hold in open orders at most the minimum order quantity of each item and ${formatBdt(limitBdt)} in all`,
  unverifiedItemLimit: (more: number) =>
    more > 0
      ? `Until your email address is verified you can order at most ${more} more of this item: verify it to lift the limit`
      : 'Until your email address is verified you cannot order more of this item: verify it to lift the limit',
  unverifiedTotalLimit: (limitBdt: number, moreBdt: number) =>
    moreBdt > 0
      ? `Until your email address is verified your open orders can come to at most ${formatBdt(limitBdt)}, ${formatBdt(moreBdt)} more: verify it to lift the limit`
      : `Until your email address is verified your open orders can come to at most ${formatBdt(limitBdt)}, as they already do: verify it to lift the limit`,

  // Orders' statuses (requirements §13).
  orderStatusUnknown: 'Not one of the order statuses',
  orderIdsRequired: 'Choose at least one order',
  orderIdsTooMany: (max: number) => `At most ${max} orders at once`,
  orderDateInvalid: 'Enter a date as YYYY-MM-DD',
  orderDateOrder: 'The last day must not be before the first',
  dayOutOfRange: (first: string, last: string) => `Choose a day from ${first} to ${last}`,
  reportPeriodTooLong: (days: number) => `Choose at most ${days} days`,

  // Make Admin: administrator rights need an account that signs in with a verified address (docs/security.md).
  adminNeedsVerifiedEmail:
    'This account has not verified its email address yet: administrators need a verified address',
  adminNeedsEnabledAccount: 'This account is disabled: enable it before making it an administrator',

  // requirements §8.
  noUserLoggedIn: 'No user is logged in',
} as const;

// Success and failure toasts, requirements §8.
export const toasts = {
  purchasePlaced: (number: string) => `Your purchase ${number} is placed!`,
  addedToCart: (quantity: number, item: string) => `Added ${quantity} x ${item} to your cart`,
  quickOrderAdded: (lines: number) => `Added ${lines} ${lines === 1 ? 'line' : 'lines'} to your cart`,
  reordered: (lines: number) => `Added ${lines} ${lines === 1 ? 'item' : 'items'} to your cart at today's prices`,
  reorderUnavailable: (names: string) => `No longer available: ${names}`,
  orderPlaced: 'Your order is placed!',
  orderDeleted: (item: string) => `Order for: ${item} is deleted.`,
  itemDeleted: (item: string) => `Item: ${item} is deleted.`,
  itemAdded: 'Item added successfully',
  itemAddFailed: 'Failed to add the item',
  reviewPosted: 'Your Review is posted!',
  profileUpdated: 'Your profile is updated!',
  adminMade: 'Successfully made an admin',
  // Beyond the original: moderation (requirements §11).
  reviewHidden: (author: string) => `The review by ${author} is hidden from the store.`,
  reviewShown: (author: string) => `The review by ${author} is shown again.`,
  adminRevoked: (email: string) => `${email} is no longer an administrator.`,
  accountDisabled: (email: string) => `The account of ${email} is disabled.`,
  accountEnabled: (email: string) => `The account of ${email} is enabled again.`,
  // Orders' moves (requirements §13.6).
  orderMoved: (number: string, status: string) => `Order ${number} is ${status}.`,
  ordersMoved: (moved: number, status: string, refused: number) =>
    `${moved} ${moved === 1 ? 'order is' : 'orders are'} ${status}.${refused ? ` ${refused} could not be: see their status.` : ''}`,
  // Items and stock (requirements §12.8, §12.9).
  itemSaved: (item: string) => `Item: ${item} is saved.`,
  stockAdjusted: (item: string, change: number, left: number) =>
    `${change > 0 ? `Received ${change}` : `Wrote off ${-change}`} of ${item}: ${left} in stock.`,
  // The address book (requirements §14.7).
  addressSaved: (label: string) => `Address "${label}" is saved.`,
  addressDeleted: (label: string) => `Address "${label}" is deleted.`,
  addressDefault: (label: string) => `"${label}" is now your default address.`,
} as const;
