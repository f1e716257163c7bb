import type { UpstreamBindings } from '../env';
import type { SeedUser } from '../seed/types';

/** Builds each user's account data for its profile. Placeholder: owned by the account engineer. Must be idempotent. */
export async function seedAccountData(env: UpstreamBindings, users: SeedUser[]): Promise<void> {
  void env;
  void users;
}
