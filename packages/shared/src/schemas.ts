import { z } from 'zod';
import { categorySchema, skuSchema } from './catalog-query.ts';
import { isDeliverableAddress, normalisePhone } from './delivery.ts';
import { deliveryChargeShown, districtSchema } from './delivery-charge.ts';
import { paymentStatusSchema } from './payments.ts';
import { toLatinDigits } from './digits.ts';
import { languages } from './languages.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { orderStatusSchema } from './order-status.ts';
import { addSpecIssues, specsInputSchema } from './spec-schemas.ts';

// requirements §5: "lowercase letters and digits, then @, letters, a dot, then 2-3 letters". Unanchored, as
// the original form's pattern was, so addresses such as first.last@mail.com are not refused.
export { limits };

export const emailPattern = /[a-z0-9]+@[a-z]+\.[a-z]{2,3}/;

// PostgreSQL's text type cannot hold the NUL character (SQLite's can): refused in every stored
// string, so both databases answer 400 instead of a driver error (500) on PostgreSQL.
const noNul = (value: string) => !value.includes('\u0000');

/** A trimmed, required, length-bounded string. */
export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, messages.tooLong(max))
    .refine(noNul, messages.forbiddenCharacter);
}

// Line breaks, tabs and every other control character (C0, DEL, C1), the Unicode line and
// paragraph separators and the bidirectional overrides and isolates: none belongs in a one-line
// field (a name, a label), where they split lists, emails' subjects and CSV rows, or disguise text.
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);
const NOT_ONE_LINE_ALL = new RegExp(NOT_ONE_LINE.source, 'gu');

/** Text from elsewhere (an identity provider's display name) made one line: those characters become spaces, runs of spaces one. */
export function oneLine(value: string): string {
  return value.replace(NOT_ONE_LINE_ALL, ' ').replace(/\s+/g, ' ').trim();
}

/** requiredText for a one-line field: no line break or control character (requirements §10 D22). */
export function singleLineText(requiredMessage: string, max: number) {
  return requiredText(requiredMessage, max).refine(isOneLine, messages.singleLine);
}

/** optionalText for a one-line field. */
export function optionalSingleLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine(noNul, messages.forbiddenCharacter)
    .refine(isOneLine, messages.singleLine)
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

/** A trimmed optional string; empty becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine(noNul, messages.forbiddenCharacter)
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

// Form inputs give strings, JSON bodies give numbers: accept both, and treat '' / NaN as missing. A
// string may be typed in Bangla or Arabic-Indic digits ("১০" is 10; requirements §16).
function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return value;
  const latin = toLatinDigits(value);
  return latin.trim() !== '' && !Number.isNaN(Number(latin)) ? Number(latin) : value;
}

export function quantity(requiredMessage: string, { allowZero = false } = {}) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: requiredMessage })
      .int(messages.wholeNumber)
      .min(allowZero ? 0 : 1, allowZero ? messages.nonNegativeQuantity : messages.positiveQuantity)
      .max(limits.quantity, messages.tooLarge(limits.quantity)),
  );
}

export const price = z.preprocess(
  toNumber,
  z
    .number({ error: messages.priceRequired })
    .positive(messages.positivePrice)
    .max(limits.price, messages.tooLarge(limits.price))
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'Price can have at most 2 decimals',
    }),
);

export const PRICE_TIERS_MAX = 8;

/**
 * An item's volume price tiers beyond the first (requirements §14.4; the first is its
 * `price_per_unit` from 1 unit): quantities from 2, strictly ascending; prices positive.
 */
export const priceTiersSchema = z
  .array(
    z.object({
      min_quantity: quantity(messages.tierQuantityRequired).pipe(z.number().min(2, messages.tierQuantityAboveOne)),
      price,
    }),
    { error: messages.tiersInvalid },
  )
  .max(PRICE_TIERS_MAX, messages.tiersTooMany(PRICE_TIERS_MAX))
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, i) => {
      if (i > 0 && tier.min_quantity <= tiers[i - 1]!.min_quantity)
        ctx.addIssue({ code: 'custom', path: [i, 'min_quantity'], message: messages.tiersAscending });
    });
  });

export const rating = z.preprocess(
  toNumber,
  z
    .number({ error: messages.ratingRequired })
    .min(1, messages.ratingRange)
    .max(5, messages.ratingRange)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, { message: messages.ratingStep }),
);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, or a path on our own host such as /api/images/abc.webp. */
export const imageUrl = z
  .string({ error: messages.itemImageRequired })
  .trim()
  .min(1, messages.itemImageRequired)
  .max(limits.url, messages.tooLong(limits.url))
  .refine((v) => /^\/[A-Za-z0-9]/.test(v) || isHttpUrl(v), { message: messages.invalidImageUrl })
  .refine(noNul, messages.forbiddenCharacter);

