import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** The posted form as single string values (repeated names: the first wins; files are ignored). */
export async function formValues(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string' && first.length <= 5000) out[k] = first;
  }
  return out;
}
