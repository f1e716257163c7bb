import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { cookieValue, signIn } from '../../support/sign-in';
import { throwawayAccount } from '../../support/upstream-admin';

const { upstreamUrl } = stackUrls();
const gb = brandUrl('photobloom-gb', '').replace(/\/$/, '');
const nl = brandUrl('photobloom-nl', '').replace(/\/$/, '');

interface Account {
  userId: string;
  email: string;
  password: string;
  cookie: string;
  idpType: string;
  idpSub: string;
}

async function freshAccount(): Promise<Account> {
  const a = await throwawayAccount('consumer', upstreamUrl);
  const cookie = (await signIn(gb, a.email, a.password)).header();
  const claims = decodeJwt(cookieValue(cookie, '__Secure-myaccount-at')!);
  return { ...a, cookie, idpType: String(claims.idp_type), idpSub: String(claims.idp_sub) };
}

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;
const write = (a: Account, extra: Record<string, string> = {}) => ({
  Cookie: a.cookie,
  'Content-Type': 'application/json',
  'X-Requested-With': 'myaccount',
  Origin: gb,
  ...extra,
});

let alice: Account;
let bob: Account;
let bobAlbumId = '';

beforeAll(async () => {
  alice = await freshAccount();
  bob = await freshAccount();
  const created = await request(`${gb}/api/photo/albums`, {
    method: 'POST',
    headers: write(bob),
    body: JSON.stringify({ albumName: 'Bob private album' }),
  });
  expect(created.status, created.body).toBeLessThan(300);
  bobAlbumId = String(json(created.body).albumId ?? json(created.body).id);
  expect(bobAlbumId).toBeTruthy();
}, 60_000);

