import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_VALUE, CSRF_TOKEN, formsApp, formsEnv, ORIGIN } from '../../../tests/worker/forms';
import { CSRF_COOKIE as FORM_CSRF_COOKIE } from '../../worker/middleware/csrf';

// The FTP callback form of /integration posted without JavaScript (actions.ts), through the same
// router the worker mounts (formActions), with the customer API stubbed at fetch.

const UPSTREAM = { customer: 'http://up.test/customer-api' };
type Seen = { url: string; method: string; body: string };
let seen: Seen[] = [];
let answer: (s: Seen) => Response = () => new Response(null, { status: 500 });

beforeEach(() => {
  seen = [];
  answer = (s) => Response.json(JSON.parse(s.body));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const s = { url: String(input), method: init.method ?? 'GET', body: typeof init.body === 'string' ? init.body : '' };
    seen.push(s);
    return answer(s);
  });
});
afterEach(() => vi.unstubAllGlobals());

const app = (business = true) => formsApp({ business });
const env = formsEnv(UPSTREAM);
const COOKIE = CSRF_COOKIE_VALUE;
const TOKEN = CSRF_TOKEN;
const post = (form: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }, a = app()) =>
  a.request(
    `${ORIGIN}/integration`,
    { method: 'POST', body: new URLSearchParams(form), headers: { Cookie: `${FORM_CSRF_COOKIE}=${COOKIE}`, ...headers } },
    env,
  );

describe('FTP callback form without JavaScript', () => {
  it('saves a valid callback through PUT /customers/me/ftp and redirects back with ?s=saved', async () => {
    const res = await post({ _csrf: TOKEN, callbackUrl: ' https://hooks.example.org/ftp ', callbackFormat: 'xml' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/integration?s=saved');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: 'http://up.test/customer-api/customers/me/ftp' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ callbackUrl: 'https://hooks.example.org/ftp', callbackFormat: 'xml' });
  });

  it('an empty URL clears the callback (both null)', async () => {
    expect((await post({ _csrf: TOKEN, callbackUrl: '', callbackFormat: 'json' })).headers.get('Location')).toBe('/integration?s=saved');
    expect(JSON.parse(seen[0]!.body)).toEqual({ callbackUrl: null, callbackFormat: null });
  });

  it.each([
    [{ callbackUrl: 'javascript:alert(1)', callbackFormat: 'json' }, '/integration?s=invalid&url=invalidUrl'],
    [{ callbackUrl: `https://example.org/${'a'.repeat(2048)}`, callbackFormat: 'json' }, '/integration?s=invalid&url=tooLong'],
    [{ callbackUrl: 'https://example.org/x', callbackFormat: 'csv' }, '/integration?s=invalid&format=invalidFormat'],
    [{ callbackUrl: 'https://example.org/x' }, '/integration?s=invalid&format=invalidFormat'],
  ])('refuses %j with the schema’s error codes (never the typed URL), without an upstream call', async (form, location) => {
    const res = await post({ _csrf: TOKEN, ...form });
    // The page again (what was typed goes back into the form, never into the address).
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Location')).toBe(location);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['no token', {}, { Origin: ORIGIN }],
    ['a forged token', { _csrf: `${TOKEN.slice(0, -4)}AAAA` }, { Origin: ORIGIN }],
    ['a token not of this session', { _csrf: 'x'.repeat(43) }, { Origin: ORIGIN }],
    ['a cross-site origin', { _csrf: TOKEN }, { Origin: 'https://evil.example' }],
    ['no Origin, cross-site fetch', { _csrf: TOKEN }, { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses %s with 403 before any upstream call', async (_name, extra, headers) => {
    const res = await post({ callbackUrl: 'https://evil.example/steal', callbackFormat: 'json', ...extra }, headers);
    expect(res.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it('a consumer is sent to the overview, nothing saved', async () => {
    const res = await post({ _csrf: TOKEN, callbackUrl: 'https://example.org/x', callbackFormat: 'json' }, { Origin: ORIGIN }, app(false));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/');
    expect(seen).toHaveLength(0);
  });

  it('an upstream 400 on the format / other failures come back as invalid / failed', async () => {
    answer = () => Response.json({ field: 'callbackFormat', message: 'bad' }, { status: 400 });
    expect(
      (await post({ _csrf: TOKEN, callbackUrl: 'https://example.org/x', callbackFormat: 'json' })).headers.get('Content-Location'),
    ).toBe('/integration?s=invalid&format=invalidFormat');
    answer = () => new Response('boom', { status: 503 });
    expect(
      (await post({ _csrf: TOKEN, callbackUrl: 'https://example.org/x', callbackFormat: 'json' })).headers.get('Content-Location'),
    ).toBe('/integration?s=failed');
  });

  it('answers the hydrated form’s fetch with JSON: the messages of the error codes, or saved', async () => {
    const hydrated = { Origin: ORIGIN, Accept: 'application/json', 'X-Requested-With': 'myaccount' };
    const refused = await post({ _csrf: TOKEN, callbackUrl: 'javascript:alert(1)', callbackFormat: 'csv' }, hydrated);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      ok: false,
      status: 'invalid',
      error: 'bad_request',
      correlationId: 'corr-test',
      fieldErrors: { callbackUrl: 'ftp.error.url', callbackFormat: 'ftp.error.format' },
    });
    expect(seen).toHaveLength(0);
    const saved = await post({ _csrf: TOKEN, callbackUrl: 'https://hooks.example.org/ftp', callbackFormat: 'json' }, hydrated);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, status: 'saved' });
    expect(seen).toHaveLength(1);
  });
});
