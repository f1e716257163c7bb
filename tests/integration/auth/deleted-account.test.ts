import { describe, expect, it } from 'vitest';
import { stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { signIn } from '../../support/sign-in';
import { throwawayAccount } from '../../support/upstream-admin';

const { appUrl, upstreamUrl } = stackUrls();

async function mailLink(to: string, part: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const body = (await (await fetch(`${upstreamUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`)).json()) as {
      messages: { links?: string[] }[];
    };
    const link = body.messages.flatMap((m) => m.links ?? []).find((l) => l.includes(part));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with ${part}`);
}

describe('a deleted account (customer record on entry, account-area §4)', () => {
  it('confirm by form POST with CSRF; afterwards the old session is signed out, not shown pages', async () => {
    const a = await throwawayAccount('consumer', upstreamUrl);
    const cookie = (await signIn(appUrl, a.email, a.password)).header();
    // The deletion request goes through the settings form action, as the page's form posts it
    // (the hydrated form with fetch and JSON; the identity API is not reachable through /api).
    const settings = await request(`${appUrl}/settings`, { headers: { Cookie: cookie } });
    const formToken = /name="_csrf" value="([^"]+)"/.exec(settings.body)![1]!;
    const formCookie = [settings.headers['set-cookie'] ?? []]
      .flat()
      .find((l) => l.startsWith('__Host-myaccount-csrf='))!
      .split(';')[0]!;
    const requested = await request(`${appUrl}/settings`, {
      method: 'POST',
      headers: {
        Cookie: `${cookie}; ${formCookie}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'X-Requested-With': 'myaccount',
        Origin: appUrl,
      },
      body: new URLSearchParams({ _action: 'delete-account', _csrf: formToken }).toString(),
    });
    expect(requested.status).toBe(200);
    expect(JSON.parse(requested.body)).toMatchObject({ ok: true });
    const link = await mailLink(a.email, '/delete-account-confirmation');
    const token = new URL(link).searchParams.get('confirmation-token')!;

    // The GET shows a form with a CSRF token bound to the __Host- CSRF cookie; it consumes nothing.
    const form = await request(link, { headers: { Cookie: cookie } });
    expect(form.status).toBe(200);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
    const csrfCookie = [form.headers['set-cookie'] ?? []]
      .flat()
      .find((l) => l.startsWith('__Host-myaccount-csrf='))!
      .split(';')[0]!;
    const post = (headers: Record<string, string>, body: string) =>
      request(`${appUrl}/delete-account-confirmation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    const body = new URLSearchParams({ 'confirmation-token': token, _csrf: csrf }).toString();

    // A cross-site post, or one without the CSRF cookie, is refused and the link still works after.
    const crossSite = await post({ Cookie: `${cookie}; ${csrfCookie}`, Origin: 'https://evil.example.com' }, body);
    expect(crossSite.status).toBe(303);
    expect(crossSite.headers.location).toBe('/delete-account-error');
    const noCsrfCookie = await post({ Cookie: cookie, Origin: appUrl }, body);
    expect(noCsrfCookie.headers.location).toBe('/delete-account-error');

    const ok = await post({ Cookie: `${cookie}; ${csrfCookie}`, Origin: appUrl }, body);
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/logout?next=%2Faccount-deleted');

    // The same link again (with a still-valid session cookie set) fails.
    const again = await post({ Cookie: `${cookie}; ${csrfCookie}`, Origin: appUrl }, body);
    expect(again.headers.location).toBe('/delete-account-error');

    // The old cookies without the cached gate result: the entry check hears 404 and signs out at
    // once (cookies dropped, the session ended at the authority), never through a GET of /logout.
    const withoutGate = cookie
      .split('; ')
      .filter((c) => !c.startsWith('__Secure-myaccount-cust='))
      .join('; ');
    const page = await request(`${appUrl}/orders`, { headers: { Cookie: withoutGate } });
    expect(page.status, page.body.slice(0, 200)).toBe(302);
    expect(new URL(String(page.headers.location)).pathname).toBe('/oidc/main/logout');
    expect([page.headers['set-cookie'] ?? []].flat().some((l) => l.startsWith('__Secure-myaccount-at=;'))).toBe(true);
    // And /api reads nothing.
    const me = await request(`${appUrl}/api/customer/customers/me`, { headers: { Cookie: cookie } });
    expect(me.status).not.toBe(200);
    expect(me.body).not.toContain(a.email);
  });
});
