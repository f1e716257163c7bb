import { describe, expect, it } from 'vitest';
import { TICKET_TTL_MS, mintTicket, verifyTicket } from './tickets';
import { verifyPushSignature } from './signature';

const SECRET = 'unit-secret-0123456789';

describe('socket tickets', () => {
  it('verify for their user until they expire', async () => {
    const now = 1_800_000_000_000;
    const ticket = await mintTicket(SECRET, 'user-1', now);
    const ok = await verifyTicket(SECRET, ticket, now + TICKET_TTL_MS - 1);
    expect(ok).toMatchObject({ ok: true, claims: { sub: 'user-1', aud: 'push-socket', exp: now + TICKET_TTL_MS } });
    expect(await verifyTicket(SECRET, ticket, now + TICKET_TTL_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('carry a fresh jti each time', async () => {
    const [a, b] = await Promise.all([mintTicket(SECRET, 'u'), mintTicket(SECRET, 'u')]);
    const ca = await verifyTicket(SECRET, a);
    const cb = await verifyTicket(SECRET, b);
    expect(ca.ok && cb.ok && ca.claims.jti !== cb.claims.jti).toBe(true);
  });

  it('refuse another secret, a swapped body and garbage', async () => {
    const ticket = await mintTicket(SECRET, 'alice');
    expect(await verifyTicket('other-secret', ticket)).toEqual({ ok: false, reason: 'forged' });
    const other = await mintTicket(SECRET, 'bob');
    const [p, , sig] = ticket.split('.');
    const swapped = `${p}.${other.split('.')[1]}.${sig}`; // bob's claims under alice's MAC
    expect(await verifyTicket(SECRET, swapped)).toEqual({ ok: false, reason: 'forged' });
    for (const junk of ['', 'a.b', 'pt1.x.y', 'pt2.a.b', `${ticket}.x`]) {
      expect((await verifyTicket(SECRET, junk)).ok).toBe(false);
    }
  });
});

describe('push signal signature', () => {
  const body = '{"userId":"u","message":{}}';
  const sign = async (secret: string, text: string) => {
    const enc = new TextEncoder();
    const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(text)));
    return `sha256=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  };

  it('accepts the HMAC of the raw body only', async () => {
    const header = await sign('s3cret', body);
    expect(await verifyPushSignature('s3cret', body, header)).toBe(true);
    expect(await verifyPushSignature('s3cret', body, header.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
    expect(await verifyPushSignature('s3cret', `${body} `, header)).toBe(false);
    expect(await verifyPushSignature('other', body, header)).toBe(false);
    expect(await verifyPushSignature('s3cret', body, undefined)).toBe(false);
    expect(await verifyPushSignature('s3cret', body, 'sha256=abc')).toBe(false);
    expect(await verifyPushSignature('', body, header)).toBe(false);
  });
});
