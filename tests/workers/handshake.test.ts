import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_USER } from '../../src/durable-objects/user-push-hub';
import { PUSH_USER_HEADER } from '../../src/shared/push/namespace';
import { CLOSE } from '../../src/shared/push/protocol';
import { mintTicket } from '../../src/shared/push/tickets';
import { hubStub, message, ORIGIN, open, openAuthenticated, publish, ticketFor, upgrade } from './helpers';
import { TEST_USER_HEADER } from './test-user';

describe('GET /push handshake', () => {
  it('upgrades a same-origin request with a session', async () => {
    const res = await upgrade('alice');
    expect(res.status).toBe(101);
    expect(res.webSocket).toBeTruthy();
    res.webSocket?.accept();
    res.webSocket?.close(1000);
  });

  it('refuses without a session (401) and from another origin (403)', async () => {
    expect((await upgrade(null)).status).toBe(401);
    expect((await upgrade('alice', 'https://evil.example')).status).toBe(403);
    expect((await upgrade('alice', null)).status).toBe(403);
  });

  it('answers 426 to a plain GET', async () => {
    const res = await SELF.fetch(`${ORIGIN}/push`, { headers: { [TEST_USER_HEADER]: 'alice', Origin: ORIGIN } });
    expect(res.status).toBe(426);
  });
});

describe('GET /push/ticket', () => {
  it('needs a session and is never cached', async () => {
    const none = await SELF.fetch(`${ORIGIN}/push/ticket`);
    expect(none.status).toBe(401);
    const res = await SELF.fetch(`${ORIGIN}/push/ticket`, { headers: { [TEST_USER_HEADER]: 'alice' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('authenticate', () => {
  it('answers OK to a valid ticket of the same user', async () => {
    const { socket, ok } = await openAuthenticated('auth-ok');
    expect(ok).toEqual({ type: 'OK', lastEventId: null });
    socket.ws.close(1000);
  });

  it('closes with 1008 on a forged, expired or reused ticket', async () => {
    const forged = await open('auth-bad');
    forged.send({ type: 'authenticate', ticket: `${(await ticketFor('auth-bad')).slice(0, -4)}AAAA` });
    expect((await forged.closed).code).toBe(CLOSE.policy);

    const expired = await open('auth-bad');
    // Signed with the worker's own secret (wrangler.toml or a local .dev.vars), only expired.
    const old = await mintTicket(env.SESSION_SECRET, 'auth-bad', Date.now() - 61_000);
    expired.send({ type: 'authenticate', ticket: old });
    expect(await expired.closed).toEqual({ code: CLOSE.policy, reason: 'ticket expired' });

    const ticket = await ticketFor('auth-bad');
    const first = await open('auth-bad');
    first.send({ type: 'authenticate', ticket });
    expect((await first.next()).type).toBe('OK');
    const second = await open('auth-bad');
    second.send({ type: 'authenticate', ticket });
    expect(await second.closed).toEqual({ code: CLOSE.policy, reason: 'ticket already used' });
  });

  it("never lets user A's ticket join user B's object", async () => {
    const socket = await open('bob');
    socket.send({ type: 'authenticate', ticket: await ticketFor('alice') });
    expect(await socket.closed).toEqual({ code: CLOSE.policy, reason: 'ticket of another user' });
  });

  it('does not accept a ticket signed with another secret', async () => {
    const socket = await open('carol');
    socket.send({ type: 'authenticate', ticket: await mintTicket('some-other-secret', 'carol') });
    expect(await socket.closed).toEqual({ code: CLOSE.policy, reason: 'ticket forged' });
  });

  it('closes oversized (1009) and malformed (1007) frames, ignores unknown JSON', async () => {
    const big = await open('frames');
    big.send('x'.repeat(5000));
    expect((await big.closed).code).toBe(CLOSE.tooBig);

    const broken = await open('frames');
    broken.send('{"type":');
    expect((await broken.closed).code).toBe(CLOSE.malformed);

    const { socket } = await openAuthenticated('frames');
    socket.send({ type: 'nonsense', x: 1 });
    expect(await socket.quiet()).toBeUndefined();
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
  });
});

describe('per-user socket cap', () => {
  it(`refuses the upgrade beyond ${MAX_SOCKETS_PER_USER} sockets of one user (429), not another user's, and takes a freed slot again`, async () => {
    const held = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) held.push(await open('greedy'));
    const refused = await upgrade('greedy');
    expect(refused.status).toBe(429);
    expect(refused.webSocket).toBeFalsy();
    // Another user's hub is not affected.
    const other = await upgrade('modest');
    expect(other.status).toBe(101);
    other.webSocket?.accept();
    other.webSocket?.close(1000);

    held[0]!.ws.close(1000);
    await held[0]!.closed;
    const again = await openAuthenticated('greedy');
    expect(again.ok.type).toBe('OK');
    for (const s of held.slice(1)) s.ws.close(1000);
    again.socket.ws.close(1000);
  });
});

describe("the hub's fetch is the WebSocket upgrade only", () => {
  const hubFetch = (user: string, path: string, init: RequestInit & { routedAs?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    const routedAs = init.routedAs === undefined ? user : init.routedAs;
    if (routedAs !== null) headers.set(PUSH_USER_HEADER, routedAs);
    return hubStub(user).fetch(`https://user-push-hub${path}`, { ...init, headers });
  };

  it('refuses a call without the routed user id, or routed for another user (403)', async () => {
    const upgradeHeaders = { Upgrade: 'websocket' };
    expect((await hubFetch('dave', '/', { headers: upgradeHeaders, routedAs: null })).status).toBe(403);
    expect((await hubFetch('dave', '/', { headers: upgradeHeaders, routedAs: 'eve' })).status).toBe(403);
  });

  it('no longer answers the old hand-routed /publish and /close-account URLs (426), and they change nothing', async () => {
    const { socket } = await openAuthenticated('old-routes');
    const msg = message('archive-finished');
    const published = await hubFetch('old-routes', '/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(msg),
    });
    expect(published.status).toBe(426);
    const closed = await hubFetch('old-routes', '/close-account', { method: 'POST' });
    expect(closed.status).toBe(426);
    expect(await socket.quiet()).toBeUndefined();
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    // Nothing was stored by the old URL: the same message is new to publish.
    expect(await publish('old-routes', msg)).toEqual({ ok: true, stored: true, delivered: 1 });
    socket.ws.close(1000);
  });
});
