import { RECENT_REVIEWS, REVIEW_PAGE, type ManagedReview, type Review, type ReviewInput } from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { ReviewRow } from '../db/schema.ts';
import { isWholeList, newId, nowIso, type Page } from '../db/util.ts';
import { notFound, tooMany } from '../http/errors.ts';
import type { ReviewsRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The public shape: the reviewer's display name only (docs/security.md, Privacy). */
export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    rating: Number(row.rating),
    description: row.description,
    authorName: row.author_name,
    createdAt: row.created_at,
  };
}

export function toManagedReview(row: ReviewRow): ManagedReview {
  return { ...toReview(row), author: row.author_email, hidden: row.hidden_at !== null };
}

export const reviewMessages = {
  notFound: 'Review not found',
  unknownCursor: 'Unknown review: list again from the newest',
  perDay: (n: number) => `You can post at most ${n} reviews a day: try again later`,
} as const;

export function reviewsService(
  reviews: ReviewsRepository,
  changes: Pick<ChangeFeed, 'publish'>,
  { perDay, now = Date.now }: { perDay: number; now?: () => number },
) {
  return {
    async addReview(author: CurrentUser, input: ReviewInput): Promise<string> {
      const id = newId();
      const result = await reviews.insertWithinLimit(
        {
          id,
          // One decimal, as the form's step: 4.3 stays 4.3 whatever the float arithmetic did.
          rating: Math.round(input.rating * 10) / 10,
          description: input.description,
          author_email: author.email,
          author_name: author.name,
          created_at: nowIso(),
        },
        perDay,
        new Date(now() - DAY_MS).toISOString(),
      );
      if (!result.inserted) {
        const retryAfterMs = Date.parse(result.oldest) + DAY_MS - now();
        throw tooMany(reviewMessages.perDay(perDay), retryAfterMs / 1000);
      }
      await changes.publish('reviews');
      return id;
    },

    /**
     * GET review. Without paging: the newest REVIEW_PAGE shown reviews, oldest of them first (the
     * home page's "last 3" are the newest); `before` (a review's _id): the page before it. With
     * limit/offset: that page from the oldest. `total` counts every shown review.
     */
    async listReviews(page: Page & { before?: string }): Promise<{ reviews: Review[]; total: number }> {
      let rows: ReviewRow[];
      if (page.before !== undefined) {
        const seq = await reviews.seqOf(page.before);
        if (seq === undefined) throw notFound(reviewMessages.unknownCursor);
        rows = await reviews.newest(page.limit ?? REVIEW_PAGE, seq);
      } else if (isWholeList(page)) rows = await reviews.newest(REVIEW_PAGE);
      else rows = await reviews.list(page);
      return { reviews: rows.map(toReview), total: await reviews.count() };
    },

    /** The last 3 shown reviews (one bounded query, no count(*); `total` is the length answered). */
    async recentReviews(): Promise<{ reviews: Review[]; total: number }> {
      const rows = await reviews.newest(RECENT_REVIEWS);
      return { reviews: rows.map(toReview), total: rows.length };
    },

    async manageReviews(page: Page): Promise<{ reviews: ManagedReview[]; total: number }> {
      const [rows, total] = await Promise.all([reviews.listAll(page), reviews.countAll()]);
      return { reviews: rows.map(toManagedReview), total };
    },

    async setHidden(id: string, hidden: boolean): Promise<number> {
      const changed = await reviews.setHidden(id, hidden);
      if (changed === undefined) throw notFound(reviewMessages.notFound);
      if (changed > 0) await changes.publish('reviews');
      return changed;
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
