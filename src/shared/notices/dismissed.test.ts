import { describe, expect, it } from 'vitest';
import { dismissedCookie, dismissedInBrowser, parseDismissed } from './dismissed';

describe('parseDismissed', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['photos-banner', ['photos-banner']],
    ['photos-banner.photos-banner', ['photos-banner']],
    ['photos-banner.unknown', ['photos-banner']],
    ['<script>', []],
    ['.', []],
  ] as const)('%j → %j', (value, expected) => {
    expect(parseDismissed(value)).toEqual(expected);
  });
});

describe('dismissedCookie', () => {
  it('keeps each notice once, for a year, on every path, Secure over https', () => {
    expect(dismissedCookie(['photos-banner', 'photos-banner'], true)).toBe(
      'dismissed=photos-banner; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(dismissedCookie(['photos-banner'], false)).not.toContain('Secure');
  });

  it('round-trips through parseDismissed', () => {
    const value = /^dismissed=([^;]*)/.exec(dismissedCookie(['photos-banner'], false))![1];
    expect(parseDismissed(value)).toEqual(['photos-banner']);
  });
});

describe('dismissedInBrowser', () => {
  it('outside a browser: none', () => {
    expect(dismissedInBrowser()).toEqual([]);
  });
});
