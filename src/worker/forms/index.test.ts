import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleAddress, sampleCustomer } from '../../../tests/fixtures/customer';
import { CSRF_COOKIE_VALUE, CSRF_TOKEN, FORMS_TEST_SECRET, formsApp, formsEnv, ORIGIN } from '../../../tests/worker/forms';
import { DEFAULT_BRAND } from '../../shared/brands/brands';
import { CSRF_COOKIE as FORM_CSRF_COOKIE, signFormToken as formToken } from '../middleware/csrf';

const UPSTREAM = { customer: 'http://up.test/customer-api', identity: 'http://up.test/identity-api', widgets: 'http://up.test/widget-api' };
type Seen = { url: string; method: string; headers: Headers; body: string };

const addr = { ...sampleAddress, id: 'a1' };
/** A valid address as the form posts it (the postal code as typed, before it is formatted). */
const ADDRESS_FORM = {
  firstName: 'A',
  lastName: 'B',
  street: 'Main',
  houseNumber: '1',
  postalCode: '1015cj',
  city: 'X',
  countryCode: 'NL',
  phone: '+31201234567',
};

let seen: Seen[] = [];
let answer: (s: Seen) => Response = () => Response.json(sampleCustomer);

beforeEach(() => {
  seen = [];
  answer = (s) => (s.url.includes('/addresses') ? Response.json(addr) : Response.json(sampleCustomer));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const s = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : '',
    };
    seen.push(s);
    return answer(s);
  });
});
afterEach(() => vi.unstubAllGlobals());

const app = (signedIn = true, business = false) => formsApp({ signedIn, business });
const env = formsEnv(UPSTREAM);
const COOKIE = CSRF_COOKIE_VALUE;
const TOKEN = CSRF_TOKEN;
/** A form post as the page sends it: the session's form cookie and its `_csrf` token included. */
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }, a = app()) =>
  a.request(
    `${ORIGIN}${path}`,
    {
      method: 'POST',
      body: new URLSearchParams({ _csrf: TOKEN, ...form }),
      headers: { Cookie: `${FORM_CSRF_COOKIE}=${COOKIE}`, ...headers },
    },
    env,
  );

