// Review floods held back (docs/security.md, Abuse limits): a per-account daily limit answered
// with 429 and Retry-After; the public list bounded to the newest 100 with a cursor for older
// ones; administrators hide and restore reviews. Before: 40 accounts posted 4,600 reviews in
// 5.7 s, the anonymous list answered them all (10 MB) and the flood owned the home page.
import { describe, expect, it } from 'vitest';
import { apiPaths, messages, REVIEW_PAGE, type ManagedReview, type Review } from '@storefront/shared';
import { useApiSuite } from './support/suite.ts';

const PER_DAY = 3;
const suite = useApiSuite('reviewmod', { env: { REVIEWS_PER_DAY: String(PER_DAY) } });

describe('the daily review limit', () => {
  it(`lets one account post ${PER_DAY} reviews a day, then answers 429 with Retry-After, others unaffected`, async () => {
    const flooder = await suite.login('flooder');
    for (let i = 0; i < PER_DAY; i++)
      expect((await flooder.api.post(apiPaths.reviews, { rating: 5, description: `Review ${i}` })).status).toBe(201);
    const refused = await flooder.api.post<{ message: string }>(apiPaths.reviews, { rating: 5, description: 'Over' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(`You can post at most ${PER_DAY} reviews a day: try again later`);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    const neighbour = await suite.login('neighbour');
    expect((await neighbour.api.post(apiPaths.reviews, { rating: 4, description: 'Mine' })).status).toBe(201);
  });

  it('holds when the posts arrive all at once', async () => {
    const racer = await suite.login('racer');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => racer.api.post(apiPaths.reviews, { rating: 4, description: `Race ${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(PER_DAY);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - PER_DAY);
  });
});

describe('hiding reviews', () => {
  it('takes a hidden review off the public list and the home page, and brings it back', async () => {
    const admin = await suite.login('admin');
    const author = await suite.login('spammer');
    const posted = await author.api.post<{ insertedId: string }>(apiPaths.reviews, {
      rating: 1,
      description: 'Buy cheap watches at spam.example',
    });
    const id = posted.body.insertedId;
    const publicIds = async (path: string) => (await suite.api.get<Review[]>(path)).body.map((r) => r._id);
    expect(await publicIds(`${apiPaths.reviews}?recent=1`)).toContain(id);

    const hidden = await admin.api.put(apiPaths.reviewVisibility(id), { hidden: true });
    expect(hidden.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await publicIds(apiPaths.reviews)).not.toContain(id);
    expect(await publicIds(`${apiPaths.reviews}?recent=1`)).not.toContain(id);

    const managed = await admin.api.get<ManagedReview[]>(apiPaths.manageReviews);
    expect(managed.status).toBe(200);
    expect(managed.body[0]).toMatchObject({ _id: id, author: author.email, hidden: true });
    expect(Number(managed.headers.get('x-total-count'))).toBe(managed.body.length);

    expect((await admin.api.put(apiPaths.reviewVisibility(id), { hidden: false })).body).toMatchObject({
      modifiedCount: 1,
    });
    expect(await publicIds(apiPaths.reviews)).toContain(id);
  });

  it('lets only administrators moderate, and answers 404 for an unknown review', async () => {
    const admin = await suite.login('admin');
    const customer = await suite.login('reader');
    expect((await customer.api.get(apiPaths.manageReviews)).status).toBe(403);
    expect((await suite.api.get(apiPaths.manageReviews)).status).toBe(401);
    expect((await customer.api.put(apiPaths.reviewVisibility('x'), { hidden: true })).status).toBe(403);
    expect((await admin.api.put(apiPaths.reviewVisibility('no-such-review'), { hidden: true })).status).toBe(404);
    expect((await admin.api.put(apiPaths.reviewVisibility('x'), { hidden: 'yes' })).status).toBe(400);
  });

  it('answers 400 for a review id that is not one, a NUL byte included (PostgreSQL text cannot hold it)', async () => {
    const admin = await suite.login('admin');
    for (const bad of ['\u0000', 'a b', 'x'.repeat(65)]) {
      const hide = await admin.api.put(apiPaths.reviewVisibility(bad), { hidden: true });
      expect(hide.status, hide.text).toBe(400);
      expect((hide.body as { errors?: Record<string, string> }).errors?.id).toBe(messages.invalidId);
      const page = await suite.api.get(`${apiPaths.reviews}?before=${encodeURIComponent(bad)}`);
      expect(page.status, page.text).toBe(400);
    }
  });
});

describe('the public list', () => {
  it(`answers the newest ${REVIEW_PAGE}, oldest of them first, and older ones by cursor`, async () => {
    const writers = await Promise.all(Array.from({ length: 40 }, (_, i) => suite.login(`writer${i}`)));
    for (let round = 0; round < PER_DAY; round++)
      await Promise.all(
        writers.map((w, i) => w.api.post(apiPaths.reviews, { rating: 4, description: `Bulk ${round}-${i}` })),
      );
    const first = await suite.api.get<Review[]>(apiPaths.reviews);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(REVIEW_PAGE);
    expect(first.body).toHaveLength(REVIEW_PAGE);
    // The home page reads the last 3 of the list: they are the newest.
    const recent = await suite.api.get<Review[]>(`${apiPaths.reviews}?recent=1`);
    expect(first.body.slice(-3)).toEqual(recent.body);

    const older = await suite.api.get<Review[]>(`${apiPaths.reviews}?before=${first.body[0]!._id}`);
    expect(older.status).toBe(200);
    expect(older.body.length).toBe(Math.min(REVIEW_PAGE, total - REVIEW_PAGE));
    const seen = new Set([...older.body, ...first.body].map((r) => r._id));
    expect(seen.size).toBe(older.body.length + first.body.length);
    expect((await suite.api.get(`${apiPaths.reviews}?before=no-such-review`)).status).toBe(404);
  });
});
