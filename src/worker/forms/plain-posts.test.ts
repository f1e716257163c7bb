import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_VALUE, CSRF_TOKEN, formsApp, formsEnv, ORIGIN } from '../../../tests/worker/forms';
import { CSRF_COOKIE as FORM_CSRF_COOKIE } from '../middleware/csrf';

// Issue 17 §1 and 'Bad input and faults': plain (JavaScript-less) posts. A refusal is the form's
// page again with what was typed (the stand-in renderer of test-helpers says which page and which
// values); the order's delivery address is a form too; stripped mode survives the answer.

const UPSTREAM = {
  customer: 'http://up.test/customer-api',
  identity: 'http://up.test/identity-api',
  orders: 'http://up.test/orders-api',
  voucher: 'http://up.test/voucher-api',
  delivery: 'http://up.test/delivery-api',
  reorder: 'http://up.test/reorder-api',
  reorderDirect: 'http://up.test/reorder-direct-api',
};
const env = formsEnv(UPSTREAM);
let seen: { url: string; method: string; body: string }[] = [];
let answer: () => Response = () => Response.json({});
beforeEach(() => {
  seen = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: String(input), method: init.method ?? 'GET', body: typeof init.body === 'string' ? init.body : '' });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const post = (path: string, form: Record<string, string>, token = CSRF_TOKEN, extraHeaders: Record<string, string> = {}) =>
  formsApp().request(
    `${ORIGIN}${path}`,
    {
      method: 'POST',
      body: new URLSearchParams({ _csrf: token, ...form }),
      headers: { Origin: ORIGIN, Cookie: `${FORM_CSRF_COOKIE}=${CSRF_COOKIE_VALUE}`, ...extraHeaders },
    },
    env,
  );
/** The same post as the hydrated page sends it (src/shared/forms/answer.ts postForm): the outcome as JSON. */
const hydratedPost = (path: string, form: Record<string, string>) =>
  post(path, form, CSRF_TOKEN, { Accept: 'application/json', 'X-Requested-With': 'myaccount' });

const address = {
  orderCode: '1001002-1',
  firstName: 'Sanne',
  lastName: 'de Vries',
  street: 'Keizersgracht',
  houseNumber: '123',
  postalCode: '1015cj',
  city: 'Amsterdam',
  countryCode: 'NL',
  phone: '+31201234567',
};
const superOrder = {
  superOrderCode: '1001002',
  channel: 'x',
  createdAt: '2026-11-20T10:00:00Z',
  total: 1,
  currency: 'EUR',
  orderCount: 0,
  orders: [],
  deliveryAddress: { type: 'Home', changeInProgress: false, address: {} },
};

