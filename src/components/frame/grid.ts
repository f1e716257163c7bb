/**
 * The one content grid of the account area (issue 35 §6): header, page row and footer share one
 * maximum width, centred, so every page's column starts and ends at the same place. Photo pages
 * give the photos the whole width instead (components/frame/content-width.ts computes their column).
 */
export const accountGrid = 'mx-auto w-full max-w-[80rem] px-4';
export const photosGrid = 'w-full px-4';
export const gridFor = (wide: boolean): string => (wide ? photosGrid : accountGrid);
