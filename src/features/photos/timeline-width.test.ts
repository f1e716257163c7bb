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
    [1024, 632],
    [1280, 888],
    [1440, 1048],
    [2560, 2168],
  ])('%i px viewport → %i px timeline', (vw, width) => {
    expect(timelineWidthAt(vw)).toBe(width);
  });
});

describe('the fallback', () => {
  it('the desktop fallback keeps the width the server always guessed before (1024 px)', () => {
    expect(timelineWidthAt(DESKTOP_VIEWPORT)).toBe(1024);
  });
});
