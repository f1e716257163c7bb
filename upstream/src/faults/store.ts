import { z } from 'zod';
import type { UpstreamBindings } from '../env';
import { type Fault, type FaultRuleInput, faultModeSchema } from './rules';

const ruleRowSchema = z.object({
  id: z.number(),
  path_pattern: z.string(),
  method: z.string().nullable(),
  mode: faultModeSchema,
  delay_ms: z.number().nullable(),
  status: z.number().nullable(),
  remaining: z.number().nullable(),
});

/**
 * Per-isolate cache of the rule list so a request without faults costs no D1 read. Writes in this
 * isolate invalidate it at once; the short TTL bounds staleness if another isolate wrote (locally
 * wrangler dev and each test file run one isolate, so in practice it is always fresh).
 */
const CACHE_TTL_MS = 1000;
let cache: { rules: FaultRuleRow[]; at: number } | null = null;
function invalidate(): void {
  cache = null;
}

type FaultRuleRow = z.infer<typeof ruleRowSchema>;

/** Stores a rule; returns its id. */
export async function addFaultRule(env: Pick<UpstreamBindings, 'DB'>, rule: FaultRuleInput): Promise<number> {
  const row = await env.DB.prepare(
    'INSERT INTO faults (path_pattern, method, mode, delay_ms, status, remaining, created) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      rule.pathPattern,
      rule.method ?? null,
      rule.mode,
      rule.delayMs ?? null,
      rule.status ?? null,
      rule.times ?? null,
      new Date().toISOString(),
    )
    .first();
  invalidate();
  return z.object({ id: z.number() }).parse(row).id;
}

export async function clearFaultRules(env: Pick<UpstreamBindings, 'DB'>): Promise<void> {
  await env.DB.prepare('DELETE FROM faults').run();
  invalidate();
}

export async function listFaultRules(env: Pick<UpstreamBindings, 'DB'>) {
  const { results } = await env.DB.prepare(
    'SELECT id, path_pattern, method, mode, delay_ms, status, remaining FROM faults ORDER BY id',
  ).all();
  return results.map((r) => ruleRowSchema.parse(r));
}

/**
 * The first stored rule matching this request (oldest first), consuming one of its `times`.
 * A rule whose count reaches zero is deleted.
 */
export async function takeMatchingFault(env: Pick<UpstreamBindings, 'DB'>, method: string, path: string): Promise<Fault | null> {
  if (!cache || Date.now() - cache.at > CACHE_TTL_MS) cache = { rules: await listFaultRules(env), at: Date.now() };
  const rules = cache.rules;
  for (const rule of rules) {
    if (rule.method && rule.method !== method.toUpperCase()) continue;
    let re: RegExp;
    try {
      re = new RegExp(rule.path_pattern);
    } catch {
      continue;
    }
    if (!re.test(path)) continue;
    if (rule.remaining !== null) {
      // Atomic decrement: concurrent requests can't both consume the last use.
      const taken = await env.DB.prepare('UPDATE faults SET remaining = remaining - 1 WHERE id = ? AND remaining > 0 RETURNING remaining')
        .bind(rule.id)
        .first();
      invalidate();
      if (taken === null) continue;
      const left = z.object({ remaining: z.number() }).parse(taken).remaining;
      if (left <= 0) await env.DB.prepare('DELETE FROM faults WHERE id = ?').bind(rule.id).run();
    }
    const fault: Fault = { mode: rule.mode };
    if (rule.delay_ms !== null) fault.delayMs = rule.delay_ms;
    if (rule.status !== null) fault.status = rule.status;
    return fault;
  }
  return null;
}
