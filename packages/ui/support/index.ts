// @storefront/ui/stories: what the stories of other packages (the app's pages) use from the design
// system's story support: sample data and the phone window. Kept out of src: not the product's.
export {
  longTextItem,
  sampleAddresses,
  sampleCart,
  sampleItem,
  sampleItems,
  sampleOrderDetail,
  sampleOrders,
  samplePngFile,
  samplePurchase,
  purchaseWithStatuses,
  sampleReviews,
  sampleStockMovements,
  sampleUsers,
  unbroken,
} from './fixtures.ts';
export { sampleOverview } from './reportFixtures.ts';
export {
  orderTaxInvoice,
  sampleTaxInvoice,
  taxInvoiceFullyCredited,
  taxInvoiceOf,
  taxInvoiceWithCreditNote,
  taxInvoiceWithoutBuyerBin,
} from './taxInvoiceFixtures.ts';
export { inPhoneWindow } from './storyWindows.ts';
export {
  sampleDeliveryAddresses,
  sampleDistricts,
  sampleDistrictsBn,
  quoteFor,
  sampleQuote,
  sampleRateCard,
} from './deliveryFixtures.ts';
export { chooseDistrict } from './formStoryHelpers.ts';
export { paymentQuoteFor, sampleAdvanceAbove, samplePayment } from './paymentFixtures.ts';
export { paymentOf, samplePayments, sampleTrail, trailWithFailure } from './paymentFixtures.ts';
export { boardFacets, cardFacets, cpuFacets, sampleParts } from './specFixtures.ts';
export {
  longCompany,
  longInvitation,
  longMember,
  sampleApprovals,
  sampleCompanies,
  sampleCompany,
  sampleCompanyOrders,
  sampleInvitations,
  sampleMembers,
} from './companyFixtures.ts';
export { longPriceEntry, priceListChoices, samplePriceList, sampleGroups } from './groupFixtures.ts';
export {
  counteredQuote,
  longQuote,
  longQuoteSummary,
  offeredQuote,
  quoteWithStatus,
  requestedQuote,
  sampleQuoteSummaries,
} from './quoteFixtures.ts';
export {
  exhaustedTerms,
  healthyTerms,
  longReceivable,
  nearLimitTerms,
  noTerms,
  overdueTerms,
  sampleReceivables,
  sampleReceivablesSummary,
  termsToday,
  totalsOf,
} from './termsFixtures.ts';
