import { errorMessage } from '@storefront/shared';
import { Migrator, type Migration } from 'kysely/migration';
import type { Db } from './connection.ts';
import * as init from './migrations/0001_init.ts';
import * as identity from './migrations/0002_identity.ts';
import * as reviewModeration from './migrations/0003_review_moderation.ts';
import * as stockShare from './migrations/0004_stock_share.ts';
import * as catalog from './migrations/0005_catalog.ts';
import * as stockLedger from './migrations/0006_stock_ledger.ts';
import * as orderStatus from './migrations/0007_order_status.ts';
import * as priceTiers from './migrations/0008_price_tiers.ts';
import * as addressBook from './migrations/0009_address_book.ts';
import * as purchasing from './migrations/0010_purchasing.ts';
import * as reports from './migrations/0011_reports.ts';
import * as leanOrderIndexes from './migrations/0012_lean_order_indexes.ts';
import * as searchFacets from './migrations/0013_search_facets.ts';
import * as searchWordCounts from './migrations/0014_search_word_counts.ts';
import * as checkoutBodyHash from './migrations/0015_checkout_body_hash.ts';
import * as purchaseNotices from './migrations/0016_purchase_notices.ts';
import * as tokenGeneration from './migrations/0017_token_generation.ts';
import * as searchName from './migrations/0018_search_name.ts';
import * as languages from './migrations/0019_languages.ts';
import * as banglaContent from './migrations/0020_bangla_content.ts';
import * as itemWeightVat from './migrations/0021_item_weight_vat.ts';
import * as deliveryColumns from './migrations/0022_delivery_columns.ts';
import * as deliveryRates from './migrations/0023_delivery_rates.ts';
import * as taxInvoices from './migrations/0024_tax_invoices.ts';
import * as orderTaxInvoices from './migrations/0025_order_tax_invoices.ts';
import * as payments from './migrations/0026_payments.ts';
import * as paymentRefunds from './migrations/0027_payment_refunds.ts';
import * as itemSpecs from './migrations/0028_item_specs.ts';
import * as builds from './migrations/0029_builds.ts';
import * as catalogVersion from './migrations/0030_catalog_version.ts';
import * as companies from './migrations/0031_companies.ts';
import * as purchasePo from './migrations/0032_purchase_po.ts';
import * as purchaseApproval from './migrations/0033_purchase_approval.ts';
import * as customerGroups from './migrations/0034_customer_groups.ts';
import * as quotes from './migrations/0035_quotes.ts';
import * as companyTerms from './migrations/0036_company_terms.ts';
import * as readerNotify from './migrations/0037_reader_notify.ts';
import * as orderPublicPrice from './migrations/0038_order_public_price.ts';

// One migration history for both databases, in code (no directory scan at start).
export const migrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_identity': identity,
  '0003_review_moderation': reviewModeration,
  '0004_stock_share': stockShare,
  '0005_catalog': catalog,
  '0006_stock_ledger': stockLedger,
  '0007_order_status': orderStatus,
  '0008_price_tiers': priceTiers,
  '0009_address_book': addressBook,
  '0010_purchasing': purchasing,
  '0011_reports': reports,
  '0012_lean_order_indexes': leanOrderIndexes,
  '0013_search_facets': searchFacets,
  '0014_search_word_counts': searchWordCounts,
  '0015_checkout_body_hash': checkoutBodyHash,
  '0016_purchase_notices': purchaseNotices,
  '0017_token_generation': tokenGeneration,
  '0018_search_name': searchName,
  '0019_languages': languages,
  '0020_bangla_content': banglaContent,
  '0021_item_weight_vat': itemWeightVat,
  '0022_delivery_columns': deliveryColumns,
  '0023_delivery_rates': deliveryRates,
  '0024_tax_invoices': taxInvoices,
  '0025_order_tax_invoices': orderTaxInvoices,
  '0026_payments': payments,
  '0027_payment_refunds': paymentRefunds,
  '0028_item_specs': itemSpecs,
  '0029_builds': builds,
  '0030_catalog_version': catalogVersion,
  '0031_companies': companies,
  '0032_purchase_po': purchasePo,
  '0033_purchase_approval': purchaseApproval,
  '0034_customer_groups': customerGroups,
  '0035_quotes': quotes,
  '0036_company_terms': companyTerms,
  '0037_reader_notify': readerNotify,
  '0038_order_public_price': orderPublicPrice,
};

/** The migrator over this history: `migrateTo` a name replays only part of it (the migration tests). */
export function migratorFor(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = errorMessage(error ?? 'unknown error');
    throw new Error(`${failed ? `Migration ${failed.migrationName}` : 'Migrating'} failed: ${reason}`, {
      cause: error,
    });
  }
}
