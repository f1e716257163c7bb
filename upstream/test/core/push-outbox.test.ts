import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classify, drainOutbox, OUTBOX, retryDelay } from '../../src/push/outbox';
import { hmacSha256Hex, pushBodySchema, signalApp } from '../../src/push/signal';

// The push outbox (issue 15 point 11): a signal the app does not accept is kept and retried with
// backoff by the PushOutbox alarm, with the same message id, until the app answers 2xx.

type Answer = number | 'down' | { status: number; retryAfter: string };

/** The app as seen by the upstream: answers the queued statuses in order, then 202. */
function app(...answers: Answer[]) {
  const posts: { id: string; raw: string; signature: string | null }[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    if (req.url !== env.APP_PUSH_URL) return original(input, init);
    const raw = await req.text();
    posts.push({ id: pushBodySchema.parse(JSON.parse(raw)).message.id, raw, signature: req.headers.get('X-Signature') });
    const answer = answers.shift() ?? 202;
    if (answer === 'down') throw new TypeError('connect ECONNREFUSED 127.0.0.1:8787');
    if (typeof answer === 'number') return new Response(null, { status: answer });
    return new Response(null, { status: answer.status, headers: { 'Retry-After': answer.retryAfter } });
  });
  return posts;
}

const rowSchema = pushBodySchema.shape.message.shape.id;
async function row(id: string) {
  const r = await env.DB.prepare('SELECT status, attempts, next_attempt_at, created_at, last_error FROM push_outbox WHERE id = ?')
    .bind(id)
    .first<{ status: string; attempts: number; next_attempt_at: number; created_at: number; last_error: string | null }>();
  if (!r) throw new Error(`no outbox row ${id}`);
  return r;
}
const onlyRow = async () => {
  const r = await env.DB.prepare('SELECT id FROM push_outbox ORDER BY seq DESC LIMIT 1').first<{ id: string }>();
  return rowSchema.parse(r?.id);
};

/** A row as signalApp leaves it after a failed first attempt, without touching the alarm. */
async function pendingRow(createdAt = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  const body = JSON.stringify({
    userId: 'u-outbox',
    message: { id, type: 'archive-finished', data: { payload: { downloadId: 'd', key: 'k' }, timestamp: createdAt } },
  });
  await env.DB.prepare(
    "INSERT INTO push_outbox (id, user_id, type, body, attempts, next_attempt_at, created_at) VALUES (?, 'u-outbox', 'archive-finished', ?, 1, ?, ?)",
  )
    .bind(id, body, createdAt, createdAt)
    .run();
  return id;
}
const FAR = Number.MAX_SAFE_INTEGER;
const outbox = () => env.PUSH_OUTBOX.get(env.PUSH_OUTBOX.idFromName('push-outbox'));

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM push_outbox').run();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('retry schedule', () => {
  it('waits 1, 2, 4, 8 s, then every 10 s; a Retry-After is honoured up to 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(retryDelay(1, 30_000)).toBe(30_000);
    expect(retryDelay(5, 3_000)).toBe(10_000);
    expect(retryDelay(1, 3_600_000)).toBe(OUTBOX.maxRetryAfterMs);
  });

  it('2xx is delivered; no answer, 5xx, 408 and 429 are retried; any other status is final', () => {
    expect([200, 202, 204].map(classify)).toEqual(['delivered', 'delivered', 'delivered']);
    expect([500, 502, 503, 408, 429].map(classify)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
    expect([301, 400, 401, 404, 410, 413].map(classify)).toEqual([
      'permanent',
      'permanent',
      'permanent',
      'permanent',
      'permanent',
      'permanent',
    ]);
  });
});