describe("a user's token never reads another user's data", () => {
  it("through /api: the customer record is always the caller's own", async () => {
    const me = await request(`${gb}/api/customer/customers/me`, { headers: { Cookie: alice.cookie } });
    expect(me.status).toBe(200);
    expect(me.body).toContain(alice.email);
    expect(me.body).not.toContain(bob.email);
  });

  it("through /api: Bob's album is 404 for Alice and absent from her list, present for Bob", async () => {
    const own = await request(`${gb}/api/photo/albums/${bobAlbumId}`, { headers: { Cookie: bob.cookie } });
    expect(own.status).toBe(200);
    expect(own.body).toContain('Bob private album');
    const foreign = await request(`${gb}/api/photo/albums/${bobAlbumId}`, { headers: { Cookie: alice.cookie } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).not.toContain('Bob private album');
    const photos = await request(`${gb}/api/photo/albums/${bobAlbumId}/photos`, { headers: { Cookie: alice.cookie } });
    expect(photos.status).toBe(404);
    const list = await request(`${gb}/api/photo/albums`, { headers: { Cookie: alice.cookie } });
    expect(list.status).toBe(200);
    expect(list.body).not.toContain(bobAlbumId);
    // Nor can she change it.
    const rename = await request(`${gb}/api/photo/albums/${bobAlbumId}`, {
      method: 'PATCH',
      headers: write(alice),
      body: JSON.stringify({ albumName: 'pwned' }),
    });
    expect(rename.status).toBe(404);
    const after = await request(`${gb}/api/photo/albums/${bobAlbumId}`, { headers: { Cookie: bob.cookie } });
    expect(after.body).toContain('Bob private album');
  });

  it("through /api: Bob's orders are not Alice's", async () => {
    const bobs = await request(`${gb}/api/orders/v2/superorders/me`, { headers: { Cookie: bob.cookie } });
    expect(bobs.status).toBe(200);
    const ids = [...new Set([...bobs.body.matchAll(/"superOrderCode"\s*:\s*"([A-Za-z0-9-]+)"/g)].map((m) => m[1]!))];
    expect(ids.length, 'a consumer account has orders').toBeGreaterThan(0);
    const alices = await request(`${gb}/api/orders/v2/superorders/me`, { headers: { Cookie: alice.cookie } });
    expect(alices.status).toBe(200);
    for (const id of ids) expect(alices.body).not.toContain(`"${id}"`);
    for (const id of ids.slice(0, 3)) {
      const foreign = await request(`${gb}/api/orders/v1/superorders/${encodeURIComponent(id)}`, { headers: { Cookie: alice.cookie } });
      expect([403, 404], `superorder ${id}`).toContain(foreign.status);
      const own = await request(`${gb}/api/orders/v1/superorders/${encodeURIComponent(id)}`, { headers: { Cookie: bob.cookie } });
      expect(own.status, `Bob reads his superorder ${id}`).toBe(200);
    }
  });

  it('the identity API is not reachable through /api, least of all for another identity (refused by the worker before the upstream)', async () => {
    const res = await request(`${gb}/api/identity/v2/identities/${bob.idpType}/${encodeURIComponent(bob.idpSub)}/deleteaccount`, {
      method: 'POST',
      headers: write(alice),
      body: JSON.stringify({ channel: 'PB-GB' }),
    });
    // The requests are the settings forms' worker actions, which name the session's own identity.
    expect([403, 404]).toContain(res.status);
    const mails = await (await fetch(`${upstreamUrl}/mailbox/api/messages?to=${encodeURIComponent(bob.email)}`)).text();
    expect(mails).not.toContain('delete-account-confirmation');
  });

  it("through SSR: Alice's page carries her session, never Bob's", async () => {
    const page = await request(`${gb}/orders`, { headers: { Cookie: alice.cookie } });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(bob.email);
    expect(page.body).not.toContain(bob.userId);
    expect(page.body).not.toContain(bobAlbumId);
  });
});

describe('CSRF on /api writes', () => {
  const body = (name: string) => JSON.stringify({ albumName: name });
  async function albumNames(a: Account): Promise<string> {
    const list = await request(`${gb}/api/photo/albums`, { headers: { Cookie: a.cookie } });
    expect(list.status).toBe(200);
    return list.body;
  }

  it.each([
    [
      'cross-site form post',
      () => ({
        headers: {
          Cookie: alice.cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example.com',
          'Sec-Fetch-Site': 'cross-site',
        },
        body: 'albumName=csrf-form',
      }),
      'csrf-form',
    ],
    [
      'cross-site form post without Sec-Fetch headers',
      () => ({
        headers: { Cookie: alice.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example.com' },
        body: 'albumName=csrf-form2',
      }),
      'csrf-form2',
    ],
    [
      'text/plain JSON (a "simple" cross-site fetch)',
      () => ({
        headers: { Cookie: alice.cookie, 'Content-Type': 'text/plain', Origin: 'https://evil.example.com' },
        body: body('csrf-textplain'),
      }),
      'csrf-textplain',
    ],
    [
      'text/plain JSON even with the custom header and our Origin',
      () => ({
        headers: write(alice, { 'Content-Type': 'text/plain;charset=UTF-8' }),
        body: body('csrf-textplain2'),
      }),
      'csrf-textplain2',
    ],
    [
      'missing X-Requested-With',
      () => {
        const { 'X-Requested-With': _, ...headers } = write(alice);
        return { headers, body: body('csrf-noheader') };
      },
      'csrf-noheader',
    ],
    [
      'wrong X-Requested-With value',
      () => ({ headers: write(alice, { 'X-Requested-With': 'XMLHttpRequest' }), body: body('csrf-wrongheader') }),
      'csrf-wrongheader',
    ],
    ['sibling-subdomain Origin', () => ({ headers: write(alice, { Origin: nl }), body: body('csrf-sibling') }), 'csrf-sibling'],
    [
      'sibling subdomain marked same-site by the browser',
      () => ({ headers: write(alice, { Origin: nl, 'Sec-Fetch-Site': 'same-site' }), body: body('csrf-samesite') }),
      'csrf-samesite',
    ],
    [
      'missing Origin',
      () => {
        const { Origin: _, ...headers } = write(alice);
        return { headers, body: body('csrf-noorigin') };
      },
      'csrf-noorigin',
    ],
    ['Origin null', () => ({ headers: write(alice, { Origin: 'null' }), body: body('csrf-null') }), 'csrf-null'],
    [
      'http Origin of another port',
      () => ({ headers: write(alice, { Origin: gb.replace(/:\d+$/, ':1') }), body: body('csrf-port') }),
      'csrf-port',
    ],
  ])('%s is refused and changes nothing', async (_name, make, marker) => {
    const { headers, body: b } = make();
    const res = await request(`${gb}/api/photo/albums`, { method: 'POST', headers: headers as Record<string, string>, body: b });
    expect([403, 415]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res.body).correlationId).toBeTruthy();
    expect(await albumNames(alice)).not.toContain(marker);
  });

  it('the same call done right succeeds', async () => {
    const res = await request(`${gb}/api/photo/albums`, { method: 'POST', headers: write(alice), body: body('csrf-correct') });
    expect(res.status).toBeLessThan(300);
    expect(await albumNames(alice)).toContain('csrf-correct');
  });

  it('DELETE without the custom header is refused too', async () => {
    const created = await request(`${gb}/api/photo/albums`, { method: 'POST', headers: write(alice), body: body('csrf-delete-me') });
    const id = String(json(created.body).albumId ?? json(created.body).id);
    const { 'X-Requested-With': _, ...headers } = write(alice);
    const res = await request(`${gb}/api/photo/albums/${id}`, { method: 'DELETE', headers });
    expect(res.status).toBe(403);
    expect(await albumNames(alice)).toContain('csrf-delete-me');
  });

  it('a cross-site GET (navigation or embedded fetch) gets no data', async () => {
    const res = await request(`${gb}/api/customer/customers/me`, { headers: { Cookie: alice.cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain(alice.email);
  });
});

describe('the proxy only reaches allow-listed upstream paths', () => {
  it.each([
    '/api/evil/anything',
    '/api/photo/%2e%2e/customer-api/customers/me',
    '/api/photo/..%2fcustomer-api/customers/me',
    '/api/photo//evil.example.com/x',
    '/api/photo/http:%2F%2Fevil.example.com',
    '/api/customer/customers/me/../../../oidc/main/jwks',
    '/api/photo/__admin/accounts',
    '/api/customer/customers/someone-else',
  ])('%s → refused', async (path) => {
    const res = await request(`${gb}${path}`, { headers: { Cookie: alice.cookie } });
    expect([400, 403, 404, 405]).toContain(res.status);
    expect(res.body).not.toContain(alice.email);
    expect(res.body).not.toContain('"keys"');
  });
});

describe('identity requests through the settings form action', () => {
  it('mail their link to the brand origin the user is on (the worker sets X-App-Origin, not the browser)', async () => {
    const carol = await freshAccount();
    const jar = await signIn(nl, carol.email, carol.password);
    const page = await request(`${nl}/settings`, { headers: { Cookie: jar.header() } });
    jar.store(page.headers['set-cookie']);
    const token = /name="_csrf" value="([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1];
    expect(token).toBeDefined();
    // As the hydrated form sends it: fetch, JSON asked for, the custom header.
    const res = await request(`${nl}/settings`, {
      method: 'POST',
      headers: {
        Cookie: jar.header(),
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'X-Requested-With': 'myaccount',
        Origin: nl,
        'X-App-Origin': 'https://evil.example.com',
      },
      body: new URLSearchParams({ _action: 'delete-account', _csrf: token! }).toString(),
    });
    expect(res.status, res.body).toBe(200);
    expect(json(res.body)).toEqual({ ok: true, status: 'sent', id: 'delete' });
    const box = (await (await fetch(`${upstreamUrl}/mailbox/api/messages?to=${encodeURIComponent(carol.email)}`)).json()) as {
      messages: unknown[];
    };
    const text = JSON.stringify(box.messages);
    const links = [...text.matchAll(/https?:\/\/[^"\s<>\\]+delete-account-confirmation\?confirmation-token=[A-Za-z0-9_-]+/g)].map(
      (m) => m[0],
    );
    expect(links.length, text.slice(0, 500)).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(nl);
  });
});
