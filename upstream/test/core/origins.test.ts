import { describe, expect, it } from 'vitest';
import { isAllowedRedirect } from '../../src/oidc/origins';

describe('isAllowedRedirect', () => {
  const env = { APP_ORIGINS: 'http://localhost:8787,https://my.*.example.com, https://www.brand.se' };

  it('allows local hosts on any port', () => {
    for (const uri of [
      'http://localhost:8787/cb',
      'http://localhost:9787/cb',
      'http://brand-nl.localhost:8787/cb',
      'http://127.0.0.1:5000/x',
    ]) {
      expect(isAllowedRedirect(env, uri)).toBe(true);
    }
  });

  it('allows listed brand origins, one label per wildcard', () => {
    expect(isAllowedRedirect(env, 'https://my.brand-nl.example.com/auth/callback')).toBe(true);
    expect(isAllowedRedirect(env, 'https://www.brand.se/auth/callback')).toBe(true);
    expect(isAllowedRedirect(env, 'https://my.a.b.example.com/cb')).toBe(false);
    expect(isAllowedRedirect(env, 'http://my.brand-nl.example.com/cb')).toBe(false);
  });

  it('refuses foreign hosts, look-alikes, fragments, credentials and other schemes', () => {
    for (const uri of [
      'https://evil.example.net/cb',
      'http://localhost.evil.net/cb',
      'https://www.brand.se.evil.net/cb',
      'http://localhost:8787/cb#frag',
      'http://user:pw@localhost:8787/cb',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedRedirect(env, uri)).toBe(false);
    }
  });
});