describe('signalApp through the outbox', () => {
  it('delivered at once: one POST, the row is delivered', async () => {
    const posts = app(202);
    await signalApp(env, 'u-ok', 'archive-finished', { downloadId: 'd1', key: 'k1' });
    expect(posts).toHaveLength(1);
    expect(await row(posts[0]!.id)).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
  });

  it('the app down for a deploy: kept, the alarm retries it with the same id and signature until the app accepts it', async () => {
    const posts = app('down', 503);
    const before = Date.now();
    await signalApp(env, 'u-down', 'archive-finished', { downloadId: 'd2', key: 'k2' });
    expect(posts).toHaveLength(1);
    const id = await onlyRow();
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toContain('ECONNREFUSED');
    expect(first.next_attempt_at - before).toBeGreaterThanOrEqual(OUTBOX.baseMs);
    expect(first.next_attempt_at - Date.now()).toBeLessThanOrEqual(OUTBOX.baseMs);
    // The outbox's alarm is set for it (not only for the first attempt's lease).
    const alarm = await runInDurableObject(outbox(), (_o, state) => state.storage.getAlarm());
    expect(alarm).toBe(first.next_attempt_at);
    // The runtime's alarm does the rest on its own: 503 after 1 s, accepted 2 s later.
    await vi.waitFor(async () => expect((await row(id)).status).toBe('delivered'), { timeout: 10_000, interval: 200 });
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((p) => p.id))).toEqual(new Set([id]));
    expect(new Set(posts.map((p) => p.raw)).size).toBe(1);
    for (const p of posts) expect(p.signature).toBe(`sha256=${await hmacSha256Hex(env.PUSH_SIGNING_SECRET, p.raw)}`);
    expect(await row(id)).toMatchObject({ attempts: 3, last_error: null });
  });

  it('a 4xx other than 408/429 fails for good: logged, never sent again', async () => {
    const posts = app(401);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await signalApp(env, 'u-401', 'import-finished', {});
    const id = await onlyRow();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'answered 401' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not retried'));
    expect(await drainOutbox(env, FAR)).toBeNull();
    expect(posts).toHaveLength(1);
  });
});

describe('drainOutbox (the alarm)', () => {
  it('backs off 2, 4, 8 s between failed attempts and honours Retry-After', async () => {
    const id = await pendingRow();
    app('down', 500, { status: 429, retryAfter: '20' }, 202);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const next = await drainOutbox(env, FAR);
      const r = await row(id);
      expect(next).toBe(r.next_attempt_at);
      waits.push(Math.round((r.next_attempt_at - Date.now()) / 1000));
    }
    expect(waits).toEqual([2, 4, 20]);
    expect(await drainOutbox(env, FAR)).toBeNull();
    expect(await row(id)).toMatchObject({ status: 'delivered', attempts: 5 });
  });

  it('sends only due rows, oldest first, and says when the next one is due', async () => {
    const late = await pendingRow(Date.now() + 60_000);
    const a = await pendingRow(Date.now() - 2);
    const b = await pendingRow(Date.now() - 1);
    const posts = app();
    expect(await drainOutbox(env)).toBe((await row(late)).next_attempt_at);
    expect(posts.map((p) => p.id)).toEqual([a, b]);
    expect((await row(late)).status).toBe('pending');
  });

  it('a row claimed by another sender is not sent twice', async () => {
    const id = await pendingRow(Date.now() - 1);
    let release: () => void = () => undefined;
    const posts: string[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      if (req.url !== env.APP_PUSH_URL) return original(input, init);
      posts.push(await req.text());
      await new Promise<void>((r) => (release = r));
      return new Response(null, { status: 202 });
    });
    const first = drainOutbox(env);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    // Another alarm runs while the first attempt is under way: the row is claimed (due again only
    // when the claim's lease ends), so it is not sent twice.
    expect(await drainOutbox(env)).toBeGreaterThanOrEqual(Date.now() + OUTBOX.leaseMs - 1_000);
    release();
    await first;
    expect(posts).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'delivered' });
  });

  it('gives up after 30 minutes (logged): the tab stopped waiting by then', async () => {
    const id = await pendingRow(Date.now() - OUTBOX.maxAgeMs);
    app('down');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await drainOutbox(env, FAR)).toBeNull();
    expect(await row(id)).toMatchObject({ status: 'expired', attempts: 2 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('gave up'));
  });
});
