// What every CLI command starts with: one-line failures and the DATABASE_URL from the environment.
import { resolve } from 'node:path';
import { ConfigError, parseConfig } from '../config.ts';
import { isPostgresUrl, sqlitePath } from '../db/connection.ts';

/** Prints `message` and exits: 1 for a failure, 2 for a usage error. */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** DATABASE_URL as the server reads it; an invalid setting fails with its reason in one line. */
export function databaseUrlFromEnv(): string {
  try {
    return parseConfig(process.env).databaseUrl;
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
}

/** The absolute path of the SQLite file DATABASE_URL names; a PostgreSQL URL fails with `postgresAdvice`. */
export function sqliteFileFromEnv(postgresAdvice: string): string {
  const databaseUrl = databaseUrlFromEnv();
  if (isPostgresUrl(databaseUrl)) fail(`DATABASE_URL is a PostgreSQL database: ${postgresAdvice}`, 2);
  return resolve(sqlitePath(databaseUrl));
}
