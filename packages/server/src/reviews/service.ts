import { RECENT_REVIEWS, type Review, type ReviewInput } from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { ReviewRow } from '../db/schema.ts';
import { listWithTotal, newId, nowIso, type Page } from '../db/util.ts';
import type { ReviewsRepository } from './repository.ts';

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    rating: Number(row.rating),
    description: row.description,
    author: row.author_email,
    authorName: row.author_name,
    createdAt: row.created_at,
  };
}

export function reviewsService(reviews: ReviewsRepository, changes: Pick<ChangeFeed, 'publish'>) {
  return {
    async addReview(author: CurrentUser, input: ReviewInput): Promise<string> {
      const id = newId();
      await reviews.insert({
        id,
        // One decimal, as the form's step: 4.3 stays 4.3 whatever the float arithmetic did.
        rating: Math.round(input.rating * 10) / 10,
        description: input.description,
        author_email: author.email,
        author_name: author.name,
        created_at: nowIso(),
      });
      await changes.publish('reviews');
      return id;
    },

    async listReviews(page: Page): Promise<{ reviews: Review[]; total: number }> {
      const { rows, total } = await listWithTotal(page, reviews.list, reviews.count);
      return { reviews: rows.map(toReview), total };
    },

    /** Spec 9: the last 3 reviews (one bounded query, no count(*); `total` is the length answered). */
    async recentReviews(): Promise<{ reviews: Review[]; total: number }> {
      const rows = await reviews.last(RECENT_REVIEWS);
      return { reviews: rows.map(toReview), total: rows.length };
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
