// The store's database for tools outside the server (the benchmarks write 100,000 items straight
// through it): the connection and migrations, the tables' types, the server's ids, and the columns
// the server's own writes fill (the catalog's search text, the stock ledger's opening row, the
// reports' roll-ups), so such data reads as the server's. The package's `./database` export.
export { isPostgresUrl, openDatabase, type Db } from './db/connection.ts';
export { migrateToLatest } from './db/migrate.ts';
export type { Database, OrdersTable } from './db/schema.ts';
export { newId } from './db/util.ts';
export { searchNameOf, searchTextOf } from './catalog/service.ts';
export { unitMinorOf } from './catalog/price-tiers.ts';
export { specsToColumn, specValueRows } from './catalog/spec-values.ts';
export { stockQueries } from './stock/repository.ts';
export { prepareReports } from './reports/prepare.ts';
