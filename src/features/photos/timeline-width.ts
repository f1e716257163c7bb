import { photosContentWidthAt } from '../../components/frame/content-width';

/**
 * The timeline's width for the server render (issue 16 §4, issue 18 §1). The server lays the
 * first months out in pixels; a wrong width there re-flows every row once the browser measures
 * (a 0.43 layout shift on a phone when the server guessed 1024 px). The viewport width comes from
 * the browser (src/shared/viewport.ts).
 *
 * The timeline is the frame's page column (components/frame/content-width.ts) less the date
 * scrubber beside it (DateScrubber.tsx): `w-3` on a phone, `photo:w-16 photo:ml-2` from 576 px.
 */
const PHOTO_BREAKPOINT = 576;
const SCRUBBER = { phone: 12, wide: 64 + 8 };

/** The timeline's width in a viewport `viewportWidth` CSS px wide. */
export function timelineWidthAt(viewportWidth: number): number {
  const scrubber = viewportWidth >= PHOTO_BREAKPOINT ? SCRUBBER.wide : SCRUBBER.phone;
  return Math.max(120, photosContentWidthAt(viewportWidth) - scrubber);
}
