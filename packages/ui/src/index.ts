// @storefront/ui: the design system. Import the theme once in the app: `import '@storefront/ui/theme.css'`.

export { cn, prepareClassNames } from './lib/cn.ts';
export {
  activateLocale,
  activateNow,
  isLocale,
  LocaleProvider,
  localeNames,
  locales,
  sayShared,
  screenDigits,
  translateMessage,
  useSharedText,
  type Locale,
} from './i18n/index.ts';
export type { LinkComponent, LinkProps } from './lib/link.ts';
export { Anchor } from './lib/Anchor.tsx';

// Primitives
export { Badge, badgeVariants, type BadgeProps } from './primitives/Badge.tsx';
export { BrandMark } from './primitives/BrandMark.tsx';
export { Button, buttonVariants, type ButtonProps } from './primitives/Button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './primitives/Card.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './primitives/Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState.tsx';
export { Footer, defaultSocialLinks, type FooterProps, type SocialLink } from './primitives/Footer.tsx';
export { FormError, FormField, type FormFieldProps } from './primitives/FormField.tsx';
export { Input, controlClass, type InputProps } from './primitives/Input.tsx';
export { Label } from './primitives/Label.tsx';
export { Notice, type NoticeProps } from './primitives/Notice.tsx';
export { DigitsChoice } from './primitives/DigitsChoice.tsx';
export { LanguageSwitch, type LanguageSwitchProps } from './primitives/LanguageSwitch.tsx';
export { Navbar, navbarLinks, type NavbarProps, type NavLinkSpec } from './primitives/Navbar.tsx';
export { NumberInput, type NumberInputProps } from './primitives/NumberInput.tsx';
export { Pagination, pageWindow, type PaginationProps } from './primitives/Pagination.tsx';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar.tsx';
export { RatingInput, type RatingInputProps } from './primitives/RatingInput.tsx';
export {
  DashboardLayout,
  Sidebar,
  sidebarLinks,
  type DashboardLayoutProps,
  type SidebarProps,
} from './primitives/Sidebar.tsx';
export { Select, type SelectProps } from './primitives/Select.tsx';
export { Skeleton } from './primitives/Skeleton.tsx';
export { PageSpinner, Spinner, type SpinnerProps } from './primitives/Spinner.tsx';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type TableCellProps,
} from './primitives/Table.tsx';
export { Textarea, type TextareaProps } from './primitives/Textarea.tsx';
export { ToastProvider, useToast, type ToastProviderProps } from './primitives/Toast.tsx';
export { toast, type ToastOptions, type ToastVariant } from './primitives/toastStore.ts';

