/**
 * The width of the page column (<main>) of the 'photos' frame in a viewport `viewportWidth` CSS px
 * wide, for pixel layouts the server renders (the timeline's and the album grid's justified rows,
 * src/shared/viewport.ts): a wrong width there re-flows every row once the browser measures.
 *
 * It follows app-frame.tsx (keep the two together): the frame's row has `px-4` (16 px a side) and
 * nothing beside <main> (the account menu is a drawer over the page, chrome.ts); the row is
 * `photosGrid` (grid.ts): nothing caps it, unlike the account pages' grid. Stripped mode has the
 * same column.
 */
const PADDING = 2 * 16;
/** Never laid out narrower than this, whatever the viewport claims. */
const MIN_WIDTH = 120;

export function photosContentWidthAt(viewportWidth: number): number {
  const vw = Number.isFinite(viewportWidth) ? Math.max(0, Math.round(viewportWidth)) : 0;
  return Math.max(MIN_WIDTH, vw - PADDING);
}
