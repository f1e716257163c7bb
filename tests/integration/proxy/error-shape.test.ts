import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { cookieValue, DEMO_PASSWORD, signIn } from '../../support/sign-in';
import { upstreamAccountId } from '../../support/upstream-admin';

// Issue 35 §4: the /api proxy answers an upstream refusal in the app's own JSON error shape, with
// the upstream's status; the upstream's body (its messages, field paths, values) never reaches the
// browser. Control: the upstream itself answers the same call with its own validation body.
const { appUrl, upstreamUrl } = stackUrls();
let cookie = '';
let accountId = 0;
const query = '?skip=abc&limit=10';
const fromBrowser = () => ({ Cookie: cookie, 'X-Requested-With': 'myaccount' });

beforeAll(async () => {
  cookie = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
  accountId = await upstreamAccountId(cookie, upstreamUrl);
});

describe('upstream refusals through /api', () => {
  it('control: the upstream refuses a non-numeric skip with its own validation body', async () => {
    const res = await fetch(`${upstreamUrl}/project-api/api/v2/projects/${accountId}${query}`, {
      headers: { Authorization: `Bearer ${cookieValue(cookie, '__Secure-myaccount-at')}` },
    });
    const body = await res.text();
    expect(res.status).toBe(400);
    expect(body).toContain('"field":"skip"');
  });

  it('the proxy answers 400 in the app shape: a code, the correlation id, the refused field by name, nothing of the upstream body', async () => {
    const res = await request(`${appUrl}/api/projects/api/v2/projects/me${query}`, { headers: fromBrowser() });
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body).toEqual({ error: 'bad_request', correlationId: res.headers['x-correlationid'], fields: ['skip'] });
    expect(res.body).not.toMatch(/Invalid input|NaN|validation|message/);
  });

  it('a 404 of the upstream is a 404 in the app shape', async () => {
    const res = await request(`${appUrl}/api/photo/albums/00000000-0000-4000-8000-000000000000`, { headers: fromBrowser() });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'not_found', correlationId: res.headers['x-correlationid'] });
  });
});