// Domain components
export { AllOrdersTable, type AllOrdersRow, type AllOrdersTableProps } from './domain/AllOrdersTable.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './domain/ConfirmDialog.tsx';
export { focusGroup, useFocusReturn } from './lib/useFocusReturn.ts';
export { ConfirmDeleteDialog, deleteQuestions, type ConfirmDeleteDialogProps } from './domain/ConfirmDeleteDialog.tsx';
export { CatalogView, type CatalogFilters, type CatalogViewProps } from './domain/catalog/CatalogView.tsx';
export { CategoryFacets, type CategoryFacetsProps } from './domain/catalog/CategoryFacets.tsx';
export { ItemFilterBar, type ItemFilterBarProps, type ItemFilters } from './domain/catalog/ItemFilterBar.tsx';
export { ItemPage, type ItemPageProps } from './domain/catalog/ItemPage.tsx';
export { LoadMore, type LoadMoreProps } from './domain/catalog/LoadMore.tsx';
export { PriceRangeFilter, type PriceRange, type PriceRangeFilterProps } from './domain/catalog/PriceRangeFilter.tsx';
export { SearchField, type SearchFieldProps } from './domain/catalog/SearchField.tsx';
export { SortSelect, type SortSelectProps } from './domain/catalog/SortSelect.tsx';
export { StockBadge, type StockBadgeProps } from './domain/catalog/StockBadge.tsx';
export { ItemCard, ItemCardSkeleton, type ItemCardProps, type ItemSummary } from './domain/ItemCard.tsx';
export { ItemDetail, ItemDetailSkeleton, type ItemDetailProps } from './domain/ItemDetail.tsx';
export { ItemsTable, type ItemRow, type ItemsTableProps } from './domain/ItemsTable.tsx';
export { StockAdjustDialog, type StockAdjustDialogProps } from './domain/StockAdjustDialog.tsx';
export { StockHistoryTable, type StockHistoryTableProps } from './domain/StockHistoryTable.tsx';
export { NotFoundMessage, type NotFoundMessageProps } from './domain/NotFoundMessage.tsx';
export { OrdersTable, type OrderRow, type OrdersTableProps } from './domain/OrdersTable.tsx';
export { BulkActionBar, type BulkActionBarProps } from './domain/orders/BulkActionBar.tsx';
export {
  Invoice,
  invoiceNumber,
  PurchaseInvoice,
  purchaseInvoiceNumber,
  type InvoiceProps,
  type PurchaseInvoiceProps,
} from './domain/orders/Invoice.tsx';
export { TaxInvoice, type TaxInvoiceProps } from './domain/orders/TaxInvoice.tsx';
export {
  taxInvoicePaths,
  type OrderWithDelivery,
  type PurchaseWithDelivery,
  type TaxCreditNote,
  type TaxInvoiceData,
  type TaxInvoiceLine,
  type TaxInvoiceSource,
  type TaxInvoiceTotals,
} from './domain/orders/taxInvoiceContract.ts';
export { OrderNoticesTable, type OrderNoticesTableProps } from './domain/orders/OrderNoticesTable.tsx';
export { OrderSummary, type OrderSummaryProps } from './domain/orders/OrderSummary.tsx';
export { OrderTimeline, type OrderTimelineProps } from './domain/orders/OrderTimeline.tsx';
export {
  OrderTransitionDialog,
  useTransitionLabels,
  type OrderTransitionDialogProps,
} from './domain/orders/OrderTransitionDialog.tsx';
export { StatusBadge, type StatusBadgeProps } from './domain/orders/StatusBadge.tsx';
export { StatusTabs, type StatusTabsProps } from './domain/orders/StatusTabs.tsx';
export { ReviewsTable, type ReviewsTableProps } from './domain/ReviewsTable.tsx';
export { ReviewCard, ReviewCardSkeleton, type ReviewCardProps, type ReviewSummary } from './domain/ReviewCard.tsx';
export type { ListStateProps, PagedListProps } from './domain/TableSection.tsx';
export { VerifyEmailNotice, type VerifyEmailNoticeProps } from './domain/VerifyEmailNotice.tsx';
export { UsersTable, type UserRow, type UsersTableProps } from './domain/UsersTable.tsx';

// Business customers: companies, members, invitations and the company's orders (requirements §20, issue 35)
export { CompaniesTable, type CompaniesTableProps } from './domain/company/CompaniesTable.tsx';
export { CompanyForm, type CompanyDetails, type CompanyFormProps } from './domain/company/CompanyForm.tsx';
export { CompanyMembers, type CompanyMembersProps } from './domain/company/CompanyMembers.tsx';
export {
  CompanyOrdersTable,
  type CompanyOrderRow,
  type CompanyOrdersScope,
  type CompanyOrdersTableProps,
} from './domain/company/CompanyOrdersTable.tsx';
export { InvitationBanner, type InvitationBannerProps } from './domain/company/InvitationBanner.tsx';
export { InvitationForm, type InvitationFormProps } from './domain/company/InvitationForm.tsx';
export { PendingInvitations, type PendingInvitationsProps } from './domain/company/PendingInvitations.tsx';
export { ApprovalQueue, type ApprovalQueueProps } from './domain/company/ApprovalQueue.tsx';
export { ApprovalBanner, type ApprovalBannerProps } from './domain/company/ApprovalBanner.tsx';
export {
  CustomerGroupSelect,
  type CustomerGroupSelectProps,
  type GroupChoice,
} from './domain/groups/CustomerGroupSelect.tsx';
export { CustomerGroupsTable, type CustomerGroupsTableProps } from './domain/groups/CustomerGroupsTable.tsx';
export {
  PriceListEditor,
  type PriceListEditorProps,
  type PriceListItemChoice,
} from './domain/groups/PriceListEditor.tsx';
export { QuoteThread, type QuoteThreadProps } from './domain/quotes/QuoteThread.tsx';
export {
  QuoteOfferEditor,
  type QuoteEditorLine,
  type QuoteItemOption,
  type QuoteOfferEditorProps,
} from './domain/quotes/QuoteOfferEditor.tsx';
export {
  QuoteRequestForm,
  type QuoteRequestFormProps,
  type QuoteRequestLine,
} from './domain/quotes/QuoteRequestForm.tsx';
export { QuotesTable, type QuotesTableProps } from './domain/quotes/QuotesTable.tsx';
export { QuoteAcceptForm, type QuoteAcceptFormProps } from './domain/quotes/QuoteAcceptForm.tsx';
export { QuoteStatusBadge } from './domain/quotes/QuoteStatusBadge.tsx';
// Payment terms, credit and receivables (requirements §20.8, issue 35 item 7)
export { CreditStatus, creditToneOf, type CreditStatusProps, type CreditTone } from './domain/terms/CreditStatus.tsx';
export { ReceivablesBuckets, type ReceivablesBucketsProps } from './domain/terms/ReceivablesBuckets.tsx';
export { ReceivablesTable, type ReceivablesTableProps } from './domain/terms/ReceivablesTable.tsx';
export { ReceivablesSummaryTable, type ReceivablesSummaryTableProps } from './domain/terms/ReceivablesSummaryTable.tsx';
export { RecordPaymentDialog, type RecordPaymentDialogProps } from './domain/terms/RecordPaymentDialog.tsx';
export { CompanyTermsForm, type CompanyTermsFormProps } from './domain/terms/CompanyTermsForm.tsx';

