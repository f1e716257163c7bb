/**
 * Activation (import of legacy uploads) and deletion of the whole library. Both are status machines
 * on users.activation_status: NOT_ACTIVE → IMPORTING → ACTIVE, and ACTIVE → DELETING → ACTIVE.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamBindings, UpstreamEnv } from '../../env';
import { jsonError } from '../../http/validate';
import { signalApp } from '../../push/signal';
import { runAfterResponse } from '../http';
import { deleteWholeLibrary } from '../repo/purge';

export const activation = new Hono<UpstreamEnv>();

const Status = z.enum(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING']);

async function readStatus(db: D1Database, userId: string) {
  const row = await db.prepare('SELECT activation_status AS s FROM users WHERE id = ?').bind(userId).first<{ s: string }>();
  return row ? Status.parse(row.s) : null;
}

activation.get('/users/activate', async (c) => {
  const status = await readStatus(c.env.DB, c.var.userId);
  return status ? c.json({ status }) : jsonError(c, 404, 'not_found', 'user not found');
});

/**
 * Starts the import only from NOT_ACTIVE (the conditional UPDATE makes a double click start it
 * once); any other status answers `{ started: false }`.
 */
activation.post('/users/activate', async (c) => {
  const res = await c.env.DB.prepare("UPDATE users SET activation_status = 'IMPORTING' WHERE id = ? AND activation_status = 'NOT_ACTIVE'")
    .bind(c.var.userId)
    .run();
  const started = (res.meta.changes ?? 0) > 0;
  if (started) runAfterResponse(c, runImport(c.env, c.var.userId));
  return c.json({ started });
});

/** Moves legacy uploads into the library in one statement (triggers keep the month counts). */
export async function runImport(env: UpstreamBindings, userId: string): Promise<void> {
  await signalApp(env, userId, 'import-started', {});
  try {
    const db = env.DB;
    await db.batch([
      db.prepare('UPDATE photos SET legacy = 0 WHERE user_id = ? AND legacy = 1').bind(userId),
      db.prepare("UPDATE users SET activation_status = 'ACTIVE' WHERE id = ?").bind(userId),
    ]);
    await signalApp(env, userId, 'import-finished', {});
  } catch (err) {
    console.error('import failed', err);
    await env.DB.prepare("UPDATE users SET activation_status = 'NOT_ACTIVE' WHERE id = ?").bind(userId).run();
    await signalApp(env, userId, 'import-error', {});
  }
}

/**
 * DELETE /photos/all → 202 `{ status: 'DELETING' }`. The library (every visible photo, also out of
 * albums; albums themselves stay) is removed after the response, then the status returns to ACTIVE.
 * 409 when an import or another deletion is running.
 */
activation.delete('/photos/all', async (c) => {
  const res = await c.env.DB.prepare("UPDATE users SET activation_status = 'DELETING' WHERE id = ? AND activation_status = 'ACTIVE'")
    .bind(c.var.userId)
    .run();
  if ((res.meta.changes ?? 0) === 0) {
    const status = await readStatus(c.env.DB, c.var.userId);
    return jsonError(c, 409, 'conflict', `library is ${status ?? 'unknown'}`);
  }
  const env = c.env;
  const userId = c.var.userId;
  runAfterResponse(
    c,
    (async () => {
      try {
        await deleteWholeLibrary(env, userId);
      } finally {
        await env.DB.prepare("UPDATE users SET activation_status = 'ACTIVE' WHERE id = ? AND activation_status = 'DELETING'")
          .bind(userId)
          .run();
      }
    })(),
  );
  return c.json({ status: 'DELETING' as const }, 202);
});
