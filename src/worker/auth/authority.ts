import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * The issuer URL of the request's brand (`c.env.AUTHORITIES[brand.authority]`): the Swedish brand
 * signs in at 'se', every other brand at 'main'. Throws when the environment lacks it (a config
 * error, reported by onError), never falls back to another authority.
 */
export function authorityFor(c: Context<AppEnv>): string {
  const key = c.var.brand.authority;
  const url = c.env.AUTHORITIES?.[key];
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`AUTHORITIES.${key} is not configured`);
  return url.replace(/\/+$/, '');
}
