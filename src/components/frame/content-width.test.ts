import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../../shared/viewport';
import { photosContentWidthAt } from './content-width';

describe('photosContentWidthAt: the width the photos frame leaves its page column (the timeline widths measured in Chromium plus its scrubber; the album grid at 390 and 1440 px in tests/e2e/layout-stability.spec.ts)', () => {
  it.each([
    [320, 288],
    [PHONE_VIEWPORT, 358],
    [412, 380],
    [575, 543],
    [576, 544],
    [768, 736],
    [1023, 991],
    [1024, 704],
    [1280, 960],
    [1440, 1120],
    [DESKTOP_VIEWPORT, 1096],
    [2560, 2240],
  ])('%i px viewport → %i px column', (vw, width) => {
    expect(photosContentWidthAt(vw)).toBe(width);
  });

  it.each([
    [390, 358],
    [1024, 992],
    [1440, 1408],
  ])('stripped (no side menu): %i px viewport → %i px column', (vw, width) => {
    expect(photosContentWidthAt(vw, true)).toBe(width);
  });

  it('stays usable for an implausible viewport', () => {
    expect(photosContentWidthAt(0)).toBe(120);
    expect(photosContentWidthAt(Number.NaN)).toBe(120);
  });
});
