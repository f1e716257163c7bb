import type { UpstreamBindings } from '../env';
import type { SeedUser } from '../seed/types';

/** Builds each user's photo library for its profile. Placeholder: owned by the photo engineer. Must be idempotent. */
export async function seedPhotoLibraries(env: UpstreamBindings, users: SeedUser[]): Promise<void> {
  void env;
  void users;
}
