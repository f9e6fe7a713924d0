import { englishOf, formatMessage, type MessageDescriptor } from './descriptors.ts';
import { formatBdt } from './money.ts';

// Validation messages. The strings of docs/requirements.md are exact (typos and capitals included);
// the others cover checks the forms imply but do not word. Each is written once, as a descriptor;
// `messages` below gives the API and the zod schemas their English.
const plainValidation = {
  emailRequired: /*i18n*/ { id: 'validation.emailRequired', message: 'Email is Required' },
  emailInvalid: /*i18n*/ { id: 'validation.emailInvalid', message: 'Provide a valid Email' },
  passwordRequired: /*i18n*/ { id: 'validation.passwordRequired', message: 'Password is Required' },
  passwordShort: /*i18n*/ { id: 'validation.passwordShort', message: 'Must be 6 characters or longer' },
  nameRequired: /*i18n*/ { id: 'validation.nameRequired', message: 'Name is Required' },

  itemNameRequired: /*i18n*/ { id: 'validation.itemNameRequired', message: 'Name is Required' },
  itemImageRequired: /*i18n*/ { id: 'validation.itemImageRequired', message: 'Image is Required' },
  itemImageUnsupported: /*i18n*/ {
    id: 'validation.itemImageUnsupported',
    message: 'Unsupported image: upload a JPEG, PNG, WebP, GIF or AVIF file',
  },
  itemImageTooLarge: /*i18n*/ { id: 'validation.itemImageTooLarge', message: 'The image is too large: at most 5 MB' },
  itemDescriptionRequired: /*i18n*/ { id: 'validation.itemDescriptionRequired', message: 'Description is Required' },
  minOrderRequired: /*i18n*/ { id: 'validation.minOrderRequired', message: 'Min order quantity is Required' },
  availableRequired: /*i18n*/ { id: 'validation.availableRequired', message: 'Available Quantity is Required' },
  priceRequired: /*i18n*/ { id: 'validation.priceRequired', message: 'Price is Required' },
  weightRange: /*i18n*/ {
    id: 'validation.weightRange',
    message: 'Enter the shipping weight in grams: a whole number from 1 to 100000',
  },
  vatRateRange: /*i18n*/ {
    id: 'validation.vatRateRange',
    message: 'Enter a VAT rate from 0 to 100 percent, with at most 2 decimals',
  },

  ratingRequired: /*i18n*/ { id: 'validation.ratingRequired', message: 'Rating is Required' },
  ratingRange: /*i18n*/ { id: 'validation.ratingRange', message: 'Rating must be between 1 and 5' },
  ratingStep: /*i18n*/ { id: 'validation.ratingStep', message: 'Rating must be in steps of 0.1' },
  reviewDescriptionRequired: /*i18n*/ {
    id: 'validation.reviewDescriptionRequired',
    message: 'Description is Required',
  },

  addressRequired: /*i18n*/ { id: 'validation.addressRequired', message: 'Address is Required' },
  phoneRequired: /*i18n*/ { id: 'validation.phoneRequired', message: 'Phone is Required' },
  quantityRequired: /*i18n*/ { id: 'validation.quantityRequired', message: 'Quantity is Required' },
  // What a courier needs (requirements §10 D21), beyond the original's "required".
  phoneInvalid: /*i18n*/ {
    id: 'validation.phoneInvalid',
    message: 'Enter a Bangladeshi mobile number, like 01712-345678 or +880 1712-345678',
  },
  // requirements §16: the two languages the store is written in.
  languageInvalid: /*i18n*/ { id: 'validation.languageInvalid', message: 'Choose English (en) or Bangla (bn)' },
  addressIncomplete: /*i18n*/ {
    id: 'validation.addressIncomplete',
    message: 'Enter the full address a courier can find: house or road, and area (at least 10 characters)',
  },

  wholeNumber: /*i18n*/ { id: 'validation.wholeNumber', message: 'Must be a whole number' },
  positiveQuantity: /*i18n*/ { id: 'validation.positiveQuantity', message: 'Must be at least 1' },
  nonNegativeQuantity: /*i18n*/ { id: 'validation.nonNegativeQuantity', message: 'Must be 0 or more' },
  positivePrice: /*i18n*/ { id: 'validation.positivePrice', message: 'Price must be more than 0' },
  invalidUrl: /*i18n*/ { id: 'validation.invalidUrl', message: 'Provide a valid URL' },
  invalidImageUrl: /*i18n*/ { id: 'validation.invalidImageUrl', message: 'Provide a valid image URL' },
  invalidId: /*i18n*/ { id: 'validation.invalidId', message: 'Not a valid id' },
  forbiddenCharacter: /*i18n*/ {
    id: 'validation.forbiddenCharacter',
    message: 'Contains a character that is not allowed',
  },
  singleLine: /*i18n*/ {
    id: 'validation.singleLine',
    message: 'Must be one line, without line breaks, tabs or control characters',
  },
  minBelowAvailable: /*i18n*/ {
    id: 'validation.minBelowAvailable',
    message: 'Min order quantity cannot exceed the available quantity',
  },

  // The catalog (requirements §12).
  skuRequired: /*i18n*/ { id: 'validation.skuRequired', message: 'SKU is Required' },
  skuFormat: /*i18n*/ {
    id: 'validation.skuFormat',
    message: 'Use capital letters and digits in groups joined by hyphens, like CC-GPU-4070',
  },
  skuTaken: /*i18n*/ { id: 'validation.skuTaken', message: 'Another item already has this SKU' },
  categoryRequired: /*i18n*/ { id: 'validation.categoryRequired', message: 'Category is Required' },
  categoryUnknown: /*i18n*/ { id: 'validation.categoryUnknown', message: 'Not one of the categories' },
  priceFilterNumber: /*i18n*/ { id: 'validation.priceFilterNumber', message: 'Enter a price in BDT, 0 or more' },
  priceRangeOrder: /*i18n*/ {
    id: 'validation.priceRangeOrder',
    message: 'The highest price must not be below the lowest',
  },
  inStockFlag: /*i18n*/ { id: 'validation.inStockFlag', message: 'Must be 1 or 0' },
  sortUnknown: /*i18n*/ {
    id: 'validation.sortUnknown',
    message: 'Sort by relevance, newest, price-asc, price-desc or name',
  },
  cursorInvalid: /*i18n*/ {
    id: 'validation.cursorInvalid',
    message: 'This page link has expired: start the list again',
  },
  // Editing items and their stock (requirements §12.8, §12.9).
  itemChanged: /*i18n*/ {
    id: 'validation.itemChanged',
    message: 'This item was changed by someone else: reload to see the latest',
  },
  versionRequired: /*i18n*/ {
    id: 'validation.versionRequired',
    message: 'The version of the item you read is Required',
  },
  stockChangeRequired: /*i18n*/ { id: 'validation.stockChangeRequired', message: 'Units are Required' },
  stockChangeZero: /*i18n*/ { id: 'validation.stockChangeZero', message: 'Must not be 0' },
  stockReasonRequired: /*i18n*/ { id: 'validation.stockReasonRequired', message: 'Reason is Required' },

  // Volume price tiers (requirements §14.4).
  tierQuantityRequired: /*i18n*/ { id: 'validation.tierQuantityRequired', message: 'From how many units is Required' },
  tierQuantityAboveOne: /*i18n*/ {
    id: 'validation.tierQuantityAboveOne',
    message: 'A tier starts at 2 units or more: the first is the price per unit',
  },
  tiersAscending: /*i18n*/ {
    id: 'validation.tiersAscending',
    message: 'Each tier must start at more units than the one before',
  },
  tiersInvalid: /*i18n*/ {
    id: 'validation.tiersInvalid',
    message: 'Price tiers must be a list of quantities and prices',
  },

  // Quick order lines (requirements §14.5).
  quickOrderOneSkuOneQuantity: /*i18n*/ {
    id: 'validation.quickOrderOneSkuOneQuantity',
    message: 'Write one SKU and one quantity a line',
  },
  quickOrderNoSku: /*i18n*/ { id: 'validation.quickOrderNoSku', message: 'No SKU on this line' },
  quickOrderQuantity: /*i18n*/ {
    id: 'validation.quickOrderQuantity',
    message: 'The quantity must be a whole number of 1 or more',
  },
  quickOrderEmpty: /*i18n*/ {
    id: 'validation.quickOrderEmpty',
    message: 'Paste or upload at least one line of SKU and quantity',
  },

  // The address book (requirements §14.7).
  addressLabelRequired: /*i18n*/ { id: 'validation.addressLabelRequired', message: 'Label is Required' },
  addressNotFound: /*i18n*/ { id: 'validation.addressNotFound', message: 'No such address in your address book' },

  // The cart and checkout (requirements §14.1, §14.2).
  cartItemOnce: /*i18n*/ { id: 'validation.cartItemOnce', message: 'Each item once: change its quantity instead' },
  cartEmpty: /*i18n*/ { id: 'validation.cartEmpty', message: 'Your cart is empty' },
  checkoutKeyRequired: /*i18n*/ { id: 'validation.checkoutKeyRequired', message: 'A checkout key is Required' },
  checkoutRefused: /*i18n*/ {
    id: 'validation.checkoutRefused',
    message: 'Nothing was ordered: fix the lines marked below and try again',
  },
  checkoutKeyReused: /*i18n*/ {
    id: 'validation.checkoutKeyReused',
    message: 'This key was already used for another order',
  },
  /** Every refused line only changed its price: nothing to fix. */
  checkoutPricesChanged: /*i18n*/ {
    id: 'validation.checkoutPricesChanged',
    message: 'Prices changed: check the new prices and place the order again',
  },
  purchaseNotFound: /*i18n*/ { id: 'validation.purchaseNotFound', message: 'Purchase not found' },
  purchaseOnlyOwnSeen: /*i18n*/ {
    id: 'validation.purchaseOnlyOwnSeen',
    message: 'You can only see your own purchases',
  },
  // requirements §17: a purchase made before tax invoices were issued has none.
  taxInvoiceNotFound: /*i18n*/ { id: 'validation.taxInvoiceNotFound', message: 'This purchase has no tax invoice' },
  // requirements §17.7: a one-item order placed before its tax invoices were issued has none.
  orderTaxInvoiceNotFound: /*i18n*/ {
    id: 'validation.orderTaxInvoiceNotFound',
    message: 'This order has no tax invoice',
  },
  // A purchase moved together is refused whole, naming its first order that cannot move.

  // What an account whose email address is not verified may hold in open orders (docs/security.md,
  // Abuse limits): the answer's message, then the quantity's (or a checkout line's) own.

  // Orders' statuses (requirements §13).
  orderStatusUnknown: /*i18n*/ { id: 'validation.orderStatusUnknown', message: 'Not one of the order statuses' },
  orderIdsRequired: /*i18n*/ { id: 'validation.orderIdsRequired', message: 'Choose at least one order' },
  orderDateInvalid: /*i18n*/ { id: 'validation.orderDateInvalid', message: 'Enter a date as YYYY-MM-DD' },
  orderDateOrder: /*i18n*/ { id: 'validation.orderDateOrder', message: 'The last day must not be before the first' },

  // Make Admin: administrator rights need an account that signs in with a verified address (docs/security.md).
  adminNeedsVerifiedEmail: /*i18n*/ {
    id: 'validation.adminNeedsVerifiedEmail',
    message: 'This account has not verified its email address yet: administrators need a verified address',
  },
  adminNeedsEnabledAccount: /*i18n*/ {
    id: 'validation.adminNeedsEnabledAccount',
    message: 'This account is disabled: enable it before making it an administrator',
  },

  // Delivery charges (issue 32; requirements §17).
  districtRequired: /*i18n*/ { id: 'validation.districtRequired', message: 'Choose a district' },
  paymentMethodInvalid: /*i18n*/ {
    id: 'validation.paymentMethodInvalid',
    message: 'Choose how to pay: cash on delivery (cod), bKash (bkash) or card / mobile banking (sslcommerz)',
  },
  deliveryChargeRequired: /*i18n*/ {
    id: 'validation.deliveryChargeRequired',
    message: 'The delivery charge you were shown is Required',
  },
  binInvalid: /*i18n*/ { id: 'validation.binInvalid', message: 'Enter the 13-digit BIN' },
  // requirements §20.6: the buyer's purchase-order number on the checkout.
  poNumberInvalid: /*i18n*/ {
    id: 'validation.poNumberInvalid',
    message: 'Enter the purchase order number: up to 35 letters, digits, spaces and - / . _ #',
  },
  deliveryAmount: /*i18n*/ {
    id: 'validation.deliveryAmount',
    message: 'Enter an amount in BDT, 0 or more, with at most 2 decimals',
  },
  freeDeliveryAmount: /*i18n*/ {
    id: 'validation.freeDeliveryAmount',
    message: 'Enter an amount in BDT above 0, with at most 2 decimals, or leave it empty for none',
  },
  deliveryZonesEach: /*i18n*/ {
    id: 'validation.deliveryZonesEach',
    message: 'Give the rates of every zone, each once: inside Dhaka, Dhaka suburbs and outside Dhaka',
  },
  deliveryZoneUnknown: /*i18n*/ { id: 'validation.deliveryZoneUnknown', message: 'Not one of the delivery zones' },

  // Payments (issue 33; requirements §18).
  paymentMethodUnavailable: /*i18n*/ {
    id: 'validation.paymentMethodUnavailable',
    message: 'This payment method is not available',
  },
  paymentNotDue: /*i18n*/ { id: 'validation.paymentNotDue', message: 'Nothing is due online for this purchase' },
  paymentExpired: /*i18n*/ {
    id: 'validation.paymentExpired',
    message: 'This payment has expired: the order was cancelled',
  },
  paymentGatewayDown: /*i18n*/ {
    id: 'validation.paymentGatewayDown',
    message: 'The payment gateway cannot be reached now: try again in a minute',
  },
  // Payments, the administrator's side (issue 33; requirements §18): cash collected, refunds, reviews.
  cashAmountInvalid: /*i18n*/ {
    id: 'validation.cashAmountInvalid',
    message: 'Enter the cash collected in BDT: more than 0, with at most 2 decimals',
  },
  cashDayInvalid: /*i18n*/ { id: 'validation.cashDayInvalid', message: 'Choose the day the cash was collected' },
  refundAmountInvalid: /*i18n*/ {
    id: 'validation.refundAmountInvalid',
    message: 'Enter the amount to refund in BDT: more than 0, with at most 2 decimals',
  },
  refundTooLarge: /*i18n*/ { id: 'validation.refundTooLarge', message: 'A refund cannot be more than what was paid' },
  refundReasonRequired: /*i18n*/ { id: 'validation.refundReasonRequired', message: 'Say why the money is refunded' },
  cashNotCollectable: /*i18n*/ {
    id: 'validation.cashNotCollectable',
    message: 'No cash is to be collected on this payment',
  },
  refundNothing: /*i18n*/ { id: 'validation.refundNothing', message: 'Nothing paid on this payment can be refunded' },
  paymentNotInReview: /*i18n*/ { id: 'validation.paymentNotInReview', message: 'This payment is not in review' },
  pageInvalid: /*i18n*/ { id: 'validation.pageInvalid', message: 'The page must be a whole number from 1' },
  reviewDecisionInvalid: /*i18n*/ {
    id: 'validation.reviewDecisionInvalid',
    message: 'Choose to accept the payment (accept) or refund it (refund)',
  },

  // The PC builder's builds (requirements §19.4).
  buildNameRequired: /*i18n*/ { id: 'validation.buildNameRequired', message: 'Give the build a name' },
  buildNoParts: /*i18n*/ { id: 'validation.buildNoParts', message: 'Choose at least one part for the build' },
  buildNotFound: /*i18n*/ { id: 'validation.buildNotFound', message: 'No such build' },

  // Companies, their members and invitations (requirements §20.1, §20.2).
  // Customer groups and their prices (requirements §20.5).
  groupNameRequired: /*i18n*/ { id: 'validation.groupNameRequired', message: 'Give the group a name' },
  groupNameTaken: /*i18n*/ { id: 'validation.groupNameTaken', message: 'Another group has this name' },
  groupNotFound: /*i18n*/ { id: 'validation.groupNotFound', message: 'No such customer group' },
  groupPriceOneOf: /*i18n*/ {
    id: 'validation.groupPriceOneOf',
    message: 'Give either a price or a percentage off',
  },
  groupPercentOff: /*i18n*/ {
    id: 'validation.groupPercentOff',
    message: 'Enter a percentage above 0 and below 100, with at most 2 decimals',
  },
  groupTiersNeedPrice: /*i18n*/ {
    id: 'validation.groupTiersNeedPrice',
    message: 'Volume prices go with a price, not with a percentage off',
  },
  groupPriceDates: /*i18n*/ {
    id: 'validation.groupPriceDates',
    message: 'The last day must not be before the first',
  },
  groupPriceItemUnknown: /*i18n*/ { id: 'validation.groupPriceItemUnknown', message: 'No such item in the catalog' },
  groupPriceItemTwice: /*i18n*/ {
    id: 'validation.groupPriceItemTwice',
    message: 'This item is in the list already',
  },
  groupInvalid: /*i18n*/ { id: 'validation.groupInvalid', message: 'Choose a customer group, or none' },
  userNotFound: /*i18n*/ { id: 'validation.userNotFound', message: 'No such user' },

  companyNameRequired: /*i18n*/ { id: 'validation.companyNameRequired', message: "Enter the company's name" },
  tradeLicenceRequired: /*i18n*/ {
    id: 'validation.tradeLicenceRequired',
    message: 'Enter the trade licence number',
  },
  billingAddressRequired: /*i18n*/ {
    id: 'validation.billingAddressRequired',
    message: 'Enter the billing address',
  },
  companyPatchEmpty: /*i18n*/ { id: 'validation.companyPatchEmpty', message: 'Change at least one field' },
  companyRoleInvalid: /*i18n*/ {
    id: 'validation.companyRoleInvalid',
    message: 'Choose a role: admin, approver or buyer',
  },
  companyNotFound: /*i18n*/ { id: 'validation.companyNotFound', message: 'No such company' },
  companyNone: /*i18n*/ { id: 'validation.companyNone', message: 'You are not in a company' },
  companyVerifyEmail: /*i18n*/ {
    id: 'validation.companyVerifyEmail',
    message: 'Verify your email address first: a company is created and joined with a verified address',
  },
  companyAlreadyMember: /*i18n*/ {
    id: 'validation.companyAlreadyMember',
    message: 'You are already in a company: leave it first',
  },
  companyLastAdmin: /*i18n*/ {
    id: 'validation.companyLastAdmin',
    message: 'A company needs an admin: make another member an admin first',
  },
  companyAdminOnly: /*i18n*/ {
    id: 'validation.companyAdminOnly',
    message: "Only the company's admins can do this",
  },
  companyMemberNotFound: /*i18n*/ { id: 'validation.companyMemberNotFound', message: 'No such member of the company' },
  invitationNotFound: /*i18n*/ { id: 'validation.invitationNotFound', message: 'No such invitation' },
  invitationMemberExists: /*i18n*/ {
    id: 'validation.invitationMemberExists',
    message: 'This person is already a member of the company',
  },
  invitationPending: /*i18n*/ {
    id: 'validation.invitationPending',
    message: 'This email address already has an invitation waiting',
  },
  invitationOtherEmail: /*i18n*/ {
    id: 'validation.invitationOtherEmail',
    message: 'This invitation was sent to another email address',
  },
  invitationUnverified: /*i18n*/ {
    id: 'validation.invitationUnverified',
    message: 'Verify your email address to accept the invitation',
  },
  invitationExpired: /*i18n*/ {
    id: 'validation.invitationExpired',
    message: 'This invitation has expired: ask the company for a new one',
  },
  invitationClosed: /*i18n*/ {
    id: 'validation.invitationClosed',
    message: 'This invitation is no longer open: it was revoked, accepted or declined',
  },

  // Spending limits and approval (requirements §20.4).
  memberPatchEmpty: /*i18n*/ { id: 'validation.memberPatchEmpty', message: 'Change the role or the order limit' },
  orderLimitInvalid: /*i18n*/ {
    id: 'validation.orderLimitInvalid',
    message: 'Enter an order limit in taka (0 or more, at most 2 decimals), or leave it empty for no limit',
  },
  approvalNoteTooLong: /*i18n*/ {
    id: 'validation.approvalNoteTooLong',
    message: 'The note is too long: at most 500 characters',
  },
  approvalOnly: /*i18n*/ {
    id: 'validation.approvalOnly',
    message: "Only the company's approvers and admins can approve orders",
  },
  approvalOwnPurchase: /*i18n*/ {
    id: 'validation.approvalOwnPurchase',
    message: 'Another approver or admin of the company decides on your own order',
  },
  approvalClosed: /*i18n*/ {
    id: 'validation.approvalClosed',
    message: 'This purchase is no longer awaiting approval: it was decided or cancelled',
  },
  approvalAwaitingMove: /*i18n*/ {
    id: 'validation.approvalAwaitingMove',
    message:
      "This purchase is awaiting the company's approval: it can be cancelled, not moved on, until it is approved",
  },
  paymentAwaitingApproval: /*i18n*/ {
    id: 'validation.paymentAwaitingApproval',
    message: "This purchase is awaiting your company's approval: you can pay once it is approved",
  },

  // Quotes (requirements §20.7).
  quoteMessageRequired: /*i18n*/ {
    id: 'validation.quoteMessageRequired',
    message: 'Write what you would like changed',
  },
  quoteVersionRequired: /*i18n*/ {
    id: 'validation.quoteVersionRequired',
    message: 'Say which offer you accept',
  },
  quoteNotFound: /*i18n*/ { id: 'validation.quoteNotFound', message: 'No such quote' },
  quoteClosed: /*i18n*/ {
    id: 'validation.quoteClosed',
    message: 'This quote is closed: it was accepted, rejected or withdrawn',
  },
  quoteNoOffer: /*i18n*/ {
    id: 'validation.quoteNoOffer',
    message: 'The store has not sent an offer for this quote yet',
  },
  quoteOfferSuperseded: /*i18n*/ {
    id: 'validation.quoteOfferSuperseded',
    message: 'The store sent a newer offer: read it before you accept',
  },
  quoteValidUntilPast: /*i18n*/ {
    id: 'validation.quoteValidUntilPast',
    message: 'Choose today or a later day',
  },

  // Payment terms and receivables (requirements §20.8).
  netDaysInvalid: /*i18n*/ {
    id: 'validation.netDaysInvalid',
    message: 'Enter the days to pay: a whole number from 1 to 120, or none for no terms',
  },
  creditLimitInvalid: /*i18n*/ {
    id: 'validation.creditLimitInvalid',
    message: 'Enter a credit limit in taka (0 or more, at most 2 decimals)',
  },
  payOnInvoiceUnavailable: /*i18n*/ {
    id: 'validation.payOnInvoiceUnavailable',
    message: 'Pay on invoice is for companies the store has given payment terms',
  },
  invoicePaymentReferenceRequired: /*i18n*/ {
    id: 'validation.invoicePaymentReferenceRequired',
    message: 'Enter the payment reference (cheque or transfer number)',
  },
  invoicePaymentFutureDay: /*i18n*/ {
    id: 'validation.invoicePaymentFutureDay',
    message: 'The day it was paid cannot be after today',
  },
  poNumberRequired: /*i18n*/ {
    id: 'validation.poNumberRequired',
    message: 'Your company asks for a purchase order number on every order',
  },
  notOnInvoice: /*i18n*/ {
    id: 'validation.notOnInvoice',
    message: 'This purchase is not paid on invoice',
  },

  // requirements §8.
  noUserLoggedIn: /*i18n*/ { id: 'validation.noUserLoggedIn', message: 'No user is logged in' },
} as const satisfies Record<string, MessageDescriptor>;

