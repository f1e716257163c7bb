/** Seed profiles: which data set the photo and account seeders build for a user. */
export type SeedProfile = 'demo' | 'business' | 'new' | 'friend' | 'consumer' | 'empty' | 'not-activated';

/** A user row already inserted into `users` that the domain seeders fill with data. */
export interface SeedUser {
  id: string;
  email: string;
  profile: SeedProfile;
  accountId: number;
}
