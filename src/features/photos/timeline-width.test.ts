import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT } from '../../shared/viewport';
import { timelineWidthAt } from './timeline-width';

describe('timelineWidthAt: the width the page CSS leaves the timeline (measured in Chromium)', () => {
  it.each([
    [320, 276],
    [390, 346],
    [412, 368],
    [575, 531],
    [576, 472],
    [768, 664],
    [1023, 919],
    // No account menu beside the photos at any width (issue 34 §1: it is a drawer).
    [1024, 920],
    [1280, 1176],
    [1440, 1336],
    [2560, 2456],
  ])('%i px viewport → %i px timeline', (vw, width) => {
    expect(timelineWidthAt(vw)).toBe(width);
  });
});

describe('the fallback', () => {
  it('the desktop fallback: the desktop viewport the server assumes less the page padding and the scrubber', () => {
    expect(timelineWidthAt(DESKTOP_VIEWPORT)).toBe(DESKTOP_VIEWPORT - 32 - 72);
  });
});
