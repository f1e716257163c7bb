import type { UpstreamBindings } from '../env';
import { VENDOR_DOMAINS } from './catalogue/vendors';

/**
 * Which app origin an e-mail link may point at. The app sends its brand origin in
 * `X-App-Origin` (or `appOrigin` in a body); anything not on the allow-list falls back to the
 * default so a caller can never make us mail links to a foreign site.
 *
 * Allowed: http://localhost:PORT, http://127.0.0.1:PORT, http://<label>.localhost:PORT,
 * entries of APP_ORIGINS ('*' = one host label), and https://<host> on a brand vendor domain.
 */
export function isAllowedOrigin(env: Pick<UpstreamBindings, 'APP_ORIGINS'>, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.replace(/\/+$/, '')) return false; // no paths, queries or credentials
  const host = url.hostname;
  if (url.protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1' || /^[a-z0-9-]+\.localhost$/.test(host))) {
    return true;
  }
  if (url.protocol === 'https:' && VENDOR_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return true;
  return configured(env).some((pattern) => matches(pattern, url.origin));
}

function configured(env: Pick<UpstreamBindings, 'APP_ORIGINS'>): string[] {
  return (env.APP_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function matches(pattern: string, origin: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9-]+')}$`, 'i');
  return re.test(origin);
}

/** The origin for links: the requested one when allowed, else the first fixed APP_ORIGINS entry. */
export function appOrigin(env: Pick<UpstreamBindings, 'APP_ORIGINS'>, requested: string | undefined | null): string {
  if (requested && isAllowedOrigin(env, requested)) return requested.replace(/\/+$/, '');
  return configured(env).find((o) => !o.includes('*')) ?? 'http://localhost:8787';
}
