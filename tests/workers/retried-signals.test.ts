import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EventStore, KEEP_EVENTS, KEEP_SEEN_IDS, KEEP_SEEN_MS } from '../../src/durable-objects/push-hub/event-store';
import { hubStub, message, openAuthenticated, publish, signal } from './helpers';

// Issue 15 point 11: the upstream retries a signal (same message id) until the app answers 2xx, so
// the app may get it twice (its first answer was lost in a deploy). The hub stores and sends a
// message id once.

describe('a retried signal reaches the tab once', () => {
  it('the same signed signal twice through /internal/push: stored and sent once, both answered 202', async () => {
    const { socket } = await openAuthenticated('retried');
    const msg = message('archive-finished');
    const first = await signal('retried', msg);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ stored: true, delivered: 1 });
    const again = await signal('retried', msg);
    expect(again.status).toBe(202); // 2xx: the upstream's outbox stops retrying it.
    expect(await again.json()).toEqual({ stored: false, delivered: 0 });
    expect(await socket.next()).toEqual({ type: 'event', message: msg });
    expect(await socket.quiet(300)).toBeUndefined();
  });

  it('remembers the id after its event was pruned from the replay store', async () => {
    const { socket } = await openAuthenticated('pruned');
    const old = message('archive-finished');
    expect(await publish('pruned', old)).toMatchObject({ stored: true });
    for (let i = 0; i < KEEP_EVENTS; i++) await publish('pruned', message('import-started'));
    const kept = await runInDurableObject(hubStub('pruned'), (_hub, state) =>
      state.storage.sql.exec('SELECT id FROM events WHERE id = ?', old.id).toArray(),
    );
    expect(kept).toEqual([]); // Out of the replay window…
    for (let i = 0; i <= KEEP_EVENTS; i++) expect((await socket.next()).type).toBe('event');
    expect(await publish('pruned', old)).toEqual({ ok: true, stored: false, delivered: 0 }); // …still not sent twice.
    expect(await socket.quiet(300)).toBeUndefined();
  });

  it('keeps the remembered ids bounded: a day at most, the newest KEEP_SEEN_IDS', async () => {
    const counts = await runInDurableObject(hubStub('seen-bound'), (_hub, state) => {
      const store = new EventStore(state.storage.sql);
      const now = Date.now();
      state.storage.sql.exec("INSERT INTO seen_messages (id, seen_at) VALUES ('old', ?)", now - KEEP_SEEN_MS - 1);
      for (let i = 0; i < KEEP_SEEN_IDS + 5; i++) {
        state.storage.sql.exec('INSERT INTO seen_messages (id, seen_at) VALUES (?, ?)', `id-${i}`, now - KEEP_SEEN_IDS + i);
      }
      store.prune(now);
      const count = (sql: string) => Number(state.storage.sql.exec(sql).one().n);
      return {
        total: count('SELECT COUNT(*) AS n FROM seen_messages'),
        old: count("SELECT COUNT(*) AS n FROM seen_messages WHERE id = 'old'"),
        oldest: count("SELECT COUNT(*) AS n FROM seen_messages WHERE id IN ('id-0', 'id-4')"),
        newest: count(`SELECT COUNT(*) AS n FROM seen_messages WHERE id = 'id-${KEEP_SEEN_IDS + 4}'`),
      };
    });
    expect(counts).toEqual({ total: KEEP_SEEN_IDS, old: 0, oldest: 0, newest: 1 });
  });
});
