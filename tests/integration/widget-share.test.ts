import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../support/env';
import { request } from '../support/http';
import { type CookieJar, DEMO_PASSWORD, signIn } from '../support/sign-in';

// Issue 35 §5: sharing a product the customer does not own is a 404, its page and its post alike,
// never a form that ends in a generic error. (1002001-1 is the business account's product.)
const { appUrl } = stackUrls();
const FOREIGN = '1002001-1';
let jar: CookieJar;
let token = '';
let own = '';

beforeAll(async () => {
  jar = await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD);
  const widgets = await request(`${appUrl}/widgets?nojs=1`, { headers: { Cookie: jar.header() } });
  own = /href="\/widgets\/([0-9-]+)\/share"/.exec(widgets.body)?.[1] ?? '';
  expect(own, 'the demo account has a widget to share').not.toBe('');
  const page = await request(`${appUrl}/widgets/${own}/share?nojs=1`, { headers: { Cookie: jar.header() } });
  jar.store(page.headers['set-cookie']);
  token = /<input type="hidden" name="_csrf" value="([A-Za-z0-9_-]{43})"\/>/.exec(page.body)?.[1] ?? '';
  expect(token).not.toBe('');
});

describe('sharing a widget of another account', () => {
  it('its page is 404', async () => {
    const res = await request(`${appUrl}/widgets/${FOREIGN}/share`, { headers: { Cookie: jar.header() } });
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.body).not.toContain('name="fromName"');
  });

  it('its post is 404, and nothing is sent', async () => {
    const res = await request(`${appUrl}/widgets/${FOREIGN}/share`, {
      method: 'POST',
      headers: { Cookie: jar.header(), 'Content-Type': 'application/x-www-form-urlencoded', Origin: appUrl, Accept: 'text/html' },
      body: new URLSearchParams({ _csrf: token, fromName: 'Anna', toEmailAddress: 'friend@example.com' }).toString(),
    });
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it('control: the own widget’s page has the form', async () => {
    const res = await request(`${appUrl}/widgets/${own}/share`, { headers: { Cookie: jar.header() } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('name="fromName"');
  });
});
