import type { Context } from 'hono';
import type { AppEnv } from '../../env';

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

/**
 * Origins of every configured authority, for the CSP `form-action` (securityHeaders'
 * `authOrigins`): Chromium applies form-action to the whole redirect chain of a form post, and the
 * confirmation forms end in /logout → the authority's end-session endpoint.
 * @example securityHeaders({ authOrigins: (c) => authorityOrigins(c.env.AUTHORITIES) })
 */
export function authorityOrigins(authorities: Readonly<Record<string, string>> | undefined): string[] {
  const out = new Set<string>();
  for (const url of Object.values(authorities ?? {})) {
    try {
      out.add(new URL(url).origin);
    } catch {
      // A malformed entry is a config error reported where it is used (authorityFor).
    }
  }
  return [...out];
}