export const optionalUrl = z
  .string()
  .trim()
  .max(limits.url, messages.tooLong(limits.url))
  .refine((v) => v === '' || isHttpUrl(v), { message: messages.invalidUrl })
  .refine(noNul, messages.forbiddenCharacter)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const id = z
  .string()
  .trim()
  .min(1, messages.invalidId)
  .max(64, messages.invalidId)
  .regex(/^[A-Za-z0-9_-]+$/, messages.invalidId);

/** An email address as stored and compared: trimmed and lowercased. */
export const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(limits.email, messages.tooLong(limits.email))
  .pipe(z.email(messages.emailInvalid));

// ---- Sign-in forms (requirements §5) ----

export const loginFormSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .regex(emailPattern, messages.emailInvalid),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(6, messages.passwordShort),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** "Forgot password?": the address to send Firebase's reset link to (requirements §11). */
export const passwordResetFormSchema = loginFormSchema.pick({ email: true });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

export const registerFormSchema = loginFormSchema.extend({
  name: singleLineText(messages.nameRequired, limits.name),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

// ---- Entities (requirements §3), as the API answers them ----

export const itemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  short_description: z.string(),
  min_order_quantity: z.number().int(),
  available_quantity: z.number().int(),
  price_per_unit: z.number(),
  /** requirements §12: the catalog's fields, beside those of requirements §3. */
  sku: z.string(),
  /** A category id (catalog.ts), or null for an item no category fits yet. */
  category: z.string().nullable(),
  /** Raised by every edit; an edit names the version it read (requirements §12.8). */
  version: z.number().int(),
  /** Volume prices beyond the first (requirements §14.4): from `min_quantity` units, `price` each. */
  price_tiers: z.array(z.object({ min_quantity: z.number().int(), price: z.number() })),
  /** The name and short description in Bangla (requirements §12.11); absent when not given. */
  name_bn: z.string().optional(),
  short_description_bn: z.string().optional(),
  /** Shipping weight in grams: what delivery charges by (issue 32, requirements §17). */
  weight_g: z.number().int(),
  /** VAT rate in percent (15, 7.5), or null for the store's default (`GET /api/config`'s `vatRateDefault`). */
  vat_rate: z.number().nullable(),
  /**
   * Specifications (requirements §19): attribute key (shared specs.ts, the item's category) to value:
   * choice and text a string, choices a list, number, yes/no; `{}` when none.
   */
  specs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  /**
   * The reader's own price for 1 unit (requirements §20.5): only in a signed-in group member's
   * answer, and only where their group's price list has an entry holding today.
   */
  your_price: z.number().optional(),
  /**
   * The reader's own volume prices beyond 1 unit (requirements §20.5, §14.4's shape), with
   * `your_price` only and only where they have some: a form prices any quantity at them.
   */
  your_price_tiers: z.array(z.object({ min_quantity: z.number().int(), price: z.number() })).optional(),
});
export type Item = z.infer<typeof itemSchema>;

export const categoryFacetSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type CategoryFacet = z.infer<typeof categoryFacetSchema>;

/**
 * One filter attribute's facet (requirements §19.2), under the other filters (this attribute's own
 * left out): every option (yes/no as 'true' and 'false') with its matches, or a number's lowest and
 * highest value among the matches (null when none).
 */
export const specFacetSchema = z.discriminatedUnion('kind', [
  z.object({
    key: z.string(),
    kind: z.literal('options'),
    values: z.array(z.object({ value: z.string(), count: z.number().int() })),
  }),
  z.object({ key: z.string(), kind: z.literal('range'), min: z.number().nullable(), max: z.number().nullable() }),
]);
export type SpecFacet = z.infer<typeof specFacetSchema>;

