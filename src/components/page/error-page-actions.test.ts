import { describe, expect, it } from 'vitest';
import { tryAgainHref } from './error-page-actions';

describe('tryAgainHref', () => {
  it.each([
    [undefined, '/settings'],
    ['', '/settings'],
    ['/', '/'],
    ['/settings/email', '/settings/email'],
    ['/settings/b2b/email?x=1', '/settings/b2b/email?x=1'],
    ['//evil.example', '/settings'],
    ['https://evil.example/settings', '/settings'],
    ['/\\evil.example', '/settings'],
    ['%2F%2Fevil.example', '/settings'],
    ['javascript:alert(1)', '/settings'],
  ])('%s → %s', (returnTo, expected) => {
    expect(tryAgainHref(returnTo)).toBe(expected);
  });
});
