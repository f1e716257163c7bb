import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../../shared/viewport';
import { photosContentWidthAt } from './content-width';

describe('photosContentWidthAt: the width the photos frame leaves its page column, no menu beside it at any width stripped or not (the timeline widths measured in Chromium plus its scrubber; the album grid at 390 and 1440 px in tests/e2e/layout-stability.spec.ts)', () => {
  it.each([
    [320, 288],
    [PHONE_VIEWPORT, 358],
    [412, 380],
    [575, 543],
    [576, 544],
    [768, 736],
    [1023, 991],
    [1024, 992],
    [1280, 1248],
    [1440, 1408],
    [DESKTOP_VIEWPORT, DESKTOP_VIEWPORT - 32],
    [2560, 2528],
  ])('%i px viewport → %i px column', (vw, width) => {
    expect(photosContentWidthAt(vw)).toBe(width);
  });

  it('stays usable for an implausible viewport', () => {
    expect(photosContentWidthAt(0)).toBe(120);
    expect(photosContentWidthAt(Number.NaN)).toBe(120);
  });
});
