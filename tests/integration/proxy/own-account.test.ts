// Calls by account id through /api (issue 32 §5): the browser names the owner `me` and never holds
// the id; the proxy puts the signed-in user's own id in (src/worker/api-proxy/own-account.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_160x120 } from '../../../upstream/test/fixtures/photo-fixtures';
import { stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { signIn } from '../../support/sign-in';
import { throwawayAccount } from '../../support/upstream-admin';

const { appUrl, upstreamUrl } = stackUrls();
let cookie = '';
let accountId = 0;
const fromBrowser = (c = cookie) => ({ Cookie: c, 'X-Requested-With': 'myaccount' });

// A throwaway account of the demo profile (projects, a library): the upload below must not change
// the shared demo account other layers read.
beforeAll(async () => {
  const account = await throwawayAccount('demo', upstreamUrl);
  cookie = (await signIn(appUrl, account.email, account.password)).header();
  accountId = account.accountId;
  expect(accountId).toBeGreaterThan(0);
}, 60_000);

describe('the saved projects through /api', () => {
  it("`me` answers the signed-in user's own projects", async () => {
    const res = await request(`${appUrl}/api/projects/api/v2/projects/me?skip=0&limit=10`, { headers: fromBrowser() });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body) as { projects: unknown[]; totalProjectCount: number };
    expect(body.totalProjectCount).toBeGreaterThan(0);
    expect(body.projects.length).toBeGreaterThan(0);
  });

  it('a numeric account id is not on the allow-list, the own one included: refused before the upstream', async () => {
    for (const id of [accountId, accountId + 1]) {
      const res = await request(`${appUrl}/api/projects/api/v2/projects/${id}?skip=0&limit=10`, { headers: fromBrowser() });
      expect(res.status, String(id)).toBe(404);
    }
  });

  it('without the customer gate cookie (the page never ran the gate) the proxy asks the customer service once', async () => {
    const withoutGate = cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('__Secure-myaccount-cust='))
      .join('; ');
    expect(withoutGate).not.toBe(cookie);
    const res = await request(`${appUrl}/api/projects/api/v2/projects/me?skip=0&limit=10`, { headers: fromBrowser(withoutGate) });
    expect(res.status).toBe(200);
  });
});

describe("the customer's own products through /api", () => {
  it("`me` answers the signed-in user's own products; a numeric account id is refused before the upstream", async () => {
    const own = await request(`${appUrl}/api/orders/orders/byAccount/me?offset=0&limit=5`, { headers: fromBrowser() });
    expect(own.status).toBe(200);
    expect((JSON.parse(own.body) as { total: number }).total).toBeGreaterThan(0);
    for (const id of [accountId, accountId + 1]) {
      const res = await request(`${appUrl}/api/orders/orders/byAccount/${id}`, { headers: fromBrowser() });
      expect(res.status, String(id)).toBe(404);
    }
  });
});

describe('no answer through /api names the account', () => {
  it('the customer record, the super orders and an order lose their account id; the rest of the answer is kept', async () => {
    const me = await request(`${appUrl}/api/customer/customers/me`, { headers: fromBrowser() });
    expect(me.status).toBe(200);
    expect(me.body).not.toContain('accountId');
    expect(JSON.parse(me.body)).toMatchObject({ email: expect.stringContaining('@example.com'), addresses: expect.any(Array) });
    const list = await request(`${appUrl}/api/orders/v2/superorders/me`, { headers: fromBrowser() });
    expect(list.status).toBe(200);
    const { items } = JSON.parse(list.body) as { items: { superOrderCode: string }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(list.body).not.toContain('accountId');
    const one = await request(`${appUrl}/api/orders/v1/superorders/${items[0]!.superOrderCode}`, { headers: fromBrowser() });
    expect(one.status).toBe(200);
    expect(one.body).not.toContain('accountId');
  });
});

describe('an own upload through /api', () => {
  it("whatever account the browser names, the look-up is the signed-in user's own", async () => {
    const png = Buffer.from(PNG_160x120, 'base64');
    const made = await fetch(`${appUrl}/api/storage/uploads?filename=own.png`, {
      method: 'POST',
      headers: { ...fromBrowser(), 'Content-Type': 'image/png', Origin: appUrl },
      body: png,
    });
    // 201 for a new upload, 200 when this account already holds the same file.
    expect([200, 201]).toContain(made.status);
    const { uploadId: id } = (await made.json()) as { uploadId: string };
    for (const q of ['accountId=me', `accountId=${accountId + 1}`, '']) {
      const res = await request(`${appUrl}/api/storage/uploads/${id}${q ? `?${q}` : ''}`, { headers: fromBrowser() });
      expect(res.status, q).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ fileName: 'own.png' });
    }
    // An id nobody uploaded: the storage service's 404, in the app's shape.
    const unknown = await request(`${appUrl}/api/storage/uploads/00000000-0000-4000-a000-000000000000?accountId=me`, {
      headers: fromBrowser(),
    });
    expect(unknown.status).toBe(404);
  });
});
