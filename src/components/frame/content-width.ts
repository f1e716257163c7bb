/**
 * The width of the page column (<main>) of the 'photos' frame in a viewport `viewportWidth` CSS px
 * wide, for pixel layouts the server renders (the timeline's and the album grid's justified rows,
 * src/shared/viewport.ts): a wrong width there re-flows every row once the browser measures.
 *
 * It follows app-frame.tsx (keep the two together): the frame's row has `px-4` (16 px a side);
 * from `md` (1024 px) the side menu (`w-64`, 256 px) and the row's `gap-8` (32 px) sit beside
 * <main>; stripped mode has no menu. The photos frame's row is `photosGrid` (grid.ts): nothing
 * caps it, unlike the account pages' grid.
 */
const PADDING = 2 * 16;
const MENU_FROM = 1024;
const MENU = 256 + 32;
/** Never laid out narrower than this, whatever the viewport claims. */
const MIN_WIDTH = 120;

export function photosContentWidthAt(viewportWidth: number, stripped = false): number {
  const vw = Number.isFinite(viewportWidth) ? Math.max(0, Math.round(viewportWidth)) : 0;
  const menu = !stripped && vw >= MENU_FROM ? MENU : 0;
  return Math.max(MIN_WIDTH, vw - PADDING - menu);
}
