import type { Hono } from 'hono';
import { z } from 'zod';
import { createUser } from '../auth/users';
import type { UpstreamEnv } from '../env';
import { listErrorReports } from '../errors/store';
import { faultRuleSchema } from '../faults/rules';
import { addFaultRule, clearFaultRules, listFaultRules } from '../faults/store';
import { validate } from '../http/validate';
import { listOutbox } from '../push/outbox';
import { seedDemo, seedDomains, toSeedUser } from '../seed/index';
import { developmentOnly } from './gate';

/** Profiles a test may ask for. */
const accountRequestSchema = z.object({
  // 'demo': a throwaway copy of the demo account, for tests that change what the demo journeys show.
  profile: z.enum(['demo', 'consumer', 'empty', 'business', 'not-activated']),
});

function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `t-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Mounts the development-only admin calls under `/__admin/` (404 outside development). */
export function registerAdmin(app: Hono<UpstreamEnv>): void {
  app.use('/__admin/*', developmentOnly);
  app.use('/__admin', developmentOnly);

  /** Seeds the demo accounts (idempotent). */
  app.post('/__admin/seed', async (c) => {
    const users = await seedDemo(c.env);
    return c.json({ users: users.map((u) => ({ id: u.id, email: u.email, profile: u.profile })) });
  });

  /** A fresh account for a destructive test: `{ userId, email, password }`. */
  app.post('/__admin/accounts', validate('json', accountRequestSchema), async (c) => {
    const { profile } = c.req.valid('json');
    const email = `t-${crypto.randomUUID()}@example.com`;
    const password = randomPassword();
    const row = await createUser(c.env, {
      email,
      password,
      profile,
      b2b: profile === 'business',
      activationStatus: profile === 'not-activated' ? 'NOT_ACTIVE' : 'ACTIVE',
    });
    await seedDomains(c.env, [toSeedUser(row, profile)]);
    return c.json({ userId: row.id, accountId: row.account_id, email, password }, 201);
  });

  app.post('/__admin/faults', validate('json', faultRuleSchema), async (c) => {
    const id = await addFaultRule(c.env, c.req.valid('json'));
    return c.json({ id }, 201);
  });
  app.get('/__admin/faults', async (c) => c.json({ faults: await listFaultRules(c.env) }));
  app.delete('/__admin/faults', async (c) => {
    await clearFaultRules(c.env);
    return c.body(null, 204);
  });

  app.get('/__admin/error-reports', async (c) => c.json({ reports: await listErrorReports(c.env) }));

  /** The push outbox rows of one user (`?userId=`): each signal's status and attempts. */
  app.get('/__admin/push-outbox', validate('query', z.object({ userId: z.string().min(1) })), async (c) =>
    c.json({ signals: await listOutbox(c.env, c.req.valid('query').userId) }),
  );
}
