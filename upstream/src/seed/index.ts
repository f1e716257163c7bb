import { seedAccountData } from '../account/seed';
import { createUser, type NewUser, type UserRow } from '../auth/users';
import type { UpstreamBindings } from '../env';
import { seedPhotoLibraries } from '../photos/seed';
import type { SeedProfile, SeedUser } from './types';

/** The one password of every demo account (listed in upstream/README.md). */
export const DEMO_PASSWORD = 'demo-password-1';

/** Stable uuid from a name, so demo users keep their ids across fresh databases. */
async function stableUuid(name: string): Promise<string> {
  const h = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(name)));
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x40; // version 4 layout so uuid validators accept it
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...h.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The fixed demo accounts. */
const DEMO_USERS: (Omit<NewUser, 'password'> & { accountId: number })[] = [
  { email: 'demo@example.com', profile: 'demo', accountId: 1001 },
  { email: 'business@example.com', profile: 'business', b2b: true, accountId: 1002 },
  { email: 'new@example.com', profile: 'new', activationStatus: 'NOT_ACTIVE', accountId: 1003 },
  { email: 'friend@example.com', profile: 'friend', accountId: 1004 },
  { email: 'demo-se@example.com', profile: 'consumer', authority: 'se', accountId: 1005 },
];

export function toSeedUser(row: UserRow, profile: SeedProfile): SeedUser {
  return { id: row.id, email: row.email, profile, accountId: row.account_id };
}

/** Runs the photo and account seeders for these users (both must be idempotent). */
export async function seedDomains(env: UpstreamBindings, users: SeedUser[]): Promise<void> {
  await seedPhotoLibraries(env, users);
  await seedAccountData(env, users);
}

/**
 * Creates the demo users (idempotent: existing e-mails are kept as they are) and lets the photo
 * and account seeders fill them. Returns the users seeded.
 */
export async function seedDemo(env: UpstreamBindings): Promise<SeedUser[]> {
  const users: SeedUser[] = [];
  for (const demo of DEMO_USERS) {
    const row = await createUser(env, {
      ...demo,
      password: DEMO_PASSWORD,
      id: await stableUuid(`user:${demo.email}`),
      idpSub: await stableUuid(`idp:${demo.email}`),
    });
    users.push(toSeedUser(row, demo.profile));
  }
  await seedDomains(env, users);
  return users;
}
