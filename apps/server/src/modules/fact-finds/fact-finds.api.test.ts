import { describe, expect, it } from 'vitest';
import { factFinds } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

async function signedIn(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

type Stage = 'InProgress' | 'Submitted' | 'InReview' | 'AwaitingPlan' | 'Completed' | 'NotProceeding' | 'Expired';
async function factFind(clientId: string, productType: 'KS' | 'UT' | 'PW', stageCode: Stage, updatedAt = '2026-10-01T00:00:00Z') {
  const [row] = await db()
    .insert(factFinds)
    .values({ clientId, productType, stageCode, updatedAt: new Date(updatedAt) })
    .returning();
  return row!;
}

// spec 000 §7 'Fact-find list': clientId, product type, optional type filter.
describe('GET /api/v1/fact-finds', () => {
  it("lists the signed-in client's fact-finds of one product type, in stage order", async () => {
    const { browser, client } = await signedIn();
    const expired = await factFind(client!.id, 'KS', 'Expired');
    const review = await factFind(client!.id, 'KS', 'InReview');
    await factFind(client!.id, 'PW', 'InProgress');
    const response = await browser.get('/api/v1/fact-finds?productType=KS');
    expect(response.statusCode).toBe(200);
    expect(response.json().list.map((f: { factFindId: string; factFindStageCode: string }) => [f.factFindId, f.factFindStageCode])).toEqual([
      [review.id, 'InReview'],
      [expired.id, 'Expired'],
    ]);
    expect(response.json().list[0]).toMatchObject({ clientId: client!.id, productType: 'KS' });
  });

  it('filters by stage codes and accepts the client’s own id', async () => {
    const { browser, client } = await signedIn();
    await factFind(client!.id, 'PW', 'Completed');
    const progress = await factFind(client!.id, 'PW', 'InProgress');
    const response = await browser.get(`/api/v1/fact-finds?productType=PW&stage=InProgress,Submitted&clientId=${client!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().list.map((f: { factFindId: string }) => f.factFindId)).toEqual([progress.id]);
  });

  it("answers another client's id exactly as an unknown one (404), and never lists their fact-finds", async () => {
    const other = await createUser(db());
    await factFind(other.client!.id, 'KS', 'InProgress');
    const { browser } = await signedIn();
    const theirs = await browser.get(`/api/v1/fact-finds?productType=KS&clientId=${other.client!.id}`);
    const unknown = await browser.get('/api/v1/fact-finds?productType=KS&clientId=3f0c2c7e-5a41-4d8e-9d7b-2a7f6f0b9c11');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect((await browser.get('/api/v1/fact-finds?productType=KS')).json().list).toEqual([]);
  });

  it('refuses impossible values with 400 and a message', async () => {
    const { browser } = await signedIn();
    for (const query of [
      'productType=KS&clientId=not-a-uuid',
      'productType=KS&clientId=%E2%9C%93',
      'productType=PE',
      'productType=UT-AUS',
      '',
      'productType=KS&stage=Finished',
      'productType=KS&stage=InProgress,,Submitted',
      `productType=KS&stage=${'InProgress,'.repeat(30)}InProgress`,
    ]) {
      const response = await browser.get(`/api/v1/fact-finds?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Message, query).toEqual(expect.any(String));
    }
  });

  it('is for clients: staff get 403, and nobody signed out gets anything (401)', async () => {
    const { browser } = await signedIn({ userType: 'Staff' });
    expect((await browser.get('/api/v1/fact-finds?productType=KS')).statusCode).toBe(403);
    expect((await new TestBrowser(ctx.app).get('/api/v1/fact-finds?productType=KS')).statusCode).toBe(401);
  });
});
