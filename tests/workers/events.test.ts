import { abortAllDurableObjects, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { hmacHex, hubStub, message, open, openAuthenticated, publish, signal } from './helpers';

describe('POST /internal/push', () => {
  it('refuses a missing or forged signature with 401', async () => {
    const body = JSON.stringify({ userId: 'sig', message: message() });
    const none = await SELF.fetch('http://127.0.0.1/internal/push', { method: 'POST', body });
    expect(none.status).toBe(401);
    expect((await signal('sig', message(), 'wrong-secret')).status).toBe(401);
  });

  it('refuses an oversized body with 413 before checking anything else', async () => {
    const res = await SELF.fetch('http://127.0.0.1/internal/push', { method: 'POST', body: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
  });

  it('refuses a signed but invalid body with 400 (message id must be a uuid)', async () => {
    const bad = { ...message(), id: 'not-a-uuid' };
    const res = await signal('sig', message());
    expect(res.status).toBe(202);
    const body = JSON.stringify({ userId: 'sig', message: bad });
    const invalid = await SELF.fetch('http://127.0.0.1/internal/push', {
      method: 'POST',
      headers: { 'X-Signature': `sha256=${await hmacHex('dev-push-signing-secret', body)}` },
      body,
    });
    expect(invalid.status).toBe(400);
  });

  it("hands a signed signal to the user's hub through publish and answers its result (202)", async () => {
    const { socket } = await openAuthenticated('via-worker');
    const msg = message('archive-finished');
    const res = await signal('via-worker', msg);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ stored: true, delivered: 1 });
    expect(await socket.next()).toEqual({ type: 'event', message: msg });
  });
});

describe('publish (RPC): fan-out and isolation', () => {
  it("reaches both sockets of one user and none of another user's", async () => {
    const a1 = (await openAuthenticated('fan-a')).socket;
    const a2 = (await openAuthenticated('fan-a')).socket;
    const b = (await openAuthenticated('fan-b')).socket;
    const msg = message('archive-finished');
    expect(await publish('fan-a', msg)).toEqual({ ok: true, stored: true, delivered: 2 });
    expect(await a1.next()).toEqual({ type: 'event', message: msg });
    expect(await a2.next()).toEqual({ type: 'event', message: msg });
    expect(await b.quiet(300)).toBeUndefined();
  });

  it('does not store or send a duplicate event id twice', async () => {
    const { socket } = await openAuthenticated('dup');
    const msg = message('import-finished');
    expect(await publish('dup', msg)).toEqual({ ok: true, stored: true, delivered: 1 });
    expect(await publish('dup', msg)).toEqual({ ok: true, stored: false, delivered: 0 });
    expect(await socket.next()).toEqual({ type: 'event', message: msg });
    expect(await socket.quiet()).toBeUndefined();
  });

  it('does not send events to a socket that has not authenticated', async () => {
    const pending = await open('pending-user');
    expect(await publish('pending-user', message())).toEqual({ ok: true, stored: true, delivered: 0 });
    expect(await pending.quiet()).toBeUndefined();
  });

  it("refuses a signal naming another user on this user's hub: nothing stored, nothing sent", async () => {
    const { socket } = await openAuthenticated('victim');
    const msg = message('archive-finished');
    expect(await hubStub('victim').publish({ userId: 'attacker', message: msg })).toEqual({ ok: false, error: 'wrong object' });
    expect(await socket.quiet()).toBeUndefined();
    // The id was not stored: the real signal for the victim is new.
    expect(await publish('victim', msg)).toEqual({ ok: true, stored: true, delivered: 1 });
    expect(await socket.next()).toEqual({ type: 'event', message: msg });
  });

  it('parses its input anyway: a malformed signal is refused, not stored or sent', async () => {
    const { socket } = await openAuthenticated('rpc-parse');
    const stub = hubStub('rpc-parse');
    const good = message('archive-finished');
    const bad: unknown[] = [
      { userId: 'rpc-parse', message: { ...good, id: 'not-a-uuid' } },
      { userId: 'rpc-parse', message: { ...good, type: 'nonsense' } },
      { userId: 'rpc-parse', message: { ...good, data: { payload: {}, timestamp: 1 } } },
      { userId: '', message: good },
      { message: good },
      null,
      'rpc-parse',
    ];
    for (const signal of bad) {
      // The type says PushSignal; the hub must not rely on it.
      expect(await stub.publish(signal as never)).toEqual({ ok: false, error: 'invalid input' });
    }
    expect(await socket.quiet()).toBeUndefined();
    const rows = await runInDurableObject(stub, (_hub, state) => state.storage.sql.exec('SELECT id FROM events').toArray());
    expect(rows).toEqual([]);
  });
});

describe('replay', () => {
  it('replays what a reconnecting socket missed, once, in order', async () => {
    const first = await openAuthenticated('replay');
    expect(first.ok.lastEventId).toBeNull();
    const seen = message('archive-started');
    await publish('replay', seen);
    expect(await first.socket.next()).toEqual({ type: 'event', message: seen });
    first.socket.ws.close(1000);
    await first.socket.closed;

    const missed1 = message('archive-finished');
    const missed2 = message('import-started');
    await publish('replay', missed1);
    await publish('replay', missed2);

    const again = await openAuthenticated('replay', { lastEventId: seen.id });
    expect(again.ok.lastEventId).toBe(missed2.id);
    expect(await again.socket.next()).toEqual({ type: 'event', message: missed1 });
    expect(await again.socket.next()).toEqual({ type: 'event', message: missed2 });
    expect(await again.socket.quiet()).toBeUndefined();
  });

  it('replays nothing to a fresh tab, everything kept to a tab that saw an empty stream', async () => {
    await publish('fresh', message('archive-finished'));
    const fresh = await openAuthenticated('fresh');
    expect(await fresh.socket.quiet()).toBeUndefined();

    const empty = await openAuthenticated('fresh', { lastEventId: null });
    expect((await empty.socket.next()).type).toBe('event');
  });

  it('keeps state across eviction: events in SQLite storage, sockets in attachments', async () => {
    const { socket } = await openAuthenticated('evict', { purposes: ['archive'] });
    const attachments = await runInDurableObject(hubStub('evict'), (_hub, state) =>
      state.getWebSockets().map((ws) => ws.deserializeAttachment()),
    );
    expect(attachments).toEqual([expect.objectContaining({ state: 'open', userId: 'evict', purposes: ['archive'] })]);
    const before = message('archive-started');
    await publish('evict', before);
    expect((await socket.next()).type).toBe('event');

    await abortAllDurableObjects(); // Drops every instance (and its memory); storage stays.
    const after = message('archive-finished');
    await publish('evict', after);
    const rows = await runInDurableObject(hubStub('evict'), (_hub, state) =>
      state.storage.sql.exec('SELECT id FROM events ORDER BY seq').toArray(),
    );
    expect(rows).toEqual([{ id: before.id }, { id: after.id }]);
    const back = await openAuthenticated('evict', { lastEventId: before.id });
    expect(await back.socket.next()).toEqual({ type: 'event', message: after });
  });
});
