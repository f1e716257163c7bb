import { verifyPassword } from '../auth/passwords';
import { findUserByEmail, type UserRow } from '../auth/users';
import type { UpstreamBindings } from '../env';
import type { Authority } from './authorities';

/**
 * A well-formed hash of no password (PBKDF2-SHA256 at the full 100,000 iterations, like every
 * stored hash): an unknown e-mail is checked against it, so that answer costs the same key
 * derivation as a known e-mail's and its timing does not tell which addresses have an account.
 */
export const DUMMY_PASSWORD_HASH = 'pbkdf2-sha256$100000$8tLq0wR5b2dJm4Yx1Zk3Ww$0YQm2W9f7J3nq1r6s8t0u2v4w6x8y0z1A3B5C7D9E1G';

/**
 * The user the sign-in form's credentials name, or null for an unknown e-mail, a wrong password
 * or a user of the other authority: one answer for all three, and the password hash runs once on
 * every path (`verify` is a parameter so a test can count its calls).
 */
export async function checkCredentials(
  env: Pick<UpstreamBindings, 'DB'>,
  authority: Authority,
  email: string,
  password: string,
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<UserRow | null> {
  const user = await findUserByEmail(env, email);
  const passwordOk = await verify(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  return user !== null && passwordOk && user.authority === authority ? user : null;
}