export const catalogPageSchema = z.object({
  items: z.array(itemSchema),
  /** Every match of the filters, on every page. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** Matches per category under the other filters (the category filter left out), every category listed. */
  facets: z.object({
    categories: z.array(categoryFacetSchema),
    /** The chosen category's filter attributes (requirements §19.2); `[]` without a category. */
    specs: z.array(specFacetSchema),
  }),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;

/** A company as orders, purchases, invoices and invitations name it (requirements §20.3). */
export const companyRefSchema = z.object({ id: z.string(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  userName: z.string(),
  item: z.string(),
  itemName: z.string(),
  address: z.string(),
  phone: z.string(),
  quantity: z.number().int(),
  /** The unit price at the moment the order was placed. */
  unit_price: z.number(),
  /**
   * A group member's order (requirements §20.5 item 10): the public price per unit for its quantity
   * when it was placed, where the member's price charged differed; absent on every other order.
   */
  public_price: z.number().optional(),
  /** unit_price x quantity, at the moment the order was placed. */
  total: z.number(),
  createdAt: z.string(),
  /** requirements §13: the order number people read ("CC-000042"), its status, and when that last changed. */
  number: z.string(),
  status: orderStatusSchema,
  statusChangedAt: z.string(),
  /** requirements §14.3: the purchase (one checkout) the order belongs to, or null for one-item orders (POST /api/order). */
  purchase: z.string().nullable().optional(),
  /** Its purchase's number ("CP-000042"), where a list shows it (Manage All Orders, requirements §13.6). */
  purchaseNumber: z.string().nullable().optional(),
  /** The district it goes to (districts.ts); null for orders from before districts (requirements §17). */
  district: z.string().nullable(),
  /** A one-item order's own delivery charge in BDT; 0 for an order of a purchase, whose purchase carries it. `total` stays the goods. */
  delivery_charge: z.number(),
  /**
   * Its purchase's payment status (requirements §18); a one-item order (POST /api/order) is cash on
   * delivery: unpaid. On the order reads (GET order, orders, order/{id}).
   */
  payment_status: paymentStatusSchema.optional(),
  /**
   * The company its buyer was a member of when ordering, or null (requirements §20.3): kept when
   * they leave. On the order reads (GET order/{id}, the company's orders).
   */
  company: companyRefSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** A public review: the reviewer's display name, never their email (docs/security.md, Privacy). */
export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  description: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as administrators moderate it: who wrote it, and whether it is hidden. */
export const managedReviewSchema = reviewSchema.extend({ author: z.string(), hidden: z.boolean() });
export type ManagedReview = z.infer<typeof managedReviewSchema>;

export const roleSchema = z.enum(['admin', 'user']);

/** requirements §16: `en` or `bn`, exactly. */
export const languageSchema = z.enum(languages, { error: messages.languageInvalid });

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  education: z.string().optional(),
  location: z.string().optional(),
  phone: z.string().optional(),
  linkedin_url: z.string().optional(),
  /** Present (true) once an administrator disabled the account: it can no longer sign in. */
  disabled: z.literal(true).optional(),
  /** The account's language (requirements §16): its emails are written in it. */
  language: languageSchema,
});
export type User = z.infer<typeof userSchema>;

/** GET user (admin): each user with whether a sign-in proved the address, and how many orders they placed. */
export const userListEntrySchema = userSchema.extend({
  /** A sign-in proved the address verified: only then can the account be made an administrator. */
  verified: z.boolean(),
  /** Every order the user placed, cancelled ones included. */
  orderCount: z.number().int(),
  /** The id of the user's own customer group (requirements §20.5), null when none. */
  customer_group: z.string().nullable(),
});
export type UserListEntry = z.infer<typeof userListEntrySchema>;

// ---- Request bodies (requirements §7) ----

/**
 * An item's name and short description in Bangla (requirements §12.11): optional, by the English
 * fields' rules; empty means none.
 */
const banglaText = {
  name_bn: optionalSingleLine(limits.name).optional(),
  short_description_bn: optionalText(limits.description).optional(),
};

/** The heaviest item one line may weigh, in grams: 100 kg (a rack, a UPS). */
export const ITEM_WEIGHT_MAX_G = 100_000;

/** Grams, a whole number from 1 to 100 kg. */
export const weightGrams = z.preprocess(
  toNumber,
  z
    .number({ error: messages.weightRange })
    .int(messages.weightRange)
    .min(1, messages.weightRange)
    .max(ITEM_WEIGHT_MAX_G, messages.weightRange),
);

/** A VAT rate in percent from 0 to 100, to the hundredth (basis points); null for the store's default. */
export const vatRate = z.preprocess(
  (v) => (v === '' || v === null ? null : toNumber(v)),
  z
    .number({ error: messages.vatRateRange })
    .min(0, messages.vatRateRange)
    .max(100, messages.vatRateRange)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: messages.vatRateRange })
    .nullable(),
);

/**
 * What delivery and the tax invoice need of an item (requirements §17): optional in every body, so
 * the original's (requirements §7) keeps working; an item added without a weight weighs 1 kg, and an
 * edit without one keeps it. A rate of null is the store's default.
 */
const shipping = {
  weight_g: weightGrams.optional(),
  vat_rate: vatRate.optional(),
};

export const itemInputSchema = z
  .object({
    name: singleLineText(messages.itemNameRequired, limits.name),
    image: imageUrl,
    short_description: requiredText(messages.itemDescriptionRequired, limits.description),
    ...banglaText,
    min_order_quantity: quantity(messages.minOrderRequired),
    available_quantity: quantity(messages.availableRequired, { allowZero: true }),
    price_per_unit: price,
    // requirements §12.6: the form always sends both; a caller of the original body (requirements §7) without them gets
    // a generated SKU and no category (D11).
    sku: skuSchema.optional(),
    category: categorySchema.optional(),
    price_tiers: priceTiersSchema.optional(),
    ...shipping,
    specs: specsInputSchema.optional(),
  })
  .refine((v) => v.min_order_quantity <= v.available_quantity || v.available_quantity === 0, {
    path: ['min_order_quantity'],
    message: messages.minBelowAvailable,
  })
  .superRefine((v, ctx) => addSpecIssues(ctx, v.category, v.specs));
export type ItemInput = z.infer<typeof itemInputSchema>;

/**
 * PUT item/{id} (admin, requirements §12.8): every field an administrator edits, and the version
 * read. The stock is not among them: it changes through stock adjustments, so the ledger tells its
 * whole story (§12.9).
 */
export const itemEditSchema = z
  .object({
    name: singleLineText(messages.itemNameRequired, limits.name),
    image: imageUrl,
    short_description: requiredText(messages.itemDescriptionRequired, limits.description),
    // Like every field of the edit, absent means none: the editor always sends both.
    ...banglaText,
    min_order_quantity: quantity(messages.minOrderRequired),
    price_per_unit: price,
    sku: skuSchema,
    category: categorySchema,
    price_tiers: priceTiersSchema.default([]),
    ...shipping,
    // Absent: kept as they are (an editor that predates them); a new category drops the others (§19.1).
    specs: specsInputSchema.optional(),
    version: z
      .number({ error: messages.versionRequired })
      .int(messages.versionRequired)
      .min(1, messages.versionRequired)
      .max(limits.integerColumn, messages.versionRequired),
  })
  .superRefine((v, ctx) => addSpecIssues(ctx, v.category, v.specs));
export type ItemEdit = z.infer<typeof itemEditSchema>;

/** The pictures the upload takes (the server checks the bytes too), and how large. */
export const itemImage = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  maxBytes: 5 * 1024 * 1024,
} as const;

