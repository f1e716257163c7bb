import type { UpstreamBindings } from '../env';

/**
 * Limits on failed sign-ins, kept where the credentials are checked. A sign-in with the right
 * password never spends anything, so any number of customers behind one office or carrier address
 * (NAT, CGNAT) sign in; what is limited is guessing:
 * - per account: 10 failures in 15 minutes stop a password-guessing run on one account (while it
 *   lasts, the right password is refused too, or the run would go on until it found it);
 * - per address range (an IPv6 /64, one IPv4 address): 100 failures in 15 minutes stop one source
 *   trying a few passwords on many accounts, with room for a shared address's typos.
 */
export const SIGN_IN_LIMITS = { perAccount: 10, perRange: 100, windowMs: 15 * 60_000 } as const;

type Db = Pick<UpstreamBindings, 'DB'>;

/**
 * The range an address belongs to: its /64 for IPv6 (one customer's whole network), else the
 * address. (The app keys its own limits the same way: src/worker/middleware/rate-limit.)
 */
export function addressRange(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = ip.includes('::') ? Array(Math.max(0, 8 - left.length - right.length)).fill('0') : [];
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

const buckets = (email: string, ip: string) => [
  `sign-in-failed:account:${email.toLowerCase()}`,
  `sign-in-failed:range:${addressRange(ip)}`,
];

/**
 * Seconds until a sign-in for `email` from `ip` may be tried again, or null when neither its
 * account nor its address range has used up its failures.
 */
export async function signInPausedFor(env: Db, email: string, ip: string, now = Date.now()): Promise<number | null> {
  const [account, range] = buckets(email, ip);
  const since = now - SIGN_IN_LIMITS.windowMs;
  const rows = await env.DB.prepare(
    `SELECT bucket, COUNT(*) AS n, MIN(at) AS oldest FROM rate_events WHERE bucket IN (?, ?) AND at > ? GROUP BY bucket`,
  )
    .bind(account, range, since)
    .all<{ bucket: string; n: number; oldest: number }>();
  let until = 0;
  for (const row of rows.results) {
    const max = row.bucket === account ? SIGN_IN_LIMITS.perAccount : SIGN_IN_LIMITS.perRange;
    // Paused until enough of the window's failures have aged out: the oldest's end is a lower bound.
    if (row.n >= max) until = Math.max(until, row.oldest + SIGN_IN_LIMITS.windowMs);
  }
  return until > now ? Math.ceil((until - now) / 1000) : null;
}

/** Counts one failed sign-in against its account and its address range. */
export async function recordFailedSignIn(env: Db, email: string, ip: string, now = Date.now()): Promise<void> {
  const insert = env.DB.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)');
  await env.DB.batch(buckets(email, ip).map((bucket) => insert.bind(bucket, now)));
}
