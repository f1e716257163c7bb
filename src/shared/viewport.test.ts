import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, viewportWidthOf } from './viewport';

const headers = (h: Record<string, string>) => new Headers(h);

describe('viewportWidthOf', () => {
  it.each([
    ['the client hint', { 'Sec-CH-Viewport-Width': '412' }, 412],
    ['a fractional hint, rounded', { 'Sec-CH-Viewport-Width': '411.5' }, 412],
    ['an implausible hint: the mobile fallback', { 'Sec-CH-Viewport-Width': '0', 'Sec-CH-UA-Mobile': '?1' }, PHONE_VIEWPORT],
    ['a garbage hint: the desktop fallback', { 'Sec-CH-Viewport-Width': 'wide' }, DESKTOP_VIEWPORT],
    ['a huge hint: the desktop fallback', { 'Sec-CH-Viewport-Width': '1e9' }, DESKTOP_VIEWPORT],
    ['no hint, mobile client hint', { 'Sec-CH-UA-Mobile': '?1' }, PHONE_VIEWPORT],
    [
      'no hint, a phone user agent (Safari)',
      { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1' },
      PHONE_VIEWPORT,
    ],
    ['no hint, a desktop user agent', { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' }, DESKTOP_VIEWPORT],
    ['nothing at all', {}, DESKTOP_VIEWPORT],
  ])('%s', (_name, h, expected) => {
    expect(viewportWidthOf(headers(h))).toBe(expected);
  });
});