describe("an order's delivery address as a plain form", () => {
  it('sends the change with the first product code and goes back to the order with the confirmation', async () => {
    answer = () => Response.json(superOrder);
    const res = await post('/orders/1001002', address);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/orders/1001002?s=saved');
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.url).toContain('/v1/superorders/1001002/deliveryAddress');
    expect(JSON.parse(seen[0]!.body)).toMatchObject({
      orderCode: '1001002-1',
      deliveryAddress: { postalCode: '1015 CJ', city: 'Amsterdam' },
    });
  });

  it('a refused address: the order again with the form open, the typed values and the field errors', async () => {
    const res = await post('/orders/1001002', { ...address, postalCode: '12', houseNumber: 'x' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Location')).toBe('/orders/1001002?s=invalid&e=houseNumber.postalCode');
    expect(await res.json()).toMatchObject({ values: { postalCode: '12', houseNumber: 'x', city: 'Amsterdam' } });
    expect(seen).toHaveLength(0);
  });

  it("maps the upstream's field rejections and its 409 (production started)", async () => {
    answer = () =>
      Response.json(
        {
          error: 'validation',
          field: 'deliveryAddress.phone',
          issues: [{ field: 'deliveryAddress.phone' }, { field: 'deliveryAddress.city' }],
        },
        { status: 400 },
      );
    expect((await post('/orders/1001002', address)).headers.get('Content-Location')).toBe('/orders/1001002?s=invalid&e=phone.city');
    answer = () => Response.json({ error: 'conflict' }, { status: 409 });
    const locked = await post('/orders/1001002', address);
    expect(locked.status).toBe(409);
    expect(locked.headers.get('Content-Location')).toBe('/orders/1001002?s=inUse');
  });

  it('a malformed order code is not found', async () => {
    expect((await post('/orders/a%20b', address)).status).toBe(404);
  });
});

describe('a refused form token', () => {
  it('renders the page again with the localised outcome and the typed values, never a bare 403', async () => {
    const res = await post('/settings/personal-details', { firstName: 'Anna', lastName: 'Jansen' }, `${CSRF_TOKEN.slice(0, -2)}AA`);
    expect(res.status).toBe(403);
    expect(res.headers.get('Content-Location')).toBe('/settings/personal-details?s=expired');
    expect(await res.json()).toMatchObject({ values: { firstName: 'Anna', lastName: 'Jansen' } });
    expect(seen).toHaveLength(0);
  });
});

describe('stripped mode through plain posts', () => {
  it('keeps stripped=true on the redirect after a save and on the page of a refusal', async () => {
    answer = () => Response.json({ status: 'Requested' }, { status: 202 });
    const sent = await post('/settings/email', { email: 'new@example.com', _stripped: 'true' });
    expect(sent.headers.get('Location')).toBe('/settings/email?s=sent&stripped=true');
    const refused = await post('/settings/personal-details', { firstName: '', lastName: 'Jansen', dateOfBirth: '', _stripped: 'true' });
    expect(refused.headers.get('Content-Location')).toBe('/settings/personal-details?s=invalid&e=firstName-required&stripped=true');
    // The hidden field is not a value of the form.
    expect(((await refused.json()) as { values: unknown }).values).toEqual({ firstName: '', lastName: 'Jansen', dateOfBirth: '' });
  });
});

describe("a product's 'Reorder' and 'Request online version' as plain forms (issue 35 §2)", () => {
  it('reorder: straight on to the shop’s reorder link', async () => {
    answer = () => Response.json({ ShopUrl: 'https://www.photobloom.nl/shop/cart?reorder=1001002-1' });
    const res = await post('/orders/1001002/products/1001002-1', { _action: 'reorder' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('https://www.photobloom.nl/shop/cart?reorder=1001002-1');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST http://up.test/reorder-direct-api?OrderCode=1001002-1']);
  });

  it.each<[string, () => Response, string]>([
    ['a 409 (no longer reorderable)', () => new Response('{}', { status: 409 }), 'inUse'],
    ['a failure', () => new Response('boom', { status: 500 }), 'failed'],
    ['a shop link that is not http(s)', () => Response.json({ ShopUrl: 'javascript:alert(1)' }), 'failed'],
  ])('reorder refused by %s: the order again, the message beside that product', async (_, upstream, status) => {
    answer = upstream;
    const res = await post('/orders/1001002/products/1001002-1', { _action: 'reorder' });
    expect(res.headers.get('Content-Location')).toBe(`/orders/1001002?s=${status}&id=reorder-1001002-1`);
  });

  it('the hydrated page posts the same form (one write path): the reorder answers its shop link as JSON, a refusal its status', async () => {
    answer = () => Response.json({ ShopUrl: 'https://www.photobloom.nl/shop/cart?reorder=1001002-1' });
    const res = await hydratedPost('/orders/1001002/products/1001002-1', { _action: 'reorder' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      status: 'sent',
      id: 'reorder-1001002-1',
      location: 'https://www.photobloom.nl/shop/cart?reorder=1001002-1',
    });
    answer = () => new Response('{}', { status: 409 });
    const refused = await hydratedPost('/orders/1001002/products/1001002-1', { _action: 'reorder' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ ok: false, status: 'inUse', id: 'reorder-1001002-1' });
    answer = () => Response.json({ state: 'Requested', url: null });
    const online = await hydratedPost('/orders/1001002/products/1001002-1', { _action: 'online-version' });
    expect(await online.json()).toEqual({ ok: true, status: 'sent', id: 'online-1001002-1' });
  });

  it('online version: requested, back to the order', async () => {
    answer = () => Response.json({ state: 'Requested', url: null });
    const res = await post('/orders/1001002/products/1001002-1', { _action: 'online-version' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/orders/1001002?s=sent&id=online-1001002-1');
    expect(seen[0]!.url).toBe('http://up.test/orders-api/v1/Orders/1001002-1/onlineVersion');
  });

  it('an unknown action or a malformed code asks nothing upstream', async () => {
    expect((await post('/orders/1001002/products/1001002-1', { _action: 'delete' })).headers.get('Content-Location')).toBe(
      '/orders/1001002?s=invalid',
    );
    expect((await post('/orders/1001002/products/..%2Fx', { _action: 'reorder' })).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('a forged form token is refused before anything is sent', async () => {
    const res = await post('/orders/1001002/products/1001002-1', { _action: 'reorder' }, 'forged');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(seen).toEqual([]);
  });
});
