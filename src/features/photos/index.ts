// The photos feature's public surface for code outside it (the worker's per-user cache, the album
// picker's months and headings).
export { monthLabel } from './month-label';
export { serverMonths, timelineMonths } from './timeline';
