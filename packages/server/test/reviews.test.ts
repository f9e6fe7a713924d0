import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, insertedSchema, RECENT_REVIEWS, reviewSchema, type Review } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectOk } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('reviews');
let carol: SignedIn;

beforeAll(async () => {
  carol = await suite.login('carol', { displayName: 'Carol Reviewer' });
});

async function allReviews(): Promise<Review[]> {
  const response = await suite.api.get<Review[]>(apiPaths.reviews);
  expect(response.status).toBe(200);
  return response.body;
}

describe('reviews', () => {
  it('starts with no reviews when demo seeding is off', async () => {
    expect(await allReviews()).toEqual([]);
    const recent = await suite.api.get(`${apiPaths.reviews}?recent=1`);
    expect(recent.status).toBe(200);
    expect(recent.body).toEqual([]);
  });

  it('lets a signed-in customer post a review, signed with their name', async () => {
    const response = await carol.api.post(apiPaths.reviews, {
      rating: 4.3,
      description: 'Solid motherboard, fast delivery.',
    });
    expect(response.status, response.text).toBe(201);
    const { insertedId } = insertedSchema.parse(response.body);

    const review = (await allReviews()).find((r) => r._id === insertedId);
    expect(reviewSchema.strict().parse(review)).toMatchObject({
      _id: insertedId,
      rating: 4.3,
      description: 'Solid motherboard, fast delivery.',
      authorName: 'Carol Reviewer',
    });
    expect(Number.isNaN(Date.parse((review as Review).createdAt))).toBe(false);
  });

  it('accepts the rating bounds 1 and 5 and a rating typed as a string', async () => {
    for (const rating of [1, 5, '3.7']) {
      expectOk(await carol.api.post(apiPaths.reviews, { rating, description: `Rated ${rating}` }));
    }
    const ratings = (await allReviews()).map((r) => r.rating);
    expect(ratings).toEqual(expect.arrayContaining([1, 5, 3.7]));
  });

  it('lists reviews in the order they were posted', async () => {
    const before = await allReviews();
    for (const n of [1, 2, 3])
      expectOk(await carol.api.post(apiPaths.reviews, { rating: 4, description: `Ordered ${n}` }));
    const after = await allReviews();
    expect(after.map((r) => r.description)).toEqual([
      ...before.map((r) => r.description),
      'Ordered 1',
      'Ordered 2',
      'Ordered 3',
    ]);
  });

  it('answers the last 3 reviews for the home page', async () => {
    const all = await allReviews();
    expect(all.length).toBeGreaterThan(3);
    const recent = await suite.api.get<Review[]>(`${apiPaths.reviews}?recent=1`);
    expect(recent.status).toBe(200);
    expect(recent.body.map((r) => r._id)).toEqual(all.slice(-RECENT_REVIEWS).map((r) => r._id));
  });
});