// Specifications, compare and the PC builder (requirements §19, issue 34)
export {
  isEmptyFilter,
  isRange,
  specFilterCount,
  specFilterParams,
  specFilterStateOf,
  type SpecFacet,
  type SpecFilter,
  type SpecFilterState,
  type SpecRange,
} from './domain/specs/contract.ts';
export {
  addToCompare,
  COMPARE_MAX,
  compareRows,
  inCompare,
  removeFromCompare,
  toggleCompare,
  type CompareEntry,
  type CompareRefusal,
  type CompareResult,
  type CompareRow,
} from './domain/specs/compare.ts';
export { SpecTable, type SpecTableProps } from './domain/specs/SpecTable.tsx';
export { SpecFilters, SpecFiltersPanel, type SpecFiltersProps } from './domain/specs/SpecFilters.tsx';
export { SpecFields, specFieldValues, type SpecFieldValues } from './domain/specs/SpecFields.tsx';
export { CompareToggle, type CompareToggleProps } from './domain/specs/CompareToggle.tsx';
export { CompareTray, type CompareTrayProps } from './domain/specs/CompareTray.tsx';
export { CompareTable, type CompareItem, type CompareTableProps } from './domain/specs/CompareTable.tsx';
export type {
  BuilderPart,
  BuilderSlotId,
  BuilderSlotSpec,
  BuildProblem,
  BuildWattage,
  Severity,
} from './domain/builder/contract.ts';
export { BuilderSlot, type BuilderSlotPart, type BuilderSlotProps } from './domain/builder/BuilderSlot.tsx';
export { fits, PartPicker, type PartCandidate, type PartPickerProps } from './domain/builder/PartPicker.tsx';
export { CompatibilityNotice, type CompatibilityNoticeProps } from './domain/builder/CompatibilityNotice.tsx';
export { WattageMeter, wattageVerdict, type WattageMeterProps } from './domain/builder/WattageMeter.tsx';

// Home page sections (requirements §1, in order)
export { HeroSection, type HeroSectionProps } from './domain/home/HeroSection.tsx';
export { LatestItemsSection, type LatestItemsSectionProps } from './domain/home/LatestItemsSection.tsx';
export { StatsSection, stats } from './domain/home/StatsSection.tsx';
export { RecentReviewsSection, type RecentReviewsSectionProps } from './domain/home/RecentReviewsSection.tsx';
export { OffersSection, offers } from './domain/home/OffersSection.tsx';
export { ContactSection, type ContactSectionProps } from './domain/home/ContactSection.tsx';

