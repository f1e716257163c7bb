import { z } from 'zod';

/** The parts of an OpenID Provider's discovery document this app uses. */
const discoverySchema = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url({ protocol: /^https?$/ }),
  token_endpoint: z.url({ protocol: /^https?$/ }),
  jwks_uri: z.url({ protocol: /^https?$/ }),
  end_session_endpoint: z.url({ protocol: /^https?$/ }).optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

/** Discovery documents change rarely; an hour per isolate keeps sign-in from fetching it each time. */
export const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 5000;

interface Entry {
  doc: Promise<Discovery>;
  fetchedAt: number;
}
const cache = new Map<string, Entry>();

export class DiscoveryError extends Error {
  override readonly name = 'DiscoveryError';
}

const trimSlash = (u: string) => u.replace(/\/+$/, '');

async function fetchDiscovery(authority: string, fetchImpl: typeof fetch): Promise<Discovery> {
  const url = `${trimSlash(authority)}/.well-known/openid-configuration`;
  let res: Response;
  try {
    res = await fetchImpl(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
  } catch (err) {
    throw new DiscoveryError(`discovery fetch failed for ${authority}`, { cause: err });
  }
  if (res.status !== 200) throw new DiscoveryError(`discovery of ${authority} answered ${res.status}`);
  const parsed = discoverySchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new DiscoveryError(`discovery of ${authority} is not valid: ${parsed.error.message}`);
  // The issuer must be the authority we asked (OIDC Discovery §4.3): otherwise another issuer's
  // tokens could pass as this one's.
  if (trimSlash(parsed.data.issuer) !== trimSlash(authority)) {
    throw new DiscoveryError(`discovery issuer ${parsed.data.issuer} is not ${authority}`);
  }
  return parsed.data;
}

/**
 * The discovery document of `authority` (an issuer URL from `c.env.AUTHORITIES`), cached per
 * isolate for DISCOVERY_TTL_MS. Concurrent callers share one fetch; a failure is not cached.
 */
export function discover(authority: string, fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<Discovery> {
  const hit = cache.get(authority);
  if (hit && now - hit.fetchedAt < DISCOVERY_TTL_MS) return hit.doc;
  const doc = fetchDiscovery(authority, fetchImpl);
  cache.set(authority, { doc, fetchedAt: now });
  doc.catch(() => {
    if (cache.get(authority)?.doc === doc) cache.delete(authority);
  });
  return doc;
}

/** Test hook: forget every cached document. */
export function clearDiscoveryCache(): void {
  cache.clear();
}