/** The validation messages that name a value ({max}, {label}...). */
const parametrizedValidation = {
  tooLong: /*i18n*/ { id: 'validation.tooLong', message: 'Must be {max} characters or fewer' },
  tooLarge: /*i18n*/ { id: 'validation.tooLarge', message: 'Must be {max} or less' },
  limitRange: /*i18n*/ { id: 'validation.limitRange', message: 'Must be a whole number from 1 to {max}' },
  stockBelowZero: /*i18n*/ {
    id: 'validation.stockBelowZero',
    message: 'Only {left} in stock: at most {left} can be written off',
  },
  stockNoneToWriteOff: /*i18n*/ { id: 'validation.stockNoneToWriteOff', message: 'Nothing is in stock to write off' },
  stockAboveMax: /*i18n*/ {
    id: 'validation.stockAboveMax',
    message: 'At most {max} can be in stock: {room} more can be received',
  },
  tiersTooMany: /*i18n*/ { id: 'validation.tiersTooMany', message: 'At most {max} price tiers' },
  quickOrderTooManyLines: /*i18n*/ { id: 'validation.quickOrderTooManyLines', message: 'At most {max} lines at once' },
  quickOrderLeftOutLine: /*i18n*/ {
    id: 'validation.quickOrderLeftOutLine',
    message: 'At most {max} lines at once: line {from} was left out. Check it in another quick order.',
  },
  quickOrderLeftOutLines: /*i18n*/ {
    id: 'validation.quickOrderLeftOutLines',
    message:
      'At most {max} lines at once: the {lines} lines from line {from} on were left out. Check them in another quick order.',
  },
  quickOrderUnknownSku: /*i18n*/ { id: 'validation.quickOrderUnknownSku', message: 'No product has the SKU {sku}' },
  addressBookFull: /*i18n*/ {
    id: 'validation.addressBookFull',
    message: 'An address book holds at most {max} addresses: delete one first',
  },
  addressDuplicate: /*i18n*/ {
    id: 'validation.addressDuplicate',
    message: 'This address and phone are already in your address book, as "{label}"',
  },
  savedAddressNeedsFixing: /*i18n*/ {
    id: 'validation.savedAddressNeedsFixing',
    message: '"{label}" was saved before we checked addresses for the courier: correct it below to deliver there.',
  },
  cartFull: /*i18n*/ {
    id: 'validation.cartFull',
    message: 'A cart holds at most {max} items: check out or remove some first',
  },
  quoteOfferExpired: /*i18n*/ {
    id: 'validation.quoteOfferExpired',
    message: 'This offer was valid until {day}: ask the store for a new one',
  },
  creditLimitExceeded: /*i18n*/ {
    id: 'validation.creditLimitExceeded',
    message:
      'This order of {total} would take your company past its credit limit of {limit}: {outstanding} is unpaid, so at most {available} can be ordered on invoice',
  },
  invoicePaymentTooMuch: /*i18n*/ {
    id: 'validation.invoicePaymentTooMuch',
    message: 'Only {outstanding} is outstanding on this invoice',
  },
  priceChanged: /*i18n*/ { id: 'validation.priceChanged', message: 'The price changed: it is now {now} per unit' },
  deliveryChargeChanged: /*i18n*/ {
    id: 'validation.deliveryChargeChanged',
    message: 'The delivery charge changed: it is now {now}',
  },
  purchaseOrderRefused: /*i18n*/ { id: 'validation.purchaseOrderRefused', message: '{orderNumber}: {why}' },
  // requirements §17.7: an order of a purchase is a line of the purchase's tax invoice, not one of its own.
  orderTaxInvoiceIsPurchases: /*i18n*/ {
    id: 'validation.orderTaxInvoiceIsPurchases',
    message: 'This order has no tax invoice of its own: it is on the tax invoice of its purchase {purchaseNumber}',
  },
  purchaseNothingToMove: /*i18n*/ {
    id: 'validation.purchaseNothingToMove',
    message: 'Every order of this purchase is already {status} or cancelled',
  },
  unverifiedLimit: /*i18n*/ {
    id: 'validation.unverifiedLimit',
    message:
      'Verify your email address to order more: until then an account can hold in open orders at most the minimum order quantity of each item and {limit} in all',
  },
  unverifiedItemLimit: /*i18n*/ {
    id: 'validation.unverifiedItemLimit',
    message:
      'Until your email address is verified you can order at most {more} more of this item: verify it to lift the limit',
  },
  unverifiedItemNoMore: /*i18n*/ {
    id: 'validation.unverifiedItemNoMore',
    message: 'Until your email address is verified you cannot order more of this item: verify it to lift the limit',
  },
  unverifiedTotalLimit: /*i18n*/ {
    id: 'validation.unverifiedTotalLimit',
    message:
      'Until your email address is verified your open orders can come to at most {limit}, {more} more: verify it to lift the limit',
  },
  unverifiedTotalReached: /*i18n*/ {
    id: 'validation.unverifiedTotalReached',
    message:
      'Until your email address is verified your open orders can come to at most {limit}, as they already do: verify it to lift the limit',
  },
  orderIdsTooMany: /*i18n*/ { id: 'validation.orderIdsTooMany', message: 'At most {max} orders at once' },
  dayOutOfRange: /*i18n*/ { id: 'validation.dayOutOfRange', message: 'Choose a day from {first} to {last}' },
  reportPeriodTooLong: /*i18n*/ { id: 'validation.reportPeriodTooLong', message: 'Choose at most {days} days' },
  refundAtMost: /*i18n*/ { id: 'validation.refundAtMost', message: 'At most {left} can be refunded' },
  cashAtMost: /*i18n*/ { id: 'validation.cashAtMost', message: 'At most {left} is left to collect' },
  groupPricesTooMany: /*i18n*/ {
    id: 'validation.groupPricesTooMany',
    message: 'A price list holds at most {max} items',
  },
  buildTooManyParts: /*i18n*/ { id: 'validation.buildTooManyParts', message: 'A build holds at most {max} parts' },
  buildsFull: /*i18n*/ {
    id: 'validation.buildsFull',
    message: 'You can keep at most {max} builds: delete one you no longer need first',
  },
  // requirements §19: an item's specifications checked against its category's definition.
  specUnknown: /*i18n*/ { id: 'validation.specUnknown', message: 'Not a specification of {category}' },
  specChoice: /*i18n*/ { id: 'validation.specChoice', message: 'Choose one of: {options}' },
  specChoices: /*i18n*/ { id: 'validation.specChoices', message: 'Choose one or more of: {options}' },
  specNumber: /*i18n*/ { id: 'validation.specNumber', message: 'Enter a number from {min} to {max}' },
  specWholeNumber: /*i18n*/ { id: 'validation.specWholeNumber', message: 'Enter a whole number from {min} to {max}' },
  specYesNo: /*i18n*/ { id: 'validation.specYesNo', message: 'Choose yes or no' },
  specNoCategory: /*i18n*/ {
    id: 'validation.specNoCategory',
    message: 'Choose a category first: its specifications depend on it',
  },
  specFilterNoCategory: /*i18n*/ {
    id: 'validation.specFilterNoCategory',
    message: 'Choose a category to filter by its specifications',
  },
  specRangeOrder: /*i18n*/ {
    id: 'validation.specRangeOrder',
    message: 'The highest value must not be below the lowest',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** Every validation message, for the ui to find a message by its English (translateMessage). */
export const validation = { ...plainValidation, ...parametrizedValidation };
const v = parametrizedValidation;

export const messages = {
  ...englishOf(plainValidation),
  tooLong: (max: number) => formatMessage(v.tooLong, { max }),
  tooLarge: (max: number) => formatMessage(v.tooLarge, { max }),
  limitRange: (max: number) => formatMessage(v.limitRange, { max }),
  stockBelowZero: (left: number) =>
    left > 0 ? formatMessage(v.stockBelowZero, { left }) : v.stockNoneToWriteOff.message,
  stockAboveMax: (room: number, max: number) => formatMessage(v.stockAboveMax, { room, max }),
  tiersTooMany: (max: number) => formatMessage(v.tiersTooMany, { max }),
  quickOrderTooManyLines: (max: number) => formatMessage(v.quickOrderTooManyLines, { max }),
  quickOrderLeftOut: (max: number, lines: number, from: number) =>
    formatMessage(lines === 1 ? v.quickOrderLeftOutLine : v.quickOrderLeftOutLines, { max, lines, from }),
  quickOrderUnknownSku: (sku: string) => formatMessage(v.quickOrderUnknownSku, { sku }),
  addressBookFull: (max: number) => formatMessage(v.addressBookFull, { max }),
  addressDuplicate: (label: string) => formatMessage(v.addressDuplicate, { label }),
  savedAddressNeedsFixing: (label: string) => formatMessage(v.savedAddressNeedsFixing, { label }),
  cartFull: (max: number) => formatMessage(v.cartFull, { max }),
  groupPricesTooMany: (max: number) => formatMessage(v.groupPricesTooMany, { max }),
  priceChanged: (now: string) => formatMessage(v.priceChanged, { now }),
  /** `day` as the reader reads it ("2026-12-15"). */
  quoteOfferExpired: (day: string) => formatMessage(v.quoteOfferExpired, { day }),
  /** The figures in BDT, already formatted (formatBdt). */
  creditLimitExceeded: (figures: { total: string; limit: string; outstanding: string; available: string }) =>
    formatMessage(v.creditLimitExceeded, figures),
  invoicePaymentTooMuch: (outstanding: string) => formatMessage(v.invoicePaymentTooMuch, { outstanding }),

  deliveryChargeChanged: (now: string) => formatMessage(v.deliveryChargeChanged, { now }),
  purchaseOrderRefused: (orderNumber: string, why: string) =>
    formatMessage(v.purchaseOrderRefused, { orderNumber, why }),
  orderTaxInvoiceIsPurchases: (purchaseNumber: string) =>
    formatMessage(v.orderTaxInvoiceIsPurchases, { purchaseNumber }),
  purchaseNothingToMove: (status: string) => formatMessage(v.purchaseNothingToMove, { status }),
  refundAtMost: (leftBdt: number) => formatMessage(v.refundAtMost, { left: formatBdt(leftBdt) }),
  cashAtMost: (leftBdt: number) => formatMessage(v.cashAtMost, { left: formatBdt(leftBdt) }),
  buildTooManyParts: (max: number) => formatMessage(v.buildTooManyParts, { max }),
  buildsFull: (max: number) => formatMessage(v.buildsFull, { max }),
  unverifiedLimit: (limitBdt: number) => formatMessage(v.unverifiedLimit, { limit: formatBdt(limitBdt) }),
  unverifiedItemLimit: (more: number) =>
    more > 0 ? formatMessage(v.unverifiedItemLimit, { more }) : v.unverifiedItemNoMore.message,
  unverifiedTotalLimit: (limitBdt: number, moreBdt: number) =>
    moreBdt > 0
      ? formatMessage(v.unverifiedTotalLimit, { limit: formatBdt(limitBdt), more: formatBdt(moreBdt) })
      : formatMessage(v.unverifiedTotalReached, { limit: formatBdt(limitBdt) }),
  orderIdsTooMany: (max: number) => formatMessage(v.orderIdsTooMany, { max }),
  dayOutOfRange: (first: string, last: string) => formatMessage(v.dayOutOfRange, { first, last }),
  reportPeriodTooLong: (days: number) => formatMessage(v.reportPeriodTooLong, { days }),
  specUnknown: (category: string) => formatMessage(v.specUnknown, { category }),
  specChoice: (options: readonly string[]) => formatMessage(v.specChoice, { options: options.join(', ') }),
  specChoices: (options: readonly string[]) => formatMessage(v.specChoices, { options: options.join(', ') }),
  specNumber: (min: number, max: number, integer: boolean) =>
    formatMessage(integer ? v.specWholeNumber : v.specNumber, { min, max }),
  specYesNo: v.specYesNo.message,
  specNoCategory: v.specNoCategory.message,
  specFilterNoCategory: v.specFilterNoCategory.message,
  specRangeOrder: v.specRangeOrder.message,
} as const;

// Success and failure toasts, requirements §8.
const plainToasts = {
  orderPlaced: /*i18n*/ { id: 'toast.orderPlaced', message: 'Your order is placed!' },
  itemAdded: /*i18n*/ { id: 'toast.itemAdded', message: 'Item added successfully' },
  itemAddFailed: /*i18n*/ { id: 'toast.itemAddFailed', message: 'Failed to add the item' },
  reviewPosted: /*i18n*/ { id: 'toast.reviewPosted', message: 'Your Review is posted!' },
  profileUpdated: /*i18n*/ { id: 'toast.profileUpdated', message: 'Your profile is updated!' },
  adminMade: /*i18n*/ { id: 'toast.adminMade', message: 'Successfully made an admin' },
} as const satisfies Record<string, MessageDescriptor>;

/** The toasts that name a value. */
const parametrizedToasts = {
  purchasePlaced: /*i18n*/ { id: 'toast.purchasePlaced', message: 'Your purchase {number} is placed!' },
  addedToCart: /*i18n*/ { id: 'toast.addedToCart', message: 'Added {quantity} x {item} to your cart' },
  quickOrderAddedLine: /*i18n*/ { id: 'toast.quickOrderAddedLine', message: 'Added {lines} line to your cart' },
  quickOrderAddedLines: /*i18n*/ { id: 'toast.quickOrderAddedLines', message: 'Added {lines} lines to your cart' },
  reorderedItem: /*i18n*/ { id: 'toast.reorderedItem', message: "Added {lines} item to your cart at today's prices" },
  reorderedItems: /*i18n*/ {
    id: 'toast.reorderedItems',
    message: "Added {lines} items to your cart at today's prices",
  },
  reorderUnavailable: /*i18n*/ { id: 'toast.reorderUnavailable', message: 'No longer available: {names}' },
  orderDeleted: /*i18n*/ { id: 'toast.orderDeleted', message: 'Order for: {item} is deleted.' },
  itemDeleted: /*i18n*/ { id: 'toast.itemDeleted', message: 'Item: {item} is deleted.' },
  // Beyond the original: moderation (requirements §11).
  reviewHidden: /*i18n*/ { id: 'toast.reviewHidden', message: 'The review by {author} is hidden from the store.' },
  reviewShown: /*i18n*/ { id: 'toast.reviewShown', message: 'The review by {author} is shown again.' },
  adminRevoked: /*i18n*/ { id: 'toast.adminRevoked', message: '{email} is no longer an administrator.' },
  accountDisabled: /*i18n*/ { id: 'toast.accountDisabled', message: 'The account of {email} is disabled.' },
  accountEnabled: /*i18n*/ { id: 'toast.accountEnabled', message: 'The account of {email} is enabled again.' },
  // Orders' moves (requirements §13.6).
  orderMoved: /*i18n*/ { id: 'toast.orderMoved', message: 'Order {number} is {status}.' },
  ordersMovedOne: /*i18n*/ { id: 'toast.ordersMovedOne', message: '{moved} order is {status}.' },
  ordersMovedMany: /*i18n*/ { id: 'toast.ordersMovedMany', message: '{moved} orders are {status}.' },
  ordersMovedOneSomeRefused: /*i18n*/ {
    id: 'toast.ordersMovedOneSomeRefused',
    message: '{moved} order is {status}. {refused} could not be: see their status.',
  },
  ordersMovedManySomeRefused: /*i18n*/ {
    id: 'toast.ordersMovedManySomeRefused',
    message: '{moved} orders are {status}. {refused} could not be: see their status.',
  },
  // Items and stock (requirements §12.8, §12.9).
  itemSaved: /*i18n*/ { id: 'toast.itemSaved', message: 'Item: {item} is saved.' },
  stockReceived: /*i18n*/ { id: 'toast.stockReceived', message: 'Received {change} of {item}: {left} in stock.' },
  stockWrittenOff: /*i18n*/ { id: 'toast.stockWrittenOff', message: 'Wrote off {change} of {item}: {left} in stock.' },
  // The address book (requirements §14.7).
  addressSaved: /*i18n*/ { id: 'toast.addressSaved', message: 'Address "{label}" is saved.' },
  addressDeleted: /*i18n*/ { id: 'toast.addressDeleted', message: 'Address "{label}" is deleted.' },
  addressDefault: /*i18n*/ { id: 'toast.addressDefault', message: '"{label}" is now your default address.' },
} as const satisfies Record<string, MessageDescriptor>;

/** Every toast's message, for the ui to find one by its English (translateMessage). */
export const toastMessages = { ...plainToasts, ...parametrizedToasts };
const tm = parametrizedToasts;

export const toasts = {
  ...englishOf(plainToasts),
  purchasePlaced: (number: string) => formatMessage(tm.purchasePlaced, { number }),
  addedToCart: (quantity: number, item: string) => formatMessage(tm.addedToCart, { quantity, item }),
  quickOrderAdded: (lines: number) =>
    formatMessage(lines === 1 ? tm.quickOrderAddedLine : tm.quickOrderAddedLines, { lines }),
  reordered: (lines: number) => formatMessage(lines === 1 ? tm.reorderedItem : tm.reorderedItems, { lines }),
  reorderUnavailable: (names: string) => formatMessage(tm.reorderUnavailable, { names }),
  orderDeleted: (item: string) => formatMessage(tm.orderDeleted, { item }),
  itemDeleted: (item: string) => formatMessage(tm.itemDeleted, { item }),
  reviewHidden: (author: string) => formatMessage(tm.reviewHidden, { author }),
  reviewShown: (author: string) => formatMessage(tm.reviewShown, { author }),
  adminRevoked: (email: string) => formatMessage(tm.adminRevoked, { email }),
  accountDisabled: (email: string) => formatMessage(tm.accountDisabled, { email }),
  accountEnabled: (email: string) => formatMessage(tm.accountEnabled, { email }),
  orderMoved: (number: string, status: string) => formatMessage(tm.orderMoved, { number, status }),
  ordersMoved: (moved: number, status: string, refused: number) =>
    formatMessage(
      refused
        ? moved === 1
          ? tm.ordersMovedOneSomeRefused
          : tm.ordersMovedManySomeRefused
        : moved === 1
          ? tm.ordersMovedOne
          : tm.ordersMovedMany,
      { moved, status, refused },
    ),
  itemSaved: (item: string) => formatMessage(tm.itemSaved, { item }),
  stockAdjusted: (item: string, change: number, left: number) =>
    change > 0
      ? formatMessage(tm.stockReceived, { change, item, left })
      : formatMessage(tm.stockWrittenOff, { change: -change, item, left }),
  addressSaved: (label: string) => formatMessage(tm.addressSaved, { label }),
  addressDeleted: (label: string) => formatMessage(tm.addressDeleted, { label }),
  addressDefault: (label: string) => formatMessage(tm.addressDefault, { label }),
} as const;
