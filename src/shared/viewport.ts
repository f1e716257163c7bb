/**
 * The browser's viewport width as the worker learns it, for layouts the server renders in pixels
 * (the photo timeline and the album grid, components/frame/content-width.ts): the Client Hint
 * `Sec-CH-Viewport-Width`, which every streamed page asks for (`Accept-CH`, and `Critical-CH` so
 * Chromium's very first request on the origin is retried with it), else a typical phone for a
 * mobile user agent, else a desktop window.
 */
export const VIEWPORT_HINT = 'Sec-CH-Viewport-Width';

/** A typical phone's and desktop window's viewport width, when the browser did not say. */
export const PHONE_VIEWPORT = 390;
export const DESKTOP_VIEWPORT = 1416;

/** Viewport widths the server believes (a hint of 0 or 100,000 px is not a browser's). */
const PLAUSIBLE = { min: 200, max: 8000 };

/**
 * The viewport width of the browser that asked: its Client Hint when plausible, else a phone's for
 * a mobile user agent (`Sec-CH-UA-Mobile: ?1`, or 'Mobi' in the User-Agent as browsers without
 * client hints write it), else a desktop window's.
 */
export function viewportWidthOf(headers: { get(name: string): string | null | undefined }): number {
  const hinted = Number(headers.get(VIEWPORT_HINT));
  if (Number.isFinite(hinted) && hinted >= PLAUSIBLE.min && hinted <= PLAUSIBLE.max) return Math.round(hinted);
  const mobile = headers.get('Sec-CH-UA-Mobile') === '?1' || /Mobi/.test(headers.get('User-Agent') ?? '');
  return mobile ? PHONE_VIEWPORT : DESKTOP_VIEWPORT;
}
