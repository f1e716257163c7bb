import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { productTypeName } from '../../locale/content';
import { viewOf } from '../../locale/negotiate';
import { auth } from '../auth';
import { loadUser, publicUrl } from '../common';

const row = z.object({ id: z.string(), title: z.string(), product_type: z.string(), thumbnail_url: z.string(), updated: z.string() });

/** Saved projects (account-area §7 Saved projects). */
export function registerProjectApi(app: Hono<UpstreamEnv>): void {
  app.get(
    '/project-api/api/v2/projects/:accountId',
    ...auth,
    validate('param', z.object({ accountId: z.coerce.number().int().positive() })),
    validate(
      'query',
      z.object({ skip: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(100).default(10) }),
    ),
    async (c) => {
      const user = await loadUser(c.env, c.var.userId);
      // Another user's account id looks exactly like an unknown one.
      if (!user || user.account_id !== c.req.valid('param').accountId) return jsonError(c, 404, 'not_found', 'account not found');
      const { skip, limit } = c.req.valid('query');
      const [count, page] = await c.env.DB.batch([
        c.env.DB.prepare('SELECT COUNT(*) AS n FROM projects WHERE user_id = ?').bind(c.var.userId),
        c.env.DB.prepare('SELECT * FROM projects WHERE user_id = ? ORDER BY updated DESC, id LIMIT ? OFFSET ?').bind(
          c.var.userId,
          limit,
          skip,
        ),
      ]);
      const { locale } = viewOf(c);
      const projects = (page?.results ?? []).map((r) => {
        const p = row.parse(r);
        return {
          id: p.id,
          title: p.title,
          productType: p.product_type,
          // The type's name in the customer's language; the enum stays for the app's logic.
          productTypeName: productTypeName(p.product_type, locale),
          thumbnailUrl: publicUrl(c.env, p.thumbnail_url),
          updated: p.updated,
        };
      });
      return c.json({ projects, totalProjectCount: z.object({ n: z.number() }).parse(count?.results[0]).n });
    },
  );

  app.delete('/project-api/api/v2/project/:id', ...auth, validate('param', z.object({ id: z.string().min(1).max(64) })), async (c) => {
    const result = await c.env.DB.prepare('DELETE FROM projects WHERE id = ? AND user_id = ?')
      .bind(c.req.valid('param').id, c.var.userId)
      .run();
    if (!result.meta.changes) return jsonError(c, 404, 'not_found', 'project not found');
    return c.body(null, 204);
  });
}
