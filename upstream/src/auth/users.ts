import { z } from 'zod';
import type { UpstreamBindings } from '../env';
import type { Authority } from '../oidc/authorities';
import type { SeedProfile } from '../seed/types';
import { hashPassword } from './passwords';

/** A `users` row as the identity provider reads it. */
export const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  password_hash: z.string(),
  idp_type: z.string(),
  idp_sub: z.string(),
  b2b: z.number(),
  authority: z.string(),
  account_id: z.number(),
  activation_status: z.string(),
  profile: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

const COLUMNS = 'id, email, password_hash, idp_type, idp_sub, b2b, authority, account_id, activation_status, profile';

export async function findUserByEmail(env: Pick<UpstreamBindings, 'DB'>, email: string): Promise<UserRow | null> {
  const row = await env.DB.prepare(`SELECT ${COLUMNS} FROM users WHERE email = ?`).bind(email.trim()).first();
  return row === null ? null : userRowSchema.parse(row);
}

export async function findUserById(env: Pick<UpstreamBindings, 'DB'>, id: string): Promise<UserRow | null> {
  const row = await env.DB.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`).bind(id).first();
  return row === null ? null : userRowSchema.parse(row);
}

/**
 * A random unused account id above the demo range: random rather than MAX()+1 so accounts created
 * concurrently by parallel tests never share one.
 */
async function freeAccountId(env: Pick<UpstreamBindings, 'DB'>): Promise<number> {
  for (;;) {
    const candidate = 1_000_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000_000);
    const taken = await env.DB.prepare('SELECT 1 AS taken FROM users WHERE account_id = ?').bind(candidate).first();
    if (taken === null) return candidate;
  }
}

/** What `createUser` needs; ids are random unless given (the fixed demo users pass stable ones). */
export interface NewUser {
  email: string;
  password: string;
  profile: SeedProfile;
  b2b?: boolean;
  authority?: Authority;
  activationStatus?: 'ACTIVE' | 'NOT_ACTIVE';
  id?: string;
  idpSub?: string;
  accountId?: number;
}

/**
 * Inserts a user unless one with that e-mail exists (idempotent); returns the stored row either way.
 * An existing user keeps its id, password and columns.
 */
export async function createUser(env: Pick<UpstreamBindings, 'DB'>, user: NewUser): Promise<UserRow> {
  const existing = await findUserByEmail(env, user.email);
  if (existing) return existing;
  const id = user.id ?? crypto.randomUUID();
  const accountId = user.accountId ?? (await freeAccountId(env));
  await env.DB.prepare(`INSERT INTO users (${COLUMNS}, created) VALUES (?, ?, ?, 'local', ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
    .bind(
      id,
      user.email,
      await hashPassword(user.password),
      user.idpSub ?? crypto.randomUUID(),
      user.b2b ? 1 : 0,
      user.authority ?? 'main',
      accountId,
      user.activationStatus ?? 'ACTIVE',
      user.profile,
      new Date().toISOString(),
    )
    .run();
  const stored = await findUserByEmail(env, user.email);
  if (!stored) throw new Error(`user ${user.email} was not stored`);
  return stored;
}
