import type { Hono } from 'hono';
import { z } from 'zod';
import { developmentOnly } from '../admin/gate';
import type { UpstreamEnv } from '../env';
import { jsonError, validate } from '../http/validate';

/**
 * Development-only helpers for the account area (404 outside development, like all of /__admin):
 * set a business account's status so the Blocked banner can be reached in tests.
 */
export function registerAccountAdmin(app: Hono<UpstreamEnv>): void {
  app.post(
    '/__admin/account/b2b-status',
    developmentOnly,
    validate('json', z.object({ userId: z.uuid(), b2bStatus: z.enum(['Default', 'New', 'Blocked']) }).strict()),
    async (c) => {
      const { userId, b2bStatus } = c.req.valid('json');
      const r = await c.env.DB.prepare('UPDATE customers SET b2b_status = ?, updated = ? WHERE user_id = ?')
        .bind(b2bStatus, new Date().toISOString(), userId)
        .run();
      if (!r.meta.changes) return jsonError(c, 404, 'not_found', 'customer not found');
      return c.body(null, 204);
    },
  );
}