/** What is wrong with a chosen image file, if anything: checked as soon as it is picked. */
export function itemImageProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(itemImage.types as readonly string[]).includes(file.type)) return messages.itemImageUnsupported;
  if (file.size > itemImage.maxBytes) return messages.itemImageTooLarge;
  return undefined;
}

const firstFile = (v: unknown): File | undefined =>
  (typeof FileList !== 'undefined' && v instanceof FileList) || Array.isArray(v)
    ? (v[0] as File | undefined)
    : undefined;

/** The add-item form's fields (itemFormSchema, before the specifications' check against the category). */
const itemFormFields = z.object({
  name: singleLineText(messages.itemNameRequired, limits.name),
  image: z
    .custom<FileList | File[]>((v) => firstFile(v) !== undefined, { message: messages.itemImageRequired })
    .superRefine((v, ctx) => {
      const file = firstFile(v);
      const problem = file && itemImageProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  short_description: requiredText(messages.itemDescriptionRequired, limits.description),
  ...banglaText,
  min_order_quantity: quantity(messages.minOrderRequired),
  available_quantity: quantity(messages.availableRequired, { allowZero: true }),
  price_per_unit: price,
  sku: skuSchema,
  category: categorySchema,
  price_tiers: priceTiersSchema,
  // requirements §17: the form always sends both; an empty weight is refused, an empty rate is the default.
  ...shipping,
  specs: specsInputSchema.optional(),
});

/** The add-item form: the same fields, with the image as a chosen file instead of a URL. */
export const itemFormSchema = itemFormFields.superRefine((v, ctx) => addSpecIssues(ctx, v.category, v.specs));
export type ItemForm = z.infer<typeof itemFormSchema>;

/**
 * The edit-item form: the same fields, the image a newly chosen file or none (keep the current one);
 * the version travels beside the form, from the item it was filled from.
 */
export const itemEditFormSchema = itemFormFields
  .omit({ available_quantity: true })
  .extend({
    image: z
      .custom<FileList | File[] | undefined>(
        (v) => v === undefined || (typeof FileList !== 'undefined' && v instanceof FileList) || Array.isArray(v),
      )
      .superRefine((v, ctx) => {
        const file = firstFile(v);
        const problem = file && itemImageProblem(file);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .superRefine((v, ctx) => addSpecIssues(ctx, v.category, v.specs));
export type ItemEditForm = z.infer<typeof itemEditFormSchema>;

/**
 * Where an order goes (requirements §10 D21): the required address and phone (requirements §5), and beyond
 * them a phone a courier can call (stored as its 11 digits, `01712345678`) and an address of at
 * least a few words. One rule for POST /api/order, POST /api/checkout, the address book and their
 * forms; only what is written is judged, so orders and addresses stored before still read.
 */
export const deliveryAddress = requiredText(messages.addressRequired, limits.address).refine(
  (v) => v === '' || isDeliverableAddress(v),
  messages.addressIncomplete,
);
export const deliveryPhone = requiredText(messages.phoneRequired, limits.phone)
  .refine((v) => v === '' || normalisePhone(v) !== null, messages.phoneInvalid)
  .overwrite((v) => normalisePhone(v) ?? v);
export const deliverySchema = z.object({ address: deliveryAddress, phone: deliveryPhone });
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * POST order. The original client (requirements §7) also sends user, userName and itemName; the server takes the
 * buyer from the token and the name and price from the item, so those are accepted and ignored.
 */
export const orderInputSchema = z.object({
  item: id,
  ...deliverySchema.shape,
  quantity: quantity(messages.quantityRequired),
  /**
   * Beyond the original (requirements §17): where it goes (without one, the charge is outside
   * Dhaka's) and the delivery charge shown (a different one is refused, 409; none shown, none checked).
   */
  district: districtSchema.optional(),
  delivery_charge: deliveryChargeShown.optional(),
  user: z.string().max(limits.email).optional(),
  userName: z.string().max(limits.name).optional(),
  itemName: z.string().max(limits.name).optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** The order form's own fields (email and name are shown disabled, taken from the account). */
export const orderFormSchema = orderInputSchema.pick({ address: true, phone: true, quantity: true });
export type OrderForm = z.infer<typeof orderFormSchema>;

export const reviewInputSchema = z.object({
  rating,
  description: requiredText(messages.reviewDescriptionRequired, limits.description),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const profileInputSchema = z.object({
  education: optionalSingleLine(limits.profileField),
  location: optionalSingleLine(limits.profileField),
  phone: optionalText(limits.phone),
  linkedin_url: optionalUrl,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** PUT user/language: the signed-in user's language (requirements §16); the answer repeats it. */
export const languageInputSchema = z.object({ language: languageSchema });

/** PUT user/{email} with this body and a Firebase ID token is the sign-in token exchange. */
export const tokenExchangeSchema = z.object({ email });

/** PUT user/disabled/{email} (admin): disable an account, or enable it again. */
export const userStatusInputSchema = z.object({ disabled: z.boolean({ error: 'disabled must be true or false' }) });
export type UserStatusInput = z.infer<typeof userStatusInputSchema>;

/** PUT review/{id}/hidden (admin): hide a review from the public list, or show it again. */
export const reviewVisibilityInputSchema = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export type ReviewVisibilityInput = z.infer<typeof reviewVisibilityInputSchema>;

/** GET review: at most this many, the newest; `?before={_id}` answers the ones before it. */
export const REVIEW_PAGE = 100;
export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  before: id.optional(),
});

// ---- Queries ----

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

/** GET user (admin): a page of the users, `q` finding part of a name or an email address. */
export const usersQuerySchema = pageQuerySchema.extend({
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      // PostgreSQL refuses a NUL in text (a 500 the fuzz suite found): no name or address holds one.
      .transform((s) => s.replaceAll('\u0000', '').trim())
      .pipe(z.string().max(200, messages.tooLong(200)))
      .optional(),
  ),
});

// ---- Answers ----

export const insertedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const deletedSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
export const modifiedSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });
export const adminAnswerSchema = z.object({ admin: z.boolean() });
export const tokenAnswerSchema = z.object({
  token: z.string(),
  /** The account's language (requirements §16): the app shows it when a session starts on a device. */
  language: languageSchema,
});
export const uploadAnswerSchema = z.object({ success: z.literal(true), data: z.object({ url: z.string() }) });
export type InsertedAnswer = z.infer<typeof insertedSchema>;
export type DeletedAnswer = z.infer<typeof deletedSchema>;
export type ModifiedAnswer = z.infer<typeof modifiedSchema>;
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** Every error answer: a message, and per-field messages for a 400. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
