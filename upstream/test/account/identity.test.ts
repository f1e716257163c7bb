import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/account/common';
import { authorizeQuery, pkcePair, postCredentials } from '../setup-auth';
import { BASE, call, json, mailbox, newUser, type TestUser, tokenFromMail } from './helpers';

const idPath = (u: TestUser) => `/identity-api/v2/identities/${u.idpType}/${u.idpSub}`;

describe('identity: account deletion', () => {
  it('mails a link to the app origin, confirms once, then the customer is 404, other calls 401 and sign-in refused', async () => {
    const u = await newUser('consumer');
    expect(
      await json(
        call(u, 'POST', `${idPath(u)}/deleteaccount`, { channel: 'albelli-nl' }, { 'X-App-Origin': 'http://nl.localhost:9787' }),
        202,
      ),
    ).toEqual({ status: 'Requested' });
    const { token, link } = await tokenFromMail(u.email, '/delete-account-confirmation');
    expect(link.origin).toBe('http://nl.localhost:9787');
    // Opening the link (a GET on the app) consumes nothing; here: the mailbox page is read-only.
    expect((await SELF.fetch(`${BASE}/mailbox?to=${encodeURIComponent(u.email)}`)).status).toBe(200);
    const other = await newUser();
    expect((await call(other, 'POST', `${idPath(other)}/deleteaccount/${token}/actions/confirm`)).status).toBe(404);
    expect(await json(call(u, 'POST', `${idPath(u)}/deleteaccount/${token}/actions/confirm`))).toEqual({ status: 'Deleted' });
    expect(await json(call(u, 'GET', '/customer-api/customers/me'), 404)).toMatchObject({ error: 'not_found' });
    expect((await call(u, 'GET', '/order-api/v2/superorders/me')).status).toBe(401);
    const { challenge } = await pkcePair();
    const signIn = await postCredentials('main', authorizeQuery(challenge), u.email, u.password);
    expect(signIn.status).not.toBe(302);
  });

  it('refuses a used, an expired and a foreign token, and identities that are not the caller’s', async () => {
    const u = await newUser();
    expect((await call(u, 'POST', `/identity-api/v2/identities/local/someone-else/deleteaccount`, { channel: 'albelli-nl' })).status).toBe(
      404,
    );
    expect(await json(call(u, 'POST', `${idPath(u)}/deleteaccount`, {}), 400)).toMatchObject({ field: 'channel' });
    await json(
      call(u, 'POST', `${idPath(u)}/deleteaccount`, { channel: 'albelli-nl' }, { 'X-App-Origin': 'https://evil.example.com' }),
      202,
    );
    const { token, link } = await tokenFromMail(u.email, '/delete-account-confirmation');
    expect(link.origin).toBe('http://localhost:8787'); // foreign origin → default
    await env.DB.prepare('UPDATE confirmation_tokens SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(token))
      .run();
    expect(await json(call(u, 'POST', `${idPath(u)}/deleteaccount/${token}/actions/confirm`), 410)).toMatchObject({
      error: 'token_expired',
    });
    expect((await call(u, 'POST', `${idPath(u)}/deleteaccount/${'x'.repeat(43)}/actions/confirm`)).status).toBe(404);
    expect(await json(call(u, 'POST', `${idPath(u)}/deleteaccount/bad!/actions/confirm`), 400)).toMatchObject({ field: 'token' });
    expect((await call(u, 'GET', '/customer-api/customers/me')).status).toBe(200);
  });
});

describe('identity: deletion rate limit', () => {
  it('answers 429 after 3 deletion requests in 10 minutes', async () => {
    const u = await newUser();
    for (let i = 0; i < 3; i++) await json(call(u, 'POST', `${idPath(u)}/deleteaccount`, { channel: 'albelli-nl' }), 202);
    expect(await json(call(u, 'POST', `${idPath(u)}/deleteaccount`, { channel: 'albelli-nl' }), 429)).toMatchObject({
      error: 'rate_limited',
    });
  });
});

describe('identity: e-mail change', () => {
  it('mails the new address, confirms once and changes the e-mail', async () => {
    const u = await newUser();
    const to = `new-${crypto.randomUUID()}@example.com`;
    await json(
      call(u, 'POST', `${idPath(u)}/emailchanges`, { email: to, channel: 'albelli-nl' }, { 'X-App-Origin': 'http://localhost:9787' }),
      202,
    );
    const { token, link } = await tokenFromMail(to, '/change-email-confirmation');
    expect(link.origin).toBe('http://localhost:9787');
    expect(await json(call(u, 'POST', `${idPath(u)}/emailchanges/${token}/actions/confirm`))).toEqual({ status: 'Changed', email: to });
    expect((await json(call(u, 'GET', '/customer-api/customers/me'))).email).toBe(to);
    expect(await json(call(u, 'POST', `${idPath(u)}/emailchanges/${token}/actions/confirm`), 410)).toMatchObject({ error: 'token_used' });
    expect((await mailbox(u.email))[0]?.subject).toBe('Your e-mail address was changed');
  });

  it('answers an address in use like any other (202, no link mailed), 400 naming the field, and 429 after 3 requests in 10 minutes', async () => {
    const u = await newUser();
    const other = await newUser();
    const free = `a-${crypto.randomUUID()}@example.com`;
    // Never reveals whether another account exists: the same answer for a taken and a free address.
    const taken = await json(call(u, 'POST', `${idPath(u)}/emailchanges`, { email: other.email, channel: 'albelli-nl' }), 202);
    expect(await json(call(u, 'POST', `${idPath(u)}/emailchanges`, { email: free, channel: 'albelli-nl' }), 202)).toEqual(taken);
    // Only the owner of the taken address hears of it, and gets no confirmation link.
    const told = await mailbox(other.email);
    expect(told[0]?.subject).toBe('Your e-mail address is already in use');
    expect(told[0]?.links).toEqual([]);
    expect((await mailbox(free))[0]?.links.some((l) => l.includes('/change-email-confirmation'))).toBe(true);
    expect(await json(call(u, 'POST', `${idPath(u)}/emailchanges`, { email: 'nope', channel: 'albelli-nl' }), 400)).toMatchObject({
      field: 'email',
    });
    await json(call(u, 'POST', `${idPath(u)}/emailchanges`, { email: `b-${crypto.randomUUID()}@example.com`, channel: 'albelli-nl' }), 202);
    expect(
      await json(
        call(u, 'POST', `${idPath(u)}/emailchanges`, { email: `c-${crypto.randomUUID()}@example.com`, channel: 'albelli-nl' }),
        429,
      ),
    ).toMatchObject({ error: 'rate_limited' });
  });

  it('answers 409 at the confirmation when the address was taken in the meantime', async () => {
    const u = await newUser();
    const other = await newUser();
    const to = `late-${crypto.randomUUID()}@example.com`;
    await json(call(u, 'POST', `${idPath(u)}/emailchanges`, { email: to, channel: 'albelli-nl' }), 202);
    const { token } = await tokenFromMail(to, '/change-email-confirmation');
    await env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(to, other.userId).run();
    expect(await json(call(u, 'POST', `${idPath(u)}/emailchanges/${token}/actions/confirm`), 409)).toMatchObject({ error: 'conflict' });
  });
});
