import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addFaultRule } from '../../src/faults/store';
import { PROGRESS, progressKey, progressReporter } from '../../src/photos/jobs/archive-progress';
import { type Account, account, call, callAndWait, capturePushes, photoIds } from './helpers';

// Issue 34 §3: the archive job reports how many photos are in the zip (push signal and the
// polling answer), and a job can be cancelled: it stops, keeps nothing and signals nothing.

let alice: Account;
let push: ReturnType<typeof capturePushes> | undefined;

beforeAll(async () => {
  alice = await account('consumer');
});
afterEach(() => push?.restore());

const Progress = z.object({ downloadId: z.string().uuid(), key: z.string(), done: z.number().int(), total: z.number().int() });
const Listed = z.object({
  items: z.array(
    z.object({ id: z.string(), status: z.string(), progress: z.object({ done: z.number().int(), total: z.number().int() }).optional() }),
  ),
});

/** Holds each photo of `who`'s archive jobs `delayMs` in the job (development fault, this user's only). */
const holdEachPhoto = (who: Account, delayMs: number, times: number) =>
  addFaultRule(env, { pathPattern: `^/jobs/archive-photo/${who.userId}$`, method: 'JOB', mode: 'delay', delayMs, times });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('archive progress reporter', () => {
  it('reports in steps of 5 % at most once a second, never the last photo, in order', async () => {
    const pushes = capturePushes();
    push = pushes;
    let clock = 0;
    const reporter = progressReporter(
      env,
      { userId: alice.userId, downloadId: crypto.randomUUID(), key: 'archives/x.zip' },
      40,
      () => clock,
    );
    for (let i = 0; i < 40; i++) {
      reporter.photoAdded();
      clock += 600; // a photo every 0.6 s: the second limit holds some steps back
    }
    await reporter.settled();
    const done = pushes.pushes.map((p) => Progress.parse(p.payload).done);
    expect(pushes.pushes.every((p) => p.type === 'archive-progress')).toBe(true);
    expect(done[0]).toBe(2); // the first 5 % step of 40 photos
    expect(done.at(-1)).toBeLessThan(40);
    expect(done.length).toBeLessThanOrEqual(PROGRESS.maxSignals);
    for (let i = 1; i < done.length; i++) expect(done[i]! - done[i - 1]!).toBeGreaterThanOrEqual(2);
    expect(new Set(pushes.pushes.map((p) => Progress.parse(p.payload).total))).toEqual(new Set([40]));
  });
});

describe('archive job: progress and cancel', () => {
  it('signals progress between started and finished and answers a poll with the count so far', async () => {
    push = capturePushes();
    const ids = await photoIds(alice, 4);
    await holdEachPhoto(alice, 1_200, 4);
    const clientId = `progress-${crypto.randomUUID()}`;
    const job = callAndWait(alice, '/download-api/downloads', { method: 'POST', json: { id: clientId, name: 'Progress', photos: ids } });
    // The polling fallback: the listed job carries the photos in the zip so far while it runs.
    const listed = async () =>
      Listed.parse(await (await call(alice, '/download-api/downloads')).json()).items.find((i) => i.id === clientId);
    const first = await until(listed, (i) => i !== undefined);
    // Listed as soon as the POST stored it: 0 until the first photo is in (1.2 s), never made up.
    expect(first).toMatchObject({ status: 'IN_PROGRESS', progress: { total: 4 } });
    expect(first?.progress?.done).toBeLessThan(4);
    const busy = await until(listed, (i) => (i?.progress?.done ?? 0) >= 1);
    expect(busy?.status).toBe('IN_PROGRESS');
    expect(busy?.progress?.total).toBe(4);
    expect(busy?.progress?.done).toBeGreaterThanOrEqual(1);
    expect(busy?.progress?.done).toBeLessThan(4);
    expect((await job).status).toBe(202);
    // A finished job has no progress any more: its status says it all.
    expect((await listed())?.progress).toBeUndefined();

    const types = push.pushes.map((p) => p.type);
    expect(types[0]).toBe('archive-started');
    expect(types.at(-1)).toBe('archive-finished');
    const progress = push.pushes.filter((p) => p.type === 'archive-progress').map((p) => Progress.parse(p.payload));
    // 1.2 s a photo: every photo but the last is reported, each a real count.
    expect(progress.map((p) => [p.done, p.total])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    const { downloadId } = progress[0]!;
    expect(await env.BUCKET.head(progressKey(downloadId))).toBeNull(); // cleaned up with the job
    expect((await call(alice, `/download-api/downloads/${downloadId}/url`)).status).toBe(200);
  });

  it('a cancelled job stops, keeps no zip, signals nothing more and is not listed; later cancels are refused', async () => {
    push = capturePushes();
    const ids = await photoIds(alice, 5);
    await holdEachPhoto(alice, 800, 5);
    const clientId = `cancel-${crypto.randomUUID()}`;
    const job = callAndWait(alice, '/download-api/downloads', { method: 'POST', json: { id: clientId, name: 'Cancelled', photos: ids } });
    await until(
      async () => (await call(alice, `/download-api/downloads/${clientId}/url`)).status,
      (s) => s === 409,
    );
    const cancelled = await call(alice, `/download-api/downloads/${clientId}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    const answer = z.object({ id: z.string(), downloadId: z.string(), status: z.literal('CANCELLED') }).parse(await cancelled.json());
    expect(answer.id).toBe(clientId);
    await job;

    expect(push.pushes.map((p) => p.type).filter((t) => t !== 'archive-progress')).toEqual(['archive-started']);
    expect(await env.BUCKET.head(`archives/${answer.downloadId}.zip`)).toBeNull();
    expect(await env.BUCKET.head(progressKey(answer.downloadId))).toBeNull();
    expect((await call(alice, `/download-api/downloads/${answer.downloadId}/url`)).status).toBe(404);
    const list = z
      .object({ items: z.array(z.object({ downloadId: z.string() })) })
      .parse(await (await call(alice, '/download-api/downloads')).json());
    expect(list.items.map((i) => i.downloadId)).not.toContain(answer.downloadId);
    expect((await call(alice, `/download-api/downloads/${answer.downloadId}/cancel`, { method: 'POST' })).status).toBe(404);
  });

  it('a finished job cannot be cancelled (409) and stays downloadable; a foreign one is not found', async () => {
    const ids = await photoIds(alice, 2);
    const res = await callAndWait(alice, '/download-api/downloads', { method: 'POST', json: { name: 'Done', photos: ids } });
    const { downloadId } = z.object({ downloadId: z.string() }).parse(await res.json());
    expect((await call(alice, `/download-api/downloads/${downloadId}/cancel`, { method: 'POST' })).status).toBe(409);
    expect((await call(alice, `/download-api/downloads/${downloadId}/url`)).status).toBe(200);
    const bob = await account('consumer');
    expect((await call(bob, `/download-api/downloads/${downloadId}/cancel`, { method: 'POST' })).status).toBe(404);
  });
});