// Forms (react-hook-form + the shared zod schemas and their messages)
export { AddItemForm, type AddItemFormProps } from './domain/forms/AddItemForm.tsx';
export { AddReviewForm, type AddReviewFormProps } from './domain/forms/AddReviewForm.tsx';
export { EditItemForm, type EditItemFormProps } from './domain/forms/EditItemForm.tsx';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './domain/forms/ForgotPasswordForm.tsx';
export { FormCard, type FormCardProps } from './domain/forms/FormCard.tsx';
export { SubmitError } from './domain/forms/formSubmit.ts';
export { GoogleButton, type GoogleButtonProps } from './domain/forms/GoogleButton.tsx';
export { formatOrderTotal } from './domain/forms/orderTotal.ts';
export {
  PlaceOrderForm,
  type OrderedItem,
  type PlaceOrderFormProps,
  type PlaceOrderValues,
} from './domain/forms/PlaceOrderForm.tsx';
export { ProfileEditForm, type ProfileEditFormProps, type ProfileValues } from './domain/forms/ProfileEditForm.tsx';
export { AddressPicker, NEW_ADDRESS, type AddressPickerProps } from './domain/forms/AddressPicker.tsx';
export { AddressBook, type AddressBookProps } from './domain/profile/AddressBook.tsx';
export type { AddressValues } from './domain/profile/AddressForm.tsx';
export { RegistrationForm, type RegistrationFormProps } from './domain/forms/RegistrationForm.tsx';
export { SignInForm, type SignInFormProps } from './domain/forms/SignInForm.tsx';

// Purchasing (requirements §14)
export { AddToCart, type AddToCartProps } from './domain/cart/AddToCart.tsx';
export { CartButton, type CartButtonProps } from './domain/cart/CartButton.tsx';
export { CartLine, type CartLineProps } from './domain/cart/CartLine.tsx';
export { CartSummary, type CartSummaryProps } from './domain/cart/CartSummary.tsx';
export { CartView, type CartViewProps } from './domain/cart/CartView.tsx';
export { CheckoutForm, type CheckoutFormProps, type CheckoutValues } from './domain/cart/CheckoutForm.tsx';
// Delivery (requirements §17)
export {
  deliveryZones,
  type CheckoutQuote,
  type DeliveryZone,
  type DistrictOption,
  type PurchaseDelivery,
  type RateCard,
  type RateCardAnswer,
  type SavedDelivery,
  type WithDeliveryCharge,
} from './domain/delivery/contract.ts';
export { DeliverySummary, type DeliverySummaryProps } from './domain/delivery/DeliverySummary.tsx';
export { DistrictPicker, type DistrictPickerProps } from './domain/delivery/DistrictPicker.tsx';
export { DistrictsProvider, useDistrictName, useDistricts } from './domain/delivery/districts.tsx';
export { RateCardForm, type RateCardFormProps } from './domain/delivery/RateCardForm.tsx';
export { zoneLabels } from './domain/delivery/zones.ts';
export { PurchaseSummary, type PurchaseSummaryProps } from './domain/cart/PurchaseSummary.tsx';
export { QuantityStepper, type QuantityStepperProps } from './domain/cart/QuantityStepper.tsx';
export { QuickOrderGrid, type QuickOrderGridProps, type SkuSuggestion } from './domain/cart/QuickOrderGrid.tsx';
// Payments (requirements §18)
export {
  paymentMethods,
  paymentStatuses,
  type PayAnswer,
  type Payment,
  type PaymentConfig,
  type PaymentMethod,
  type PaymentStatus,
  type WithPayment,
  type WithPaymentStatus,
} from './domain/payments/contract.ts';
export { paymentMethodLabels, paymentStatusLabels, paymentStatusShortLabels } from './domain/payments/labels.ts';
export { PaymentMethodPicker, type PaymentMethodPickerProps } from './domain/payments/PaymentMethodPicker.tsx';
export {
  canPayNow,
  PaymentPanel,
  type PaymentPanelProps,
  type PaymentReturn,
} from './domain/payments/PaymentPanel.tsx';
export { PaymentStatusBadge, type PaymentStatusBadgeProps } from './domain/payments/PaymentStatusBadge.tsx';
// Issue 33, the administrator's payments (requirements §18).
export {
  paymentMethods as adminPaymentMethods,
  paymentStatuses as adminPaymentStatuses,
  type Payment as AdminPayment,
  type PaymentList,
  type PaymentListItem,
  type PaymentMethod as AdminPaymentMethod,
  type PaymentStatus as AdminPaymentStatus,
  type PaymentWithTrail,
} from './domain/payments/admin/contract.ts';
export { PaymentAdminPanel, type PaymentAdminPanelProps } from './domain/payments/admin/PaymentAdminPanel.tsx';
export {
  PaymentFilters,
  type PaymentFilterValues,
  type PaymentFiltersProps,
} from './domain/payments/admin/PaymentFilters.tsx';
export { PaymentsTable, type PaymentsTableProps } from './domain/payments/admin/PaymentsTable.tsx';
export { PaymentTrailDialog, type PaymentTrailDialogProps } from './domain/payments/admin/PaymentTrailDialog.tsx';
