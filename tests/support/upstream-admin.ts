/**
 * The embedded upstream's development-only admin calls that tests make: a throwaway account of a
 * profile (`POST /__admin/accounts`). One place for every layer (integration and e2e), with the
 * retry the test stack needs: `wrangler dev` may restart a worker mid-request on a loaded machine
 * and answer 503 once; the call is safe to repeat (each makes a new account).
 */
import { z } from 'zod';
import { cookieValue } from './sign-in';

export type AccountProfile = 'demo' | 'consumer' | 'empty' | 'business' | 'not-activated';
const TestAccount = z.object({ userId: z.string(), accountId: z.number(), email: z.string(), password: z.string() });
export type TestAccount = z.infer<typeof TestAccount>;

const ATTEMPTS = 4;

/** A new account of `profile` on the upstream at `upstreamUrl` (default: the test stack's). */
export async function throwawayAccount(
  profile: AccountProfile = 'consumer',
  upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9788',
): Promise<TestAccount> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${upstreamUrl}/__admin/accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ profile }),
    }).catch((err: unknown) => err as Error);
    if (!(res instanceof Error) && res.status === 201) return TestAccount.parse(await res.json());
    const why = res instanceof Error ? res.message : `${res.status} ${await res.text()}`;
    if ((!(res instanceof Error) && res.status < 500) || attempt >= ATTEMPTS)
      throw new Error(`POST /__admin/accounts (${profile}) → ${why}`);
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

/**
 * The account id of a signed-in browser session, asked of the upstream itself with the session's
 * access token: the app never hands it to the browser (issue 32 §5), so tests that name it in an
 * upstream path read it here.
 */
export async function upstreamAccountId(
  cookieHeader: string,
  upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9788',
): Promise<number> {
  const token = cookieValue(cookieHeader, '__Secure-myaccount-at');
  if (!token) throw new Error('the cookie header has no access token');
  const res = await fetch(`${upstreamUrl}/customer-api/customers/me`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /customers/me on the upstream → ${res.status}`);
  return z.object({ accountId: z.number() }).parse(await res.json()).accountId;
}
