// Assertions on the API's answers (contract: docs/architecture.md). Vitest only.
import { expect } from 'vitest';
import { errorAnswerSchema } from '@storefront/shared';
import type { ApiResponse } from '@storefront/devstack/api';

/** A 2xx answer; the message shows the body when it is not. */
export function expectOk(response: ApiResponse, what = 'the call'): void {
  expect(response.status, `${what} answered ${response.status}: ${response.text}`).toBeGreaterThanOrEqual(200);
  expect(response.status, `${what} answered ${response.status}: ${response.text}`).toBeLessThan(300);
}

/** An error answer `{ message, errors? }` with this status (and message, when given). */
export function expectError(response: ApiResponse, status: number, message?: string): void {
  expect(response.status, `answered ${response.status}: ${response.text}`).toBe(status);
  const parsed = errorAnswerSchema.safeParse(response.body);
  expect(parsed.success, `error body is not { message, errors? }: ${response.text}`).toBe(true);
  if (message !== undefined) expect((response.body as { message: string }).message).toBe(message);
}

/** A 400 naming `field` with exactly `message`. */
export function expectFieldError(response: ApiResponse, field: string, message: string): void {
  expectError(response, 400);
  const errors = (response.body as { errors?: Record<string, string> }).errors;
  expect(errors, `400 without errors: ${response.text}`).toBeDefined();
  expect(errors?.[field], `errors: ${JSON.stringify(errors)}`).toBe(message);
}

/** The error answer's message or, for a 400, the field's message. */
export function refusalText(response: ApiResponse, field?: string): string | undefined {
  const body = response.body as { message?: string; errors?: Record<string, string> };
  return (field ? body?.errors?.[field] : undefined) ?? body?.message;
}
