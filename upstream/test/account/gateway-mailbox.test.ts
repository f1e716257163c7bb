import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, json, newUser, tokenFromMail } from './helpers';

describe('email gateway: newsletter double opt-in', () => {
  it('mails a subscription link and confirms it once (no token), switching the newsletter on', async () => {
    const u = await newUser();
    const path = `/email-gateway/api/v1/Profiles/${encodeURIComponent(u.email)}/subscription`;
    expect(await json(call(null, 'POST', path, { channel: 'albelli-nl', appOrigin: 'http://be.localhost:8787' }), 202)).toEqual({
      status: 'Requested',
    });
    const { token, link } = await tokenFromMail(u.email, '/subscription-confirmation');
    expect(link.origin).toBe('http://be.localhost:8787');
    expect(link.searchParams.get('email')).toBe(u.email);
    expect((await call(null, 'POST', `/email-gateway/api/v1/Profiles/other%40example.com/subscription/confirm/${token}`)).status).toBe(404);
    expect(await json(call(null, 'POST', `${path}/confirm/${token}`, { email: u.email, confirmationToken: token }))).toEqual({
      email: u.email,
      subscribed: true,
    });
    expect((await json(call(u, 'GET', '/customer-api/customers/me'))).newsletter).toBe(true);
    expect((await call(null, 'POST', `${path}/confirm/${token}`)).status).toBe(410);
    expect(
      await json(call(null, 'POST', '/email-gateway/api/v1/Profiles/not-an-email/subscription', { channel: 'albelli-nl' }), 400),
    ).toMatchObject({ field: 'email' });
  });
});

describe('mailbox', () => {
  it('shows messages newest first as HTML with clickable links, and as JSON filtered by recipient', async () => {
    const u = await newUser();
    const path = `/email-gateway/api/v1/Profiles/${encodeURIComponent(u.email)}/subscription`;
    await json(call(null, 'POST', path, { channel: 'albelli-nl' }), 202);
    await json(call(null, 'POST', path, { channel: 'albelli-be' }), 202);
    const page = await SELF.fetch(`${BASE}/mailbox?to=${encodeURIComponent(u.email)}`);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    expect(html).toMatch(/<a href="http:\/\/localhost:8787\/subscription-confirmation\?confirmation-token=[A-Za-z0-9_-]+&(amp|#38);email=/);
    const res = await SELF.fetch(`${BASE}/mailbox/api/messages?to=${encodeURIComponent(u.email)}`);
    const { messages } = (await res.json()) as { messages: { createdAt: string; to: string }[] };
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.to === u.email)).toBe(true);
    expect(messages[0]!.createdAt >= messages[1]!.createdAt).toBe(true);
    expect((await SELF.fetch(`${BASE}/mailbox/api/messages?to=bad`)).status).toBe(400);
  });
});
