import type { UpstreamBindings } from '../env';
import type { SeedUser } from '../seed/types';
import { seedProductImages } from './product-images';
import { seedFor } from './seed/profiles';
import { seedVouchers, writeAccountSeed } from './seed/write';

/**
 * Builds each user's account data for its profile (see seed/profiles.ts). Idempotent: a user's
 * account rows are replaced in one batch, so dates relative to "now" stay on the intended side
 * of the 30-day and 14-day rules whenever the seed runs.
 */
export async function seedAccountData(env: UpstreamBindings, users: SeedUser[]): Promise<void> {
  const now = Date.now();
  await seedVouchers(env, now);
  await seedProductImages(env);
  for (const user of users) {
    await writeAccountSeed(env, user, seedFor(user.profile, user.accountId, user.email), now);
  }
}
