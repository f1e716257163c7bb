import { describe, expect, it } from 'vitest';
import { addressRange, SIGN_IN_LIMITS } from '../../src/oidc/sign-in-limits';
import { authorizeQuery, createTestAccount, pkcePair, postCredentials } from '../setup-auth';

describe('addressRange', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:0:0:ffff::1', '2001:db8:0:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, range) => expect(addressRange(ip)).toBe(range));
});

const signInFrom = async (email: string, password: string, ip: string) => {
  const { challenge } = await pkcePair();
  return postCredentials('main', authorizeQuery(challenge), email, password, ip);
};
const errorOf = (res: Response) => new URL(res.headers.get('Location') ?? 'http://x/').searchParams;

describe('failed sign-ins are limited where the credentials are checked', () => {
  it('50 customers sign in from one address within a minute: every one gets a code', async () => {
    const accounts = await Promise.all(Array.from({ length: 50 }, () => createTestAccount('empty')));
    for (const a of accounts) {
      const res = await signInFrom(a.email, a.password, '198.51.100.20');
      expect(res.status).toBe(302);
      expect(errorOf(res).get('code')).toBeTruthy();
    }
  }, 120_000);

  it('a password-guessing run on one account is stopped, the right password included, from any address', async () => {
    const a = await createTestAccount('empty');
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) expect((await signInFrom(a.email, `guess-${i}`, `192.0.2.${i}`)).status).toBe(401);
    const stopped = await signInFrom(a.email, a.password, '192.0.2.200');
    expect(stopped.status).toBe(302);
    const params = errorOf(stopped);
    expect(params.get('error')).toBe('temporarily_unavailable');
    expect(params.get('state')).toBe('st-1');
    expect(params.get('code')).toBeNull();
    const seconds = Number(params.get('retry_after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000);
  });

  it('one address range guessing across accounts is stopped; another range and the right password elsewhere are not', async () => {
    const victims = await Promise.all(Array.from({ length: 3 }, () => createTestAccount('empty')));
    // Spread over the /64's addresses and the accounts, never 10 on one account.
    for (let i = 0; i < SIGN_IN_LIMITS.perRange; i++) {
      const res = await signInFrom(`nobody-${i}@example.com`, 'guess', `2001:db8:1:2::${(i % 50).toString(16)}`);
      expect(res.status).toBe(401);
    }
    const sameRange = await signInFrom(victims[0]!.email, victims[0]!.password, '2001:db8:1:2:ffff::9');
    expect(errorOf(sameRange).get('error')).toBe('temporarily_unavailable');
    const otherRange = await signInFrom(victims[1]!.email, victims[1]!.password, '2001:db8:1:3::1');
    expect(errorOf(otherRange).get('code')).toBeTruthy();
  }, 120_000);
});
