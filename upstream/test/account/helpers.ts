/** Helpers for the account-area API tests: fresh accounts, tokens, JSON calls, the mailbox. */
import { env, SELF } from 'cloudflare:test';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { seedFor } from '../../src/account/seed/profiles';
import { writeAccountSeed } from '../../src/account/seed/write';
import type { SeedProfile } from '../../src/seed/types';
import { BASE, bearer, createTestAccount, signIn } from '../setup-auth';

export { BASE };

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  accountId: number;
  token: string;
  idpType: string;
  idpSub: string;
}

/**
 * A fresh signed-in account. `as` rewrites its account data with another seed profile (e.g. the
 * demo data set) without running the photo seed, which keeps these tests fast.
 */
export async function newUser(profile: 'consumer' | 'empty' | 'business' = 'empty', as?: SeedProfile): Promise<TestUser> {
  const a = await createTestAccount(profile);
  const row = z
    .object({ account_id: z.number() })
    .parse(await env.DB.prepare('SELECT account_id FROM users WHERE id = ?').bind(a.userId).first());
  if (as)
    await writeAccountSeed(
      env,
      { id: a.userId, email: a.email, profile: as, accountId: row.account_id },
      seedFor(as, row.account_id, a.email),
      Date.now(),
    );
  const tokens = await signIn(a.email, a.password);
  const claims = z.object({ idp_type: z.string(), idp_sub: z.string() }).parse(decodeJwt(tokens.access_token));
  return { ...a, accountId: row.account_id, token: tokens.access_token, idpType: claims.idp_type, idpSub: claims.idp_sub };
}

/** Calls the upstream with the user's bearer token (when given) and a JSON body (when given). */
export async function call(
  user: TestUser | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: { ...(user ? bearer(user.token) : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** JSON of a response, after checking its status (the body is shown when the status differs). */
// biome-ignore lint/suspicious/noExplicitAny: a test reads ad-hoc fields of many answers; where it matters the caller names T.
export async function json<T = any>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const messagesSchema = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()) })),
});

/** Messages sent to `to`, newest first. */
export async function mailbox(to: string) {
  const res = await SELF.fetch(`${BASE}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return messagesSchema.parse(await res.json()).messages;
}

/** The confirmation-token of the newest mail to `to` whose link path is `path`. */
export async function tokenFromMail(to: string, path: string): Promise<{ token: string; link: URL }> {
  for (const m of await mailbox(to)) {
    const link = m.links.map((l) => new URL(l)).find((u) => u.pathname === path);
    const token = link?.searchParams.get('confirmation-token');
    if (link && token) return { token, link };
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

/** Reads a PDF response; checks type, disposition and the `%PDF-` header. */
export async function pdf(res: Response | Promise<Response>): Promise<{ bytes: Uint8Array; disposition: string }> {
  const r = await res;
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status}: ${await r.text()}`);
  if (r.headers.get('Content-Type') !== 'application/pdf') throw new Error(`content type ${r.headers.get('Content-Type')}`);
  const bytes = new Uint8Array(await r.arrayBuffer());
  if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-') throw new Error('not a PDF');
  return { bytes, disposition: r.headers.get('Content-Disposition') ?? '' };
}
