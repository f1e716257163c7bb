/**
 * The timeline's width for the server render (issue 16 §4, issue 18 §1). The server lays the
 * first months out in pixels; a wrong width there re-flows every row once the browser measures
 * (a 0.43 layout shift on a phone when the server guessed 1024 px). The viewport width comes from
 * the browser (src/shared/viewport.ts).
 *
 * The page's CSS (uno.config.ts breakpoints `photo` 576 px and `md` 1024 px) leaves the timeline
 * the viewport minus a fixed amount per breakpoint: page padding and the scrubber's gutter on a
 * phone, the wider scrubber on a tablet, and the side menu from 1024 px on.
 */
const BANDS: readonly { from: number; minus: number }[] = [
  { from: 1024, minus: 392 },
  { from: 576, minus: 104 },
  { from: 0, minus: 44 },
];

/** The timeline's width in a viewport `viewportWidth` CSS px wide. */
export function timelineWidthAt(viewportWidth: number): number {
  const vw = Math.max(0, Math.round(viewportWidth));
  const band = BANDS.find((b) => vw >= b.from) ?? BANDS[BANDS.length - 1]!;
  return Math.max(120, vw - band.minus);
}