describe('settings form posts without JavaScript', () => {
  it('saves personal details through the customer API and redirects back with a success flag', async () => {
    const res = await post('/settings/personal-details', {
      firstName: 'Anna',
      lastName: 'Jansen',
      dateOfBirth: '1990-05-01',
      isB2b: 'true',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/settings/personal-details?s=saved');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('PATCH');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
    // The extra field is dropped before the strict schema: only known fields reach the upstream.
    expect(JSON.parse(seen[0]!.body)).toEqual({ firstName: 'Anna', lastName: 'Jansen', dateOfBirth: '1990-05-01' });
    // The customer gate's remembered record goes: the next page greets the customer by the new name.
    expect(res.headers.getSetCookie().find((c) => c.startsWith('__Secure-myaccount-cust='))).toMatch(/Max-Age=0/);
  });

  it('re-renders with field names (never the entered data) on a validation error, without calling the upstream', async () => {
    const res = await post('/settings/new-address', {
      firstName: 'A',
      lastName: 'B',
      street: '12',
      houseNumber: 'x',
      postalCode: '99999',
      city: 'C',
      countryCode: 'NL',
      phone: '123',
    });
    // Not a redirect: the form's page at its outcome's address, with what was typed back in it.
    expect(res.status).toBe(400);
    const loc = res.headers.get('Content-Location') ?? '';
    expect(loc).toBe('/settings/new-address?s=invalid&e=street.houseNumber.phone.postalCode');
    expect(loc).not.toContain('99999');
    expect(await res.json()).toMatchObject({ values: { postalCode: '99999', houseNumber: 'x', city: 'C' } });
    expect(seen).toHaveLength(0);
  });

  it('creates, updates and deletes addresses', async () => {
    expect((await post('/settings/new-address', ADDRESS_FORM)).headers.get('Location')).toBe('/settings/addresses/all?s=created&id=a1');
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ postalCode: '1015 CJ', isDefault: false });
    expect((await post('/settings/address/a1', ADDRESS_FORM)).headers.get('Location')).toBe('/settings/addresses/all?s=saved&id=a1');
    expect(seen[1]!.method).toBe('PUT');
    answer = () => new Response(null, { status: 204 });
    expect((await post('/settings/address/a1', { _action: 'delete' })).headers.get('Location')).toBe(
      '/settings/addresses/all?s=deleted&id=a1',
    );
    expect(seen[2]!.method).toBe('DELETE');
  });

  it('an address deleted elsewhere: a change goes back to the list saying so (410), a delete counts as done', async () => {
    answer = () => new Response('{"error":"not_found"}', { status: 404 });
    const changed = await post('/settings/address/a1', ADDRESS_FORM);
    expect(changed.status).toBe(410);
    expect(changed.headers.get('Content-Location')).toBe('/settings/addresses/all?s=gone&id=a1');
    const hydrated = await post('/settings/address/a1', ADDRESS_FORM, {
      Origin: ORIGIN,
      Accept: 'application/json',
      'X-Requested-With': 'myaccount',
    });
    expect(await hydrated.json()).toMatchObject({ ok: false, status: 'gone', id: 'a1' });
    expect((await post('/settings/address/a1', { _action: 'delete' })).headers.get('Location')).toBe(
      '/settings/addresses/all?s=deleted&id=a1',
    );
  });

  it('sends the e-mail change with the app origin and maps 409 / 429 / others', async () => {
    answer = () => Response.json({ status: 'Requested' }, { status: 202 });
    const ok = await post('/settings/email', { email: 'new@example.com' });
    expect(ok.headers.get('Location')).toBe('/settings/email?s=sent');
    // (First the customer, to compare with the current address: that answer is no customer here, so the request goes on.)
    const sent = seen.find((s) => s.method === 'POST')!;
    expect(sent.url).toBe('http://up.test/identity-api/v2/identities/local/sub-1/emailchanges');
    expect(sent.headers.get('X-App-Origin')).toBe(ORIGIN);
    expect(JSON.parse(sent.body)).toEqual({ email: 'new@example.com', channel: DEFAULT_BRAND.vendorId });
    for (const [status, s] of [
      [409, 'inUse'],
      [429, 'tooMany'],
      [500, 'failed'],
    ] as const) {
      answer = () => Response.json({ error: 'x' }, { status });
      expect((await post('/settings/email', { email: 'new@example.com' })).headers.get('Content-Location')).toBe(`/settings/email?s=${s}`);
    }
  });

  it('an e-mail change to the current address (any case) sends nothing and says so next to the field, keeping the input', async () => {
    const res = await post('/settings/email', { email: ' Demo@Example.com ' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Location')).toBe('/settings/email?s=sameEmail&e=email');
    expect(await res.json()).toMatchObject({ values: { email: ' Demo@Example.com ' } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET http://up.test/customer-api/customers/me']);
    // The hydrated form's fetch gets the same outcome as JSON.
    const json = await post('/settings/email', { email: 'demo@example.com' }, HYDRATED);
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false, status: 'sameEmail', fieldErrors: { email: 'settings.error.email' } });
    expect(seen.filter((s) => s.url.includes('/emailchanges'))).toEqual([]);
  });

  it('shows the field the upstream refused', async () => {
    answer = () => Response.json({ error: 'validation', field: 'postalCode', message: 'Postal Code must be valid' }, { status: 400 });
    expect((await post('/settings/new-address', ADDRESS_FORM)).headers.get('Content-Location')).toBe(
      '/settings/new-address?s=invalid&e=postalCode',
    );
    // Every refused field of the upstream's `issues`, not only the first.
    answer = () =>
      Response.json(
        {
          error: 'validation',
          field: 'street',
          issues: [
            { field: 'street', message: 'm' },
            { field: 'phone', message: 'm' },
          ],
        },
        { status: 400 },
      );
    expect((await post('/settings/new-address', ADDRESS_FORM)).headers.get('Content-Location')).toBe(
      '/settings/new-address?s=invalid&e=street.phone',
    );
  });

  const HYDRATED = { Origin: ORIGIN, Accept: 'application/json', 'X-Requested-With': 'myaccount' };

  it('answers JSON to the hydrated form’s fetch: the same outcome, with the error shape on a refusal', async () => {
    answer = () => Response.json({ error: 'conflict' }, { status: 409 });
    const res = await post('/settings/b2b/email', { email: 'new@example.com' }, HYDRATED, app(true, true));
    expect(res.status).toBe(409);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: false, status: 'inUse', error: 'conflict', correlationId: 'corr-test' });
    answer = () => Response.json(addr);
    const created = await post('/settings/new-address', ADDRESS_FORM, HYDRATED);
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ ok: true, status: 'created', id: 'a1' });
  });

  it('a refused hydrated post gets the schema’s message per field (never the entered data), without an upstream call', async () => {
    const res = await post(
      '/settings/new-address',
      { firstName: 'A', lastName: 'B', street: 'Main', houseNumber: '1', postalCode: '99999', city: 'C', countryCode: 'NL', phone: '123' },
      HYDRATED,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({
      ok: false,
      status: 'invalid',
      error: 'bad_request',
      correlationId: 'corr-test',
      fieldErrors: { phone: 'address.error.phone', postalCode: 'address.error.postalCode' },
    });
    expect(JSON.stringify(body)).not.toContain('99999');
    expect(seen).toHaveLength(0);
    // The upstream's own 400 names the field; a payment type not offered is the type's message.
    answer = () => Response.json({ error: 'validation', field: 'deliveryAddress.postalCode' }, { status: 400 });
    const upstream = await post('/settings/new-address', ADDRESS_FORM, HYDRATED);
    expect(await upstream.json()).toMatchObject({ ok: false, status: 'invalid', fieldErrors: { postalCode: 'address.error.postalCode' } });
    answer = () => Response.json(sampleCustomer);
    const payment = await post('/settings/payment-method', { type: 'Invoice' }, HYDRATED);
    expect(await payment.json()).toMatchObject({ status: 'invalid', fieldErrors: { type: 'settings.error.paymentMethod' } });
  });

  it('gives a form answer only to a request with both Accept and the CSRF custom header', async () => {
    answer = () => Response.json({ status: 'Requested' }, { status: 202 });
    const acceptOnly = await post('/settings/email', { email: 'new@example.com' }, { Origin: ORIGIN, Accept: 'application/json' });
    expect(acceptOnly.status).not.toBe(200);
    expect(await acceptOnly.text()).not.toContain('"ok"');
    // A wrong custom header is a refusal, as before.
    expect(
      (await post('/settings/email', { email: 'new@example.com' }, { ...HYDRATED, 'X-Requested-With': 'XMLHttpRequest' })).status,
    ).toBe(403);
  });

  it('requests the account deletion and says to check the e-mail', async () => {
    answer = () => Response.json({ status: 'Requested' }, { status: 202 });
    const res = await post('/settings', { _action: 'delete-account' });
    expect(res.headers.get('Location')).toBe('/settings?s=sent&id=delete');
    expect(seen[0]!.url).toBe('http://up.test/identity-api/v2/identities/local/sub-1/deleteaccount');
  });

  it('accepts only a payment type the upstream offers', async () => {
    expect((await post('/settings/payment-method', { type: 'Invoice' })).headers.get('Content-Location')).toBe(
      '/settings/payment-method?s=invalid&e=type',
    );
    expect((await post('/settings/payment-method', { type: 'PayPal' })).headers.get('Location')).toBe('/settings/payment-method?s=saved');
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ paymentMethod: { type: 'PayPal' } });
  });

  it('shares a widget with the recipient base64-encoded and the brand’s vendor id', async () => {
    answer = () => Response.json({ shared: true, toEmailAddress: 'f@example.com' });
    const res = await post('/widgets/1001002-1/share', { fromName: 'Anna', toEmailAddress: 'f@example.com' });
    expect(res.headers.get('Location')).toBe('/widgets?s=shared&id=1001002-1');
    expect(JSON.parse(seen[0]!.body)).toEqual({
      vendorId: DEFAULT_BRAND.vendorId,
      fromName: 'Anna',
      personalMessage: '',
      toEmailAddress: btoa('f@example.com'),
    });
  });

  it('refuses cross-site posts, sends signed-out users to sign-in, and keeps business routes for business accounts', async () => {
    expect(
      (await post('/settings/personal-details', { firstName: 'A', lastName: 'B' }, { Origin: 'https://shop.photobloom.nl' })).status,
    ).toBe(403);
    expect((await post('/settings/personal-details', { firstName: 'A', lastName: 'B' }, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(
      403,
    );
    expect((await post('/settings/personal-details', { firstName: 'A', lastName: 'B' }, {})).status).toBe(403);
    const out = await post('/settings/personal-details', { firstName: 'A', lastName: 'B' }, { Origin: ORIGIN }, app(false));
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toMatch(/^\/auth\/login\?returnTo=/);
    expect((await post('/settings/b2b', { _action: 'newsletter' })).headers.get('Location')).toBe('/');
    expect(
      (await post('/widgets', { _action: 'refresh', productCode: 'x' }, { Origin: ORIGIN }, app(true, true))).headers.get('Location'),
    ).toBe('/');
    expect(seen).toHaveLength(0);
  });

  it('refuses a post without the signed form token, with a forged one, or with another session’s, before any upstream call', async () => {
    const details = { firstName: 'Anna', lastName: 'Jansen', dateOfBirth: '' };
    const bare = (form: Record<string, string>, cookie = `${FORM_CSRF_COOKIE}=${COOKIE}`, extra: Record<string, string> = {}) =>
      app().request(
        `${ORIGIN}/settings/personal-details`,
        { method: 'POST', body: new URLSearchParams(form), headers: { Origin: ORIGIN, Cookie: cookie, ...extra } },
        env,
      );
    expect((await bare(details)).status).toBe(403);
    expect((await bare({ ...details, _csrf: 'A'.repeat(43) })).status).toBe(403);
    expect((await bare({ ...details, _csrf: `${TOKEN.slice(0, -2)}AA` })).status).toBe(403);
    // Another browser session (other cookie value) or another user: the token does not carry over.
    expect((await bare({ ...details, _csrf: TOKEN }, `${FORM_CSRF_COOKIE}=${'d'.repeat(43)}`)).status).toBe(403);
    expect((await bare({ ...details, _csrf: await formToken(FORMS_TEST_SECRET, COOKIE, 'someone-else') })).status).toBe(403);
    expect((await bare({ ...details, _csrf: TOKEN }, '')).status).toBe(403);
    // Even a hydrated-style call with the custom header needs it.
    expect(
      (await bare({ ...details }, `${FORM_CSRF_COOKIE}=${COOKIE}`, { Accept: 'application/json', 'X-Requested-With': 'myaccount' })).status,
    ).toBe(403);
    expect(seen).toHaveLength(0);
    // The right token saves.
    const ok = await bare({ ...details, _csrf: TOKEN });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toBe('/settings/personal-details?s=saved');
    expect(seen).toHaveLength(1);
  });
});
