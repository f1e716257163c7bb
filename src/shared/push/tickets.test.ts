import { describe, expect, it } from 'vitest';
import { mintTicket, TICKET_TTL_MS, verifyTicket } from './tickets';

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
