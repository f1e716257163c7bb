import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../middleware/cookies';
import { CHUNK_SIZE } from '../../middleware/cookies/chunked';
import { ACCESS_COOKIE, CUSTOMER_COOKIE, clearSessionCookies, REFRESH_COOKIE, writeTokenCookies } from './token-cookies';

const inFifteen = () => Math.floor(Date.now() / 1000) + 900;

function staged(write: (jar: CookieJar) => void): string[] {
  const jar = new CookieJar();
  write(jar);
  return jar.headerValues();
}

describe('token cookie attributes', () => {
  it('are __Secure-, HttpOnly, Secure, SameSite=Lax, Path=/, Domain = parent brand domain', () => {
    const [at, rt] = staged((jar) =>
      writeTokenCookies(jar, {}, 'my.photobloom.co.uk', { accessToken: 'a', accessExpiresAt: inFifteen(), refreshToken: 'r' }),
    );
    for (const c of [at!, rt!]) {
      expect(c).toMatch(/^__Secure-myaccount-(at|rt)=/);
      expect(c).toContain('HttpOnly');
      expect(c).toContain('Secure');
      expect(c).toContain('SameSite=Lax');
      expect(c).toContain('Path=/');
      expect(c).toContain('Domain=photobloom.co.uk');
    }
    expect(at).toMatch(/Max-Age=(899|900)/);
    expect(rt).toContain('Max-Age=3600');
  });

  it('are host-only on localhost, *.localhost and IPs', () => {
    for (const host of ['localhost:8787', 'photobloom-nl.localhost:8787', '127.0.0.1:8787']) {
      const [at] = staged((jar) => writeTokenCookies(jar, {}, host, { accessToken: 'a', accessExpiresAt: inFifteen() }));
      expect(at).not.toContain('Domain=');
    }
  });

  it('a token too large for the chunks is refused before anything is staged', () => {
    const jar = new CookieJar();
    expect(() =>
      writeTokenCookies(jar, {}, 'localhost', { accessToken: 'a', accessExpiresAt: inFifteen(), refreshToken: 'r'.repeat(CHUNK_SIZE * 7) }),
    ).toThrow(RangeError);
    expect(jar.headerValues()).toEqual([]);
  });

  it('sign-out clears both tokens, their chunks and the gate cookie', () => {
    const request = { [ACCESS_COOKIE]: 'chunks.2', [`${ACCESS_COOKIE}.0`]: 'a', [`${ACCESS_COOKIE}.1`]: 'b', [REFRESH_COOKIE]: 'r' };
    const cleared = staged((jar) => clearSessionCookies(jar, request, 'my.photobloom.nl'));
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(
      [ACCESS_COOKIE, `${ACCESS_COOKIE}.0`, `${ACCESS_COOKIE}.1`, CUSTOMER_COOKIE, REFRESH_COOKIE].sort(),
    );
    for (const c of cleared) {
      expect(c).toContain('Domain=photobloom.nl');
      expect(c).toMatch(/Max-Age=0/);
    }
  });

  it('sign-out after a staged rotation to a chunked token clears the new chunks too', () => {
    const request = { [ACCESS_COOKIE]: 'small', [REFRESH_COOKIE]: 'r' };
    const cleared = staged((jar) => {
      writeTokenCookies(jar, request, 'my.photobloom.nl', {
        accessToken: 'x'.repeat(CHUNK_SIZE * 2 + 1),
        accessExpiresAt: inFifteen(),
        refreshToken: 'r2',
      });
      clearSessionCookies(jar, request, 'my.photobloom.nl');
    });
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(
      [ACCESS_COOKIE, `${ACCESS_COOKIE}.0`, `${ACCESS_COOKIE}.1`, `${ACCESS_COOKIE}.2`, CUSTOMER_COOKIE, REFRESH_COOKIE].sort(),
    );
    for (const c of cleared) expect(c).toMatch(/Max-Age=0/);
  });
});
