import type { UpstreamBindings } from '../env';

/** Hosts always allowed for redirects: local development and tests, on any port. */
function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** `http://*.localhost:8787` → RegExp over an origin; `*` stands for one host label. */
function originPattern(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .replace(/\/+$/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[a-z0-9-]+');
  return new RegExp(`^${escaped}$`, 'i');
}

/**
 * Whether `uri` may receive codes or logout redirects: http(s) on localhost, `*.localhost` or
 * 127.0.0.1 (any port), or an origin listed in APP_ORIGINS (comma list, `*` = one label; that is
 * where the brands' https hosts go in deployed environments). No fragments, no credentials.
 */
export function isAllowedRedirect(env: Pick<UpstreamBindings, 'APP_ORIGINS'>, uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.hash || url.username || url.password) return false;
  if (isLocalHost(url.hostname)) return true;
  return env.APP_ORIGINS.split(',')
    .filter((p) => p.trim())
    .some((p) => originPattern(p).test(url.origin));
}
